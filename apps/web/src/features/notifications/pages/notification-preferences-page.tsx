import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationKind,
} from '@portal/contract/notification-values';
import { useState, type FormEvent } from 'react';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { Button, buttonClass } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { toast } from '../../../ui/toast-store';
import { useNotificationPreferences } from '../api/preferences';
import { useSetNotificationPreferences } from '../api/set-preferences';
import { PushToggle } from '../components/push-toggle';

const KIND_LABELS: Record<NotificationKind, string> = {
  message: 'notifications.kinds.message',
  alert_match: 'notifications.kinds.alert_match',
  price_drop: 'notifications.kinds.price_drop',
  listing_approved: 'notifications.kinds.listing_approved',
  listing_rejected: 'notifications.kinds.listing_rejected',
  listing_expired: 'notifications.kinds.listing_expired',
  payment_received: 'notifications.kinds.payment_received',
  report_outcome: 'notifications.kinds.report_outcome',
};

const CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'notifications.channels.in_app',
  mail: 'notifications.channels.mail',
  off: 'notifications.channels.off',
};

/** /profile/notifications/preferences: per kind, in the center, by mail too, or off; push on this device. */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const save = useSetNotificationPreferences();
  const [changes, setChanges] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  const data = preferences.data?.preferences;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const list = Object.entries(changes).map(([kind, channel]) => ({
      kind: kind as NotificationKind,
      channel: channel as NotificationChannel,
    }));
    if (list.length === 0) {
      toast.success(t('notifications.saved'));
      return;
    }
    save.mutate(
      { preferences: list },
      {
        onSuccess: () => {
          setChanges({});
          toast.success(t('notifications.saved'));
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('routes.profile-notification-preferences.title')}</h1>
        <Link to="/profile/notifications" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          {t('notifications.center_link')}
        </Link>
      </div>
      {preferences.error ? (
        <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4" data-testid="notification-preferences">
          <p className="text-slate-700">{t('notifications.preferences_intro')}</p>
          {data.map(({ kind, channel }) => {
            const chosen = changes[kind] ?? channel;
            return (
              <fieldset key={kind} className="rounded-xl border border-slate-200 bg-white p-4">
                <legend className="px-1 font-semibold">{t(KIND_LABELS[kind])}</legend>
                <div className="flex flex-wrap gap-x-6 gap-y-2">
                  {NOTIFICATION_CHANNELS.map((option) => (
                    <label key={option} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={kind}
                        value={option}
                        checked={chosen === option}
                        onChange={() => setChanges((c) => ({ ...c, [kind]: option }))}
                        className="size-4 accent-brand-700"
                      />
                      {t(CHANNEL_LABELS[option])}
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('notifications.save')}
            </Button>
          </div>
        </form>
      )}
      <PushToggle />
    </div>
  );
}
