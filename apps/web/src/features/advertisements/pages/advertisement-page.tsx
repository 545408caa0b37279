import type { AdOffer } from '@portal/contract/advertisements';
import { AD_MEDIA_RULES } from '@portal/contract/advertisements-values';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../app/route-page';
import { formatDate, formatFileSize, formatNumber, formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { LoadError } from '../../../ui/load-error';
import { useCurrentUser } from '../../auth/api';
import { useAdOffer } from '../api/ad-offer';
import { AdOrderForm } from '../components/ad-order-form';
import { PlacementPicture } from '../components/placement-picture';
import { PLACEMENT_LABELS, PLACEMENT_WHERE, UNIT_LABELS } from '../labels';

/** A calendar date (YYYY-MM-DD) at noon UTC, so no time zone shows it as another day. */
const calendarDay = (date: string) => new Date(`${date}T12:00:00Z`);

function Offer({ offer }: { offer: AdOffer }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (value: number) => formatNumber(locale, value);
  return (
    <section aria-labelledby="ad-offer" className="flex flex-col gap-4">
      <h2 id="ad-offer" className="text-xl font-semibold">
        {t('advertisements.offer.placements')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offer.placements.map((p) => (
          <li
            key={p.placement}
            data-testid="ad-placement"
            data-placement={p.placement}
            className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4"
          >
            <PlacementPicture placement={p.placement} />
            <h3 className="font-semibold">{t(PLACEMENT_LABELS[p.placement])}</h3>
            <p className="text-sm text-slate-600">{t(PLACEMENT_WHERE[p.placement])}</p>
            <ul aria-label={t('advertisements.offer.price')} className="text-sm text-slate-900">
              {p.prices.map((price) => (
                <li key={price.unit}>
                  {t('advertisements.offer.per_unit', {
                    price: formatPrice(locale, price.amount, offer.currency_code),
                    unit: t(UNIT_LABELS[price.unit]),
                  })}
                </li>
              ))}
            </ul>
            <p className="text-sm text-slate-600">
              {t('advertisements.offer.capacity', { number: n(p.capacity) })}
            </p>
            <p className="text-sm text-slate-800" data-testid="ad-next-free">
              {p.next_free_date
                ? t('advertisements.offer.next_free', {
                    date: formatDate(locale, calendarDay(p.next_free_date), {
                      dateStyle: 'long',
                      timeZone: 'UTC',
                    }),
                  })
                : t('advertisements.offer.none_free')}
            </p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="ad-content-rule" className="rounded-2xl border border-slate-200 bg-white p-4">
        <h2 id="ad-content-rule" className="text-lg font-semibold">
          {t('advertisements.offer.content_rule')}
        </h2>
        <p className="mt-1 text-slate-700" data-testid="ad-content-rule">
          {t('advertisements.offer.content_rule_text', {
            width: n(AD_MEDIA_RULES.widthMm),
            height: n(AD_MEDIA_RULES.heightMm),
            minWidth: n(AD_MEDIA_RULES.minWidthPx),
            minHeight: n(AD_MEDIA_RULES.minHeightPx),
            size: formatFileSize(locale, offer.max_media_mb * 1_000_000),
          })}
        </p>
      </section>
      {offer.terms ? (
        <section aria-labelledby="ad-terms" className="rounded-2xl border border-slate-200 bg-white p-4">
          <h2 id="ad-terms" className="text-lg font-semibold">
            {t('advertisements.offer.terms')}
          </h2>
          <p dir="auto" className="mt-1 whitespace-pre-line text-slate-700" data-testid="ad-terms">
            {offer.terms}
          </p>
        </section>
      ) : null}
    </section>
  );
}

/** /advertisement (signed in): what the portal sells, its prices and room, the terms, then the order form. */
export default function AdvertisementPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const offer = useAdOffer();
  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t('routes.advertisement.title')}</h1>
        <p className="text-slate-700">{t('advertisements.offer.intro')}</p>
      </header>
      {offer.error ? (
        <LoadError error={offer.error} onRetry={() => void offer.refetch()} />
      ) : !offer.data ? (
        <PageLoading />
      ) : (
        <>
          <Offer offer={offer.data} />
          <section aria-labelledby="ad-order" className="flex flex-col gap-4">
            <h2 id="ad-order" className="text-xl font-semibold">
              {t('advertisements.offer.order')}
            </h2>
            {offer.data.open ? (
              <AdOrderForm offer={offer.data} user={user} />
            ) : (
              <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
                {t('advertisements.offer.closed')}
              </p>
            )}
          </section>
        </>
      )}
    </div>
  );
}
