import type { PushSubscriptionBody } from '@portal/contract/notifications';
import { useEffect, useState } from 'react';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { usePushKey } from '../api/push-key';
import { subscribePush } from '../api/subscribe-push';
import { unsubscribePush } from '../api/unsubscribe-push';

/** The key as bytes: what every browser's `applicationServerKey` accepts. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

/** The service worker of the installed app, when this browser has one (never in development). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return undefined;
  return navigator.serviceWorker.getRegistration('/');
}

/**
 * Web push on this device: shown only when the server has push on and this browser runs the
 * portal's service worker. Turning it on asks the browser's permission, subscribes with the
 * server's VAPID key and sends the subscription; turning it off forgets it on both sides.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const key = usePushKey().data;
  const [state, setState] = useState<'unknown' | 'unsupported' | 'on' | 'off'>('unknown');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!key) return;
    let current = true;
    void registration().then(async (reg) => {
      const subscription = reg ? await reg.pushManager.getSubscription() : null;
      if (current) setState(!reg ? 'unsupported' : subscription ? 'on' : 'off');
    });
    return () => {
      current = false;
    };
  }, [key]);

  if (!key || state === 'unknown' || state === 'unsupported') return null;

  const toggle = async () => {
    setBusy(true);
    try {
      const reg = await registration();
      if (!reg) return;
      if (state === 'on') {
        const subscription = await reg.pushManager.getSubscription();
        if (subscription) {
          await unsubscribePush(subscription.endpoint);
          await subscription.unsubscribe();
        }
        setState('off');
        toast.success(t('notifications.push.disabled'));
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') {
        toast.error(t('notifications.push.denied'));
        return;
      }
      const subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(key),
      });
      await subscribePush(subscription.toJSON() as PushSubscriptionBody);
      setState('on');
      toast.success(t('notifications.push.enabled'));
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="push-title"
      className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="push-title" className="text-lg font-semibold">
        {t('notifications.push.title')}
      </h2>
      <p className="text-slate-700">{t('notifications.push.body')}</p>
      <div>
        <Button variant="secondary" busy={busy} onClick={() => void toggle()}>
          {state === 'on' ? t('notifications.push.disable') : t('notifications.push.enable')}
        </Button>
      </div>
    </section>
  );
}
