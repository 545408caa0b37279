import type { ListingDetail } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { formatDate, formatNumber } from '../../lib/format';
import {
  ADVERTISER_LABELS,
  CONTACT_TIME_LABELS,
  GUARANTEE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PRICE_TYPE_LABELS,
  QUALITY_LABELS,
  QUANTITY_LABELS,
  SELLABILITY_LABELS,
  SELLING_STYLE_LABELS,
  SOURCE_LABELS,
} from '../../lib/listing-labels';

export interface DetailRow {
  /** The field's name in the contract; also the row's test id. */
  field: string;
  label: string;
  value: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A date without a time (YYYY-MM-DD) is a calendar day: it is read in UTC so no zone moves it. */
export function formatDay(locale: Locale, day: string): string {
  return formatDate(locale, `${day.slice(0, 10)}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
}

/**
 * Every filled field of a listing with its localized label and value, in reading order: the
 * catalog, the offer, then the sales options. Empty fields are left out.
 */
export function detailRows(listing: ListingDetail, t: Translate, locale: Locale): DetailRow[] {
  const rows: DetailRow[] = [];
  const add = (field: string, label: string, value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push({ field, label, value });
  };
  const yesNo = (value: boolean | null) =>
    value === null ? null : value ? t('browse.detail.yes') : t('browse.detail.no');
  const label = <K extends string>(labels: Record<K, string>, value: K | null) =>
    value === null ? null : t(labels[value]);

  add('category', t('browse.field.category'), listing.category.name);
  add('sub_category', t('browse.field.sub_category'), listing.sub_category?.name);
  add('filter', t('browse.field.filter'), listing.filter?.name);
  add('price_type', t('browse.field.price_type'), t(PRICE_TYPE_LABELS[listing.price_type]));
  add(
    'advertiser_characteristic',
    t('browse.field.advertiser_characteristic'),
    t(ADVERTISER_LABELS[listing.advertiser_characteristic]),
  );
  add('rentability', t('browse.field.rentability'), yesNo(listing.rentability));
  add('contact_time', t('browse.field.contact_time'), label(CONTACT_TIME_LABELS, listing.contact_time));
  // How long it runs is the owner's choice and business, not the buyer's.
  add(
    'duration_days',
    t('browse.field.duration_days'),
    listing.is_owner
      ? t('browse.detail.days', {
          count: listing.duration_days,
          formatted: formatNumber(locale, listing.duration_days),
        })
      : null,
  );
  add(
    'validity_date',
    t('browse.field.validity_date'),
    listing.validity_date && formatDay(locale, listing.validity_date),
  );
  add('address', t('browse.field.address'), listing.address);
  add('professional_address', t('browse.field.professional_address'), listing.professional_address);

  add(
    'payment_method',
    t('browse.field.payment_method'),
    label(PAYMENT_METHOD_LABELS, listing.payment_method),
  );
  add('payment_type', t('browse.field.payment_type'), label(PAYMENT_TYPE_LABELS, listing.payment_type));
  add('has_delivery', t('browse.field.has_delivery'), yesNo(listing.has_delivery));
  add(
    'offer_expiration_date',
    t('browse.field.offer_expiration_date'),
    listing.offer_expiration_date && formatDay(locale, listing.offer_expiration_date),
  );
  add('mobility', t('browse.field.mobility'), yesNo(listing.mobility));
  add('sellability', t('browse.field.sellability'), label(SELLABILITY_LABELS, listing.sellability));
  add('documentation', t('browse.field.documentation'), yesNo(listing.documentation));
  add(
    'sales_guarantee',
    t('browse.field.sales_guarantee'),
    listing.sales_guarantee === 'specific' && listing.sales_guarantee_text
      ? listing.sales_guarantee_text
      : label(GUARANTEE_LABELS, listing.sales_guarantee),
  );
  add(
    'quantity_abundance',
    t('browse.field.quantity_abundance'),
    label(QUANTITY_LABELS, listing.quantity_abundance),
  );
  add('sales_quality', t('browse.field.sales_quality'), label(QUALITY_LABELS, listing.sales_quality));
  add('sales_source', t('browse.field.sales_source'), label(SOURCE_LABELS, listing.sales_source));
  add('selling_style', t('browse.field.selling_style'), label(SELLING_STYLE_LABELS, listing.selling_style));
  add('headquarters', t('browse.field.headquarters'), listing.headquarters);
  add(
    'scientific_legal_qualification',
    t('browse.field.scientific_legal_qualification'),
    listing.scientific_legal_qualification,
  );
  add('after_sales_service', t('browse.field.after_sales_service'), yesNo(listing.after_sales_service));
  return rows;
}
