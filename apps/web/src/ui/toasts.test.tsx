import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import { getToasts, MAX_TOASTS } from './toast-store';
import { dismissToast, showPleaseLogin, showToast, toast, Toaster } from './toasts';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const stack = (position: string) => document.querySelector<HTMLElement>(`[data-position="${position}"]`)!;

describe('toasts', () => {
  it('announces a success politely and closes it after 5000 ms', () => {
    render(<Toaster />);
    act(() => void toast.success('Saved'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
    advance(4999);
    expect(screen.queryByText('Saved')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('announces an error as an alert', () => {
    render(<Toaster />);
    act(() => void toast.error('Failed'));
    expect(screen.getByRole('alert').textContent).toContain('Failed');
  });

  it('shows at the top end by default, centred when asked', () => {
    render(<Toaster />);
    act(() => {
      toast.info('End');
      toast.info('Centre', { position: 'top-center' });
    });
    expect(within(stack('top-end')).getByText('End')).toBeTruthy();
    expect(within(stack('top-center')).getByText('Centre')).toBeTruthy();
    // The inline end: right in left-to-right pages, left in right-to-left ones.
    expect(stack('top-end').className).toContain('end-0');
    expect(stack('top-end').className).not.toMatch(/\b(left|right)-/);
  });

  it('stacks toasts, but a toast with multiple: false replaces the open ones', () => {
    render(<Toaster />);
    act(() => {
      toast.info('First');
      toast.info('Second');
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    act(() => void toast.info('Only', { multiple: false }));
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual(['Only']);
    // The replaced toasts' timers are gone too: the new one keeps its full time.
    advance(4999);
    expect(screen.queryByText('Only')).not.toBeNull();
  });

  it('replaces a toast of the same id instead of stacking it', () => {
    render(<Toaster />);
    act(() => void toast.error('Offline', { id: 'net' }));
    advance(3000);
    act(() => void toast.error('Still offline', { id: 'net' }));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    advance(4999);
    expect(screen.queryByText('Still offline')).not.toBeNull();
  });

  it('keeps at most MAX_TOASTS, closing the oldest', () => {
    act(() => {
      for (let i = 0; i < MAX_TOASTS + 2; i++) toast.info(`n${i}`);
    });
    expect(getToasts().map((t) => t.message)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
  });

  it('pauses while the pointer is on it, then finishes the time left', () => {
    render(<Toaster />);
    act(() => void toast.info('Hover me'));
    advance(2000);
    fireEvent.mouseEnter(screen.getByTestId('toast'));
    advance(60_000);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByTestId('toast'));
    advance(2999);
    expect(screen.queryByText('Hover me')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('pauses while its close button has focus', () => {
    render(<Toaster />);
    act(() => void toast.info('Focus me'));
    act(() => screen.getByRole('button', { name: 'Close notification' }).focus());
    advance(10_000);
    expect(screen.queryByText('Focus me')).not.toBeNull();
  });

  it('closes with its localized close button', () => {
    render(<Toaster />);
    act(() => void toast.success('Bye'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Bye')).toBeNull();
  });

  it('keeps a toast with duration 0 until it is closed', () => {
    render(<Toaster />);
    act(() => void toast.info('Sticky', { duration: 0 }));
    advance(600_000);
    expect(screen.queryByText('Sticky')).not.toBeNull();
  });

  it('works without React: the store holds toasts before any outlet mounts', () => {
    const id = toast.warning('Queued');
    expect(getToasts()).toMatchObject([{ id, kind: 'warning', message: 'Queued', duration: 5000 }]);
    render(<Toaster />);
    expect(screen.getByRole('alert').textContent).toContain('Queued');
  });
});

describe('showPleaseLogin', () => {
  it('shows "Please login", centred at the top, coloured, for 3000 ms', () => {
    render(<Toaster />);
    act(() => void showPleaseLogin());
    const item = within(stack('top-center')).getByTestId('toast');
    expect(item.textContent).toContain('Please login');
    expect(item.className).toMatch(/bg-amber-/);
    expect(within(item).getByRole('alert')).toBeTruthy();
    expect(item.getAttribute('dir')).toBe('ltr');
    advance(2999);
    expect(screen.queryByText('Please login')).not.toBeNull();
    advance(1);
    expect(screen.queryByText('Please login')).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    render(<Toaster />);
    act(() => void showPleaseLogin());
    const item = screen.getByTestId('toast');
    expect(item.textContent).toContain('يرجى تسجيل الدخول');
    expect(item.getAttribute('dir')).toBe('rtl');
    expect(item.getAttribute('lang')).toBe('ar');
  });

  it('shows once when several calls fail together', () => {
    render(<Toaster />);
    act(() => {
      showPleaseLogin();
      showPleaseLogin();
      showPleaseLogin();
    });
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});

describe('toast actions', () => {
  it('offers a button that runs its action and closes the toast', () => {
    const onClick = vi.fn();
    render(<Toaster />);
    act(() => void showToast('info', 'New version', { duration: 0, action: { label: 'Reload', onClick } }));
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('New version')).toBeNull();
  });

  it('has no such button without an action', () => {
    render(<Toaster />);
    act(() => void showToast('info', 'Plain'));
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
