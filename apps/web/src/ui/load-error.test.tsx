import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../lib/i18n';
import { LoadError } from './load-error';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

describe('<LoadError>', () => {
  it('says what failed in an alert and tries again on its button', async () => {
    const onRetry = vi.fn();
    render(<LoadError error={new Error('offline')} onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).not.toBe('');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
