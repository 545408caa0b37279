/**
 * Installing the portal as an app: the install state and button (the footer shows it where the
 * browser offers to install), and the service worker's registration, started by main.tsx.
 */
export { InstallButton } from './components/install-button';
export { listenForInstall } from './install-prompt';

/**
 * Registers the service worker once the page has loaded and the browser is idle, so it never
 * competes with the page's own requests and scripts; its code (workbox-window) is a chunk of its
 * own, asked for only then. Not in development (Vite serves no worker) nor where browsers have
 * none.
 */
export function startServiceWorker(win: Window & typeof globalThis = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const register = () =>
    void import('./offline/register-service-worker').then((module) => module.registerServiceWorker());
  // Safari has no requestIdleCallback.
  const whenIdle = () =>
    typeof win.requestIdleCallback === 'function'
      ? win.requestIdleCallback(register, { timeout: 5000 })
      : win.setTimeout(register, 1000);
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
