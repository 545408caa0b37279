import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { UserText } from '../../../ui/user-text';
import { unsubscribeAlerts } from '../api/unsubscribe-alerts';

/**
 * Where an alert mail's unsubscribe link leads, without login: asks first (mail scanners open
 * links too), then turns that saved search's alerts off and says so.
 */
export default function AlertsUnsubscribePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ ok: true; name: string } | { ok: false; text: string }>();

  const confirm = async () => {
    setPending(true);
    try {
      setResult({ ok: true, name: (await unsubscribeAlerts(token)).name });
    } catch (error) {
      setResult({ ok: false, text: errorText(error, t) });
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('alerts.unsubscribe.title')}</h1>
      {result?.ok ? (
        <div
          role="status"
          className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4 text-green-800"
          data-testid="alerts-unsubscribed"
        >
          <p>
            {t('alerts.unsubscribe.done')} <UserText className="font-semibold">{result.name}</UserText>
          </p>
          <p>
            <Link to="/profile/saved-searches" className="font-semibold underline underline-offset-2">
              {t('alerts.save.manage')}
            </Link>
          </p>
        </div>
      ) : result ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {result.text}
        </p>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p>{t('alerts.unsubscribe.question')}</p>
          <Button
            variant="danger"
            busy={pending}
            disabled={!token}
            onClick={() => void confirm()}
            data-testid="alerts-unsubscribe"
          >
            {t('alerts.unsubscribe.confirm')}
          </Button>
        </div>
      )}
    </div>
  );
}
