import { SERVICE_WORKER_PATH } from '@portal/contract/install';
import i18next from 'i18next';
import { Workbox } from 'workbox-window';
import { showToast } from '../../../ui/toast-store';

/** The update toast's id: one at a time, however many deploys wait. */
export const UPDATE_TOAST_ID = 'app-update';

/**
 * Registers the service worker (sw.ts). When a new deploy's worker is installed and waiting,
 * the visitor is told and chooses when to reload: the new worker takes over only then, and the
 * page reloads once it controls it, so scripts of two deploys never mix in one page.
 */
export function registerServiceWorker(): Workbox {
  const workbox = new Workbox(SERVICE_WORKER_PATH, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    showToast('info', i18next.t('install.update.available'), {
      id: UPDATE_TOAST_ID,
      duration: 0,
      action: {
        label: i18next.t('install.update.reload'),
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  // A failed registration (storage refused, private mode) leaves the site as it was, online only.
  void workbox.register().catch(() => undefined);
  return workbox;
}
