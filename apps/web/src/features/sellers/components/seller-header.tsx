import type { Seller } from '@portal/contract/sellers';
import { useId } from 'react';
import { formatDate, formatDuration, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useTranslation } from '../../../lib/use-translation';
import { UserText } from '../../../ui/user-text';
import { VerifiedBusinessBadge } from '../../../ui/verified-business-badge';
import { KIND_LABELS } from '../labels';
import { SellerPhone } from './seller-phone';

/**
 * Who the seller is: their logo or avatar, the business's name (or theirs), whether staff verified
 * the business, since when they are a member, their wilaya and how they answer messages; then
 * what the business wrote about itself, marked with the language it wrote it in.
 */
export function SellerHeader({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const detailsId = useId();
  const business = seller.business;
  const image = business?.logo_url ?? seller.avatar_url;
  const title = business?.name || seller.name || seller.username;
  return (
    <header
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="seller-header"
    >
      <div className="flex items-center gap-4">
        {image ? (
          <img
            src={image}
            alt=""
            width={96}
            height={96}
            className="size-20 shrink-0 rounded-full border border-slate-200 object-cover sm:size-24"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-3xl font-bold text-brand-800 sm:size-24"
          >
            {title.slice(0, 1).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 space-y-1">
          <UserText
            as="h1"
            lang={business?.text_locale}
            className="text-2xl font-bold break-words sm:text-3xl"
          >
            {title}
          </UserText>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            {business ? <span>{t(KIND_LABELS[business.kind])}</span> : null}
            {business?.verified ? <VerifiedBusinessBadge /> : null}
            {business && seller.name ? (
              <span>
                {t('sellers.page.by')} <bdi>{seller.name}</bdi>
              </span>
            ) : null}
          </p>
          <p className="text-sm text-slate-600">
            {t('sellers.page.member_since', {
              date: formatDate(locale, seller.member_since, { month: 'long', year: 'numeric' }),
            })}
            {seller.region ? (
              <>
                {' · '}
                <span className="sr-only">{t('sellers.page.region')} </span>
                <bdi>{seller.region.name}</bdi>
              </>
            ) : null}
          </p>
          {seller.response ? (
            <p className="text-sm text-slate-600" data-testid="seller-response">
              {t('sellers.page.response_rate', {
                rate: formatNumber(locale, seller.response.rate, { style: 'percent' }),
              })}
              {seller.response.median_minutes !== null
                ? ` · ${t('sellers.page.response_time', {
                    time: formatDuration(locale, seller.response.median_minutes * 60),
                  })}`
                : null}
            </p>
          ) : null}
        </div>
      </div>
      {business ? (
        <section aria-labelledby={detailsId} className="space-y-3 border-t border-slate-100 pt-4">
          <h2 id={detailsId} className="sr-only">
            {t('sellers.page.details')}
          </h2>
          {business.description ? (
            <UserText as="p" lang={business.text_locale} className="whitespace-pre-line text-slate-800">
              {business.description}
            </UserText>
          ) : null}
          <dl className="grid gap-3 sm:grid-cols-2">
            {business.address ? (
              <div>
                <dt className="text-sm text-slate-600">{t('sellers.field.address')}</dt>
                <dd className="font-medium">
                  <UserText lang={business.text_locale}>{business.address}</UserText>
                  {business.region ? (
                    <>
                      {' · '}
                      <bdi>{business.region.name}</bdi>
                    </>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {business.opening_hours ? (
              <div>
                <dt className="text-sm text-slate-600">{t('sellers.field.opening_hours')}</dt>
                <UserText as="dd" lang={business.text_locale} className="font-medium whitespace-pre-line">
                  {business.opening_hours}
                </UserText>
              </div>
            ) : null}
          </dl>
          {business.has_phone ? <SellerPhone username={seller.username} /> : null}
        </section>
      ) : null}
    </header>
  );
}
