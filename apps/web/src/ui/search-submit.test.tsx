import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchSubmit } from './search-submit';

describe('SearchSubmit', () => {
  it('submits its form and is named by its word, drawn as a magnifier on a phone', () => {
    render(<SearchSubmit label="Rechercher" />);
    const button = screen.getByRole('button', { name: 'Rechercher' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(button.querySelector('span')?.className).toContain('sr-only sm:not-sr-only');
  });
});
