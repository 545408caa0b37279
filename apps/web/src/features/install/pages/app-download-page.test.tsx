import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next, initI18n } from '../../../lib/i18n';
import { listenForInstall } from '../install-prompt';
import AppDownloadPage from './app-download-page';

beforeAll(async () => {
  await initI18n('en');
});

let stop: (() => void) | undefined;
afterEach(async () => {
  cleanup();
  stop?.();
  await i18next.changeLanguage('en');
});

/** The browser's offer to install, as Chrome sends it. */
function offer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(() => Promise.resolve());
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

describe('/app-download', () => {
  it('shows the steps for iOS and Android, and no install button without the browser’s offer', () => {
    stop = listenForInstall(window);
    render(<AppDownloadPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Get the app');
    expect(screen.getByTestId('install-ios').textContent).toContain('Add to Home Screen');
    expect(screen.getByTestId('install-android').textContent).toContain('Install app');
    expect(screen.queryByTestId('install-app')).toBeNull();
    expect(screen.getByText(/follow your browser’s steps/)).toBeTruthy();
  });

  it('offers the install button once the browser does, and opens its dialog', async () => {
    stop = listenForInstall(window);
    render(<AppDownloadPage />);
    const event = offer('accepted');
    act(() => void window.dispatchEvent(event));
    // The browser's own banner is held back: the page's button offers it.
    expect(event.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByTestId('install-app'));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(await screen.findByTestId('app-installed')).toBeTruthy();
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('hides the button after a dismissal (the offer is used once) and once installed', async () => {
    stop = listenForInstall(window);
    render(<AppDownloadPage />);
    act(() => void window.dispatchEvent(offer('dismissed')));
    fireEvent.click(screen.getByTestId('install-app'));
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('install-app')).toBeNull();
    expect(screen.queryByTestId('app-installed')).toBeNull();

    act(() => void window.dispatchEvent(offer('accepted')));
    expect(screen.getByTestId('install-app')).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.getByTestId('app-installed')).toBeTruthy();
    expect(screen.queryByTestId('install-app')).toBeNull();
  });

  it('says so when the page already runs as the installed app (Arabic)', async () => {
    await act(() => i18next.changeLanguage('ar'));
    const standalone = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation(
        (query: string) => ({ matches: query === '(display-mode: standalone)' }) as MediaQueryList,
      );
    stop = listenForInstall(window);
    render(<AppDownloadPage />);
    expect(screen.getByTestId('app-installed').textContent).toBe('البوابة مثبّتة على هذا الجهاز.');
    standalone.mockRestore();
  });
});
