import type { AdminAdvertisement } from '@portal/contract/advertisements';
import { isolate } from '@portal/contract/bidi';
import { pathFor } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { QueryView } from '../../../../back-office/components/query-view';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../../../../back-office/payment-labels';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { UserText } from '../../../../ui/user-text';
import {
  AD_LOCATION_LABELS,
  AD_PLACEMENT_LABELS,
  AD_TYPE_LABELS,
  AD_UNIT_COUNT_LABELS,
} from '../admin-ad-labels';
import { formatDay } from '../ad-format';
import { useAdminAdvertisement } from '../api/admin-advertisement';
import { AdDocuments } from '../components/ad-documents';
import { AdPayments } from '../components/ad-payments';
import { AdminAdStatusBadge } from '../components/ad-status-badge';
import { ReviewActions } from '../components/review-actions';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The order's media as the public will see it (an image or a video), or nothing for a text one. */
function MediaPreview({ ad }: { ad: AdminAdvertisement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const media = ad.media;
  if (!media) return <p className="text-sm text-slate-600">{t('admin-advertisements.detail.no_media')}</p>;
  const size =
    media.width && media.height
      ? t('admin-advertisements.detail.media_size', {
          width: formatNumber(locale, media.width),
          height: formatNumber(locale, media.height),
        })
      : null;
  return (
    <figure className="flex flex-col gap-2" data-testid="ad-media">
      {media.type === 'image' ? (
        <img
          src={media.url}
          alt={t('admin-advertisements.detail.media_alt', { name: isolate(ad.name) })}
          className="max-h-96 w-auto max-w-full self-start rounded-lg border border-slate-200 object-contain"
        />
      ) : (
        <video
          src={media.url}
          controls
          preload="metadata"
          className="max-h-96 max-w-full self-start rounded-lg"
        >
          <track kind="captions" />
        </video>
      )}
      {size ? <figcaption className="text-xs text-slate-600">{size}</figcaption> : null}
    </figure>
  );
}

function AdDetail({ ad }: { ad: AdminAdvertisement }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <section
        className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4"
        data-testid="ad-detail"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <UserText as="h2" className="text-xl font-semibold">
            {ad.name}
          </UserText>
          <AdminAdStatusBadge status={ad.status} />
        </div>
        {ad.reject_reason ? (
          <div className="rounded-lg bg-red-50 p-3 text-sm text-red-950">
            <p className="font-semibold">{t('admin-advertisements.detail.reject_reason')}</p>
            <UserText as="p" className="whitespace-pre-line">
              {ad.reject_reason}
            </UserText>
            {ad.decided_by ? (
              <p className="text-xs">
                {t('admin-advertisements.detail.decided_by', { name: isolate(ad.decided_by) })}
              </p>
            ) : null}
          </div>
        ) : ad.decided_by ? (
          <p className="text-sm text-slate-600">
            {t('admin-advertisements.detail.decided_by', { name: isolate(ad.decided_by) })}
          </p>
        ) : null}
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('admin-advertisements.detail.number')}>
            <span dir="ltr">#{ad.id}</span>
          </Fact>
          <Fact label={t('admin-advertisements.detail.place')}>
            {t(AD_PLACEMENT_LABELS[ad.place])}
            {ad.category_id ? ` · ${t('admin-advertisements.detail.category', { id: ad.category_id })}` : ''}
            {ad.main_branch_id
              ? ` · ${t('admin-advertisements.detail.branch', { id: ad.main_branch_id })}`
              : ''}
          </Fact>
          <Fact label={t('admin-advertisements.detail.type')}>{t(AD_TYPE_LABELS[ad.type])}</Fact>
          <Fact label={t('admin-advertisements.detail.duration')}>
            {t(AD_UNIT_COUNT_LABELS[ad.duration_unit], {
              count: ad.duration_count,
              n: formatNumber(locale, ad.duration_count),
            })}
          </Fact>
          <Fact label={t('admin-advertisements.detail.period')}>
            {t('admin-advertisements.period', {
              from: formatDay(locale, ad.start_date),
              to: formatDay(locale, ad.end_date),
            })}
          </Fact>
          <Fact label={t('admin-advertisements.detail.location')}>{t(AD_LOCATION_LABELS[ad.location])}</Fact>
          <Fact label={t('admin-advertisements.detail.payment_method')}>
            {t(PAYMENT_METHOD_LABELS[ad.payment_method])} · {t(PAYMENT_TYPE_LABELS[ad.payment_type])}
          </Fact>
          <Fact label={t('admin-advertisements.detail.link')}>
            {ad.link ? (
              <a
                href={ad.link}
                target="_blank"
                rel="noopener noreferrer nofollow"
                dir="ltr"
                className="break-all text-brand-700 underline"
              >
                {ad.link}
              </a>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('admin-advertisements.detail.created_at')}>
            {formatDate(locale, ad.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </Fact>
        </dl>
        <section className="flex flex-col gap-1">
          <h3 className="text-sm font-semibold">{t('admin-advertisements.detail.description')}</h3>
          <UserText as="p" className="whitespace-pre-line">
            {ad.description}
          </UserText>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">{t('admin-advertisements.detail.media')}</h3>
          <MediaPreview ad={ad} />
        </section>
      </section>
      <section
        aria-labelledby="ad-advertiser-title"
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h2 id="ad-advertiser-title" className="text-lg font-semibold">
          {t('admin-advertisements.detail.advertiser')}
        </h2>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Fact label={t('admin-advertisements.detail.full_name')}>
            <UserText>{ad.full_name}</UserText>
          </Fact>
          <Fact label={t('admin-advertisements.detail.account')}>
            <UserText>{ad.advertiser.name}</UserText>{' '}
            <span dir="ltr" className="text-slate-600">
              @{ad.advertiser.username}
            </span>
          </Fact>
          <Fact label={t('admin-advertisements.detail.email')}>
            <a href={`mailto:${ad.email}`} dir="ltr" className="text-brand-700 underline">
              {ad.email}
            </a>
          </Fact>
          <Fact label={t('admin-advertisements.detail.phone')}>
            <a href={`tel:${ad.phone}`} dir="ltr" className="text-brand-700 underline">
              {ad.phone}
            </a>
          </Fact>
          <Fact label={t('admin-advertisements.detail.region')}>
            <span dir="ltr">#{ad.region}</span>
          </Fact>
          <Fact label={t('admin-advertisements.detail.registry')}>
            <bdi dir="ltr">{ad.commercial_registry_number}</bdi>
          </Fact>
          <Fact label={t('admin-advertisements.detail.activity')}>
            <UserText>{ad.business_activity}</UserText>
          </Fact>
        </dl>
        <h3 className="text-sm font-semibold">{t('admin-advertisements.documents.title')}</h3>
        <AdDocuments documents={ad.documents} />
      </section>
      <ReviewActions ad={ad} />
      <AdPayments ad={ad} />
    </>
  );
}

/** /admin/advertisements/:id: one order, every field, its private files, the review and the payments. */
export default function AdReviewPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const query = useAdminAdvertisement(id);
  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <Link to={pathFor('admin-advertisements')} className="text-sm text-brand-700 underline">
          {t('admin-advertisements.back')}
        </Link>
        <h1 className="text-2xl font-bold">{t('routes.admin-advertisement.title')}</h1>
        <QueryView query={query}>{(ad) => <AdDetail ad={ad} />}</QueryView>
      </div>
    </BackOfficeLayout>
  );
}
