import type { Advertisement } from '@portal/contract/advertisements';
import { isolate } from '@portal/contract/bidi';
import { AD_CANCELLABLE, type AdStatus } from '@portal/contract/advertisements-values';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { errorText } from '../../../lib/error-text';
import { formatDate, formatFileSize, formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Button, buttonClass } from '../../../ui/button';
import { useConfirm } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { toast } from '../../../ui/toast-store';
import { isAcceptedFile } from '../../../ui/uploader';
import { UserText } from '../../../ui/user-text';
import { cancelAdvertisement } from '../api/cancel-advertisement';
import { downloadAdDocument } from '../api/download-ad-document';
import { useMyAdStats } from '../api/my-ad-stats';
import { MY_ADVERTISEMENTS_KEY, useMyAdvertisements } from '../api/my-advertisements';
import { uploadAdPaymentProof } from '../api/upload-ad-payment-proof';
import { AdStatsChart } from '../components/ad-stats-chart';
import { AdStatusBadge } from '../components/status-badge';
import { DOCUMENT_KIND_LABELS, PAY_HOW_LABELS, PLACEMENT_LABELS } from '../labels';
import { AD_DOCUMENT_ACCEPT } from '../media-check';

/** While a proof of payment may be sent: the order is approved and not yet shown in full. */
const PROOF_STATUSES: readonly AdStatus[] = ['waiting_payment', 'scheduled'];
/** Those that have been shown, and so have counts. */
const COUNTED_STATUSES: readonly AdStatus[] = ['active', 'expired'];
/** The largest payment proof: what the API's documents accept. */
const PROOF_MAX_BYTES = 10_000_000;

const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

function Stats({ id }: { id: number }) {
  const stats = useMyAdStats(id, true);
  if (stats.error) return <LoadError error={stats.error} onRetry={() => void stats.refetch()} />;
  if (!stats.data) return <PageLoading />;
  return <AdStatsChart stats={stats.data} />;
}

