import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/error-text';
import { Button } from '../../../ui/button';
import { PageLoading } from '../../../app/route-page';
import { useConfirmNewsletter } from '../api/confirm';
import { unsubscribeNewsletter } from '../api/unsubscribe';
import { SubscribeForm } from '../components/subscribe-form';

function Notice({ tone, children }: { tone: 'success' | 'error'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border p-4 ${tone === 'success' ? 'border-green-200 bg-green-50 text-green-800' : 'border-red-200 bg-red-50 text-red-800'}`}
      data-testid="newsletter-result"
    >
      {children}
    </p>
  );
}

/** The mailed confirmation link: confirms at once (the link is single-use and only in the mail). */
function Confirm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirmation = useConfirmNewsletter(token);
  if (confirmation.isPending) return <PageLoading />;
  if (confirmation.isError) return <Notice tone="error">{errorText(confirmation.error, t)}</Notice>;
  return <Notice tone="success">{confirmation.data.message}</Notice>;
}

/**
 * The unsubscribe link of a mail: asks before doing it, since mail scanners open links too
 * (the one-click header of RFC 8058 is the way without a page).
 */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const confirm = async () => {
    setPending(true);
    try {
      setResult({ tone: 'success', text: (await unsubscribeNewsletter(token)).message });
    } catch (error) {
      setResult({ tone: 'error', text: errorText(error, t) });
    } finally {
      setPending(false);
    }
  };
  if (result) return <Notice tone={result.tone}>{result.text}</Notice>;
  return (
    <div className="flex flex-col items-start gap-3">
      <p>{t('newsletter.unsubscribe.question')}</p>
      <Button
        variant="danger"
        busy={pending}
        onClick={() => void confirm()}
        data-testid="newsletter-unsubscribe"
      >
        {t('newsletter.unsubscribe.confirm')}
      </Button>
    </div>
  );
}

/** /subscriptions: subscribe to the newsletter; the mailed links to confirm and to unsubscribe land here. */
export default function SubscriptionsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const confirmToken = search.get('confirm');
  const unsubscribeToken = search.get('unsubscribe');
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('newsletter.title')}</h1>
        {confirmToken || unsubscribeToken ? null : (
          <p className="mt-1 text-slate-600">{t('newsletter.intro')}</p>
        )}
      </header>
      {confirmToken ? (
        <Confirm token={confirmToken} />
      ) : unsubscribeToken ? (
        <Unsubscribe token={unsubscribeToken} />
      ) : (
        <section className="rounded-xl border border-slate-200 bg-white p-4">
          <SubscribeForm />
          <p className="mt-3 text-xs text-slate-500">{t('newsletter.privacy')}</p>
        </section>
      )}
    </div>
  );
}
