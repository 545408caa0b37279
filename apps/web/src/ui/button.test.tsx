import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button';

afterEach(cleanup);

describe('<Button>', () => {
  it('is a "button" by default, so it never submits the form around it', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button>Preview</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Preview' });
    expect(button.getAttribute('type')).toBe('button');
    await userEvent.setup().click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when it says so', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent)}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is disabled and aria-busy while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws its variant and size, with the caller’s layout classes last', () => {
    render(
      <Button variant="danger" size="sm" className="mt-4" data-testid="remove">
        Remove
      </Button>,
    );
    const { className } = screen.getByTestId('remove');
    expect(className).toContain('bg-red-700');
    expect(className).toContain('text-sm');
    expect(className.endsWith('mt-4')).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove' }).hasAttribute('aria-busy')).toBe(false);
  });
});

describe('buttonClass()', () => {
  it('is the primary button unless said otherwise', () => {
    expect(buttonClass()).toContain('bg-brand-700');
    expect(buttonClass({ variant: 'secondary' })).toContain('border-slate-300');
  });

  it('gives a link-looking button no padding', () => {
    expect(buttonClass({ variant: 'link' })).not.toMatch(/\bpx-/);
  });
});