function PaymentProof({ ad }: { ad: Advertisement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async (file: File | undefined) => {
    if (!file) return;
    if (!isAcceptedFile(file, AD_DOCUMENT_ACCEPT)) {
      setError(t('advertisements.form.document_type', { name: file.name }));
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await uploadAdPaymentProof(ad.id, file);
      toast.success(t('advertisements.mine.proof_sent'));
      await queryClient.invalidateQueries({ queryKey: MY_ADVERTISEMENTS_KEY });
    } catch (failure) {
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-proof`} className="text-sm font-medium text-slate-800">
        {t('advertisements.mine.proof')}
      </label>
      <input
        ref={input}
        id={`${id}-proof`}
        type="file"
        accept={AD_DOCUMENT_ACCEPT.join(',')}
        disabled={busy}
        aria-describedby={`${id}-proof-hint${error ? ` ${id}-proof-error` : ''}`}
        data-testid="ad-proof"
        className="text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2"
        onChange={(event) => void send(event.target.files?.[0])}
      />
      <p id={`${id}-proof-hint`} className="text-xs text-slate-500">
        {t('advertisements.mine.proof_hint', { size: formatFileSize(locale, PROOF_MAX_BYTES) })}
      </p>
      {error ? (
        <p id={`${id}-proof-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function AdvertisementCard({ ad, onCancelled }: { ad: Advertisement; onCancelled: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [showStats, setShowStats] = useState(false);
  const money = (amount: number) => formatPrice(locale, amount, ad.due.currency_code);
  const day = (date: Date) => formatDate(locale, date, { dateStyle: 'medium', timeZone: 'UTC' });
  const lastDay = calendarDay(ad.end_date);
  lastDay.setUTCDate(lastDay.getUTCDate() - 1);

  const cancel = async () => {
    // The dialog's own words: "Are you sure?" / "You won't be able to revert this!".
    if (!(await confirm({ confirmLabel: t('advertisements.mine.cancel') }))) return;
    setPending(true);
    try {
      await cancelAdvertisement(ad.id);
      toast.success(t('advertisements.mine.cancelled'));
      await queryClient.invalidateQueries({ queryKey: MY_ADVERTISEMENTS_KEY });
      onCancelled();
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setPending(false);
    }
  };

  const approved = ad.status === 'waiting_payment' || ad.status === 'scheduled';
  return (
    <article
      data-testid="my-advertisement"
      data-id={ad.id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <UserText as="h3" className="font-semibold text-slate-900">
            {ad.name}
          </UserText>
          <AdStatusBadge status={ad.status} />
        </div>
        {AD_CANCELLABLE.includes(ad.status) ? (
          <Button variant="danger" size="sm" busy={pending} onClick={() => void cancel()}>
            {t('advertisements.mine.cancel')}
          </Button>
        ) : null}
      </div>
      {ad.media?.type === 'image' ? (
        // The name beside it says what it is: the picture only shows it.
        <img
          src={ad.media.url}
          alt=""
          loading="lazy"
          width={88}
          height={120}
          className="h-30 w-22 rounded border border-slate-200 object-cover"
        />
      ) : null}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('advertisements.mine.placement')}</dt>
        <dd>{t(PLACEMENT_LABELS[ad.place])}</dd>
        <dt className="text-slate-600">{t('advertisements.mine.period')}</dt>
        <dd>
          {t('advertisements.mine.period_value', {
            from: isolate(day(calendarDay(ad.start_date))),
            to: isolate(day(lastDay)),
          })}
        </dd>
        <dt className="text-slate-600">{t('advertisements.mine.reference')}</dt>
        <dd>
          <bdi dir="ltr" data-testid="ad-reference">
            {ad.payment_reference}
          </bdi>
        </dd>
        {ad.invoice_number ? (
          <>
            <dt className="text-slate-600">{t('advertisements.mine.invoice')}</dt>
            <dd>
              <bdi dir="ltr" data-testid="ad-invoice">
                {ad.invoice_number}
              </bdi>
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">{t('advertisements.mine.due')}</dt>
        <dd data-testid="ad-due">{money(ad.due.amount)}</dd>
        {approved || ad.due.paid > 0 ? (
          <>
            <dt className="text-slate-600">{t('advertisements.mine.paid')}</dt>
            <dd data-testid="ad-paid">{money(ad.due.paid)}</dd>
            <dt className="text-slate-600">{t('advertisements.mine.remaining')}</dt>
            <dd data-testid="ad-remaining">{money(ad.due.remaining)}</dd>
          </>
        ) : null}
        {ad.payment_type === 'partial' ? (
          <>
            <dt className="text-slate-600">{t('advertisements.mine.first_instalment')}</dt>
            <dd>{money(ad.first_instalment)}</dd>
          </>
        ) : null}
      </dl>
      {ad.status === 'rejected' && ad.reject_reason ? (
        <p className="text-sm text-slate-800" data-testid="ad-reason">
          {t('advertisements.mine.reason')}: <UserText>{ad.reject_reason}</UserText>
        </p>
      ) : null}
      {ad.status === 'waiting_payment' ? (
        <div
          className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
          data-testid="ad-payment-instructions"
        >
          <p>{t(PAY_HOW_LABELS[ad.payment_method], { reference: ad.payment_reference })}</p>
          {ad.payment_type === 'partial' ? <p>{t('advertisements.mine.how_partial')}</p> : null}
        </div>
      ) : null}
      {PROOF_STATUSES.includes(ad.status) ? <PaymentProof ad={ad} /> : null}
      {ad.documents.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-medium text-slate-800">{t('advertisements.mine.documents')}</h4>
          <ul className="flex flex-wrap gap-2">
            {ad.documents.map((document) => (
              <li key={document.id}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() =>
                    void downloadAdDocument(document).catch((error) => toast.error(errorText(error, t)))
                  }
                >
                  {t(DOCUMENT_KIND_LABELS[document.kind])}
                  <span className="sr-only">
                    {' '}
                    <UserText>{document.name}</UserText>
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {COUNTED_STATUSES.includes(ad.status) ? (
        <div className="flex flex-col gap-2">
          <Button
            variant="link"
            aria-expanded={showStats}
            onClick={() => setShowStats((v) => !v)}
            data-testid="ad-stats-toggle"
            className="self-start"
          >
            {t(showStats ? 'advertisements.stats.hide' : 'advertisements.stats.show')}
          </Button>
          {showStats ? <Stats id={ad.id} /> : null}
        </div>
      ) : null}
    </article>
  );
}

/** /profile/advertisements: my orders with their status, what to pay and how, their documents and counts. */
export default function MyAdvertisementsPage() {
  const { t } = useTranslation();
  const ads = useMyAdvertisements();
  const heading = useRef<HTMLHeadingElement>(null);
  const data = ads.data?.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
          {t('routes.profile-advertisements.title')}
        </h1>
        {data && data.length > 0 ? (
          <Link to="/advertisement" className={buttonClass({ variant: 'secondary' })}>
            {t('advertisements.mine.order')}
          </Link>
        ) : null}
      </div>
      {ads.error ? (
        <LoadError error={ads.error} onRetry={() => void ads.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('advertisements.mine.empty')}
          body={t('advertisements.mine.empty_body')}
          action={
            <Link to="/advertisement" className={buttonClass()}>
              {t('advertisements.mine.order')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((ad) => (
            <li key={ad.id}>
              {/* The cancelled order's button is gone: focus goes back to the page's heading. */}
              <AdvertisementCard ad={ad} onCancelled={() => heading.current?.focus()} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
