import type { Currency, Platform } from '@portal/contract/catalog';
import {
  asksForAmount,
  listingBodySchema,
  SALES_FIELDS,
  type ListingDetail,
  type ListingInput,
  type PriceAmount,
  type PriceType,
} from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { parseAmount } from '@portal/contract/money';
import type { PublicSettings } from '@portal/contract/settings';
import type { Resolver } from 'react-hook-form';
import { contractResolver } from '../../lib/form';
import type { PhotoValue } from './api/upload-photo';

/** A yes/no question the author may leave unanswered (the API's optional booleans). */
export type Answer = '' | 'yes' | 'no';

/**
 * What the form holds: text as typed (money in units, "1 500,50"), choices as strings with ''
 * for none, photos as uploaded. Plain JSON, so a draft is one `JSON.stringify` away.
 * `toListingBody` turns it into the contract's body.
 */
export interface ListingFormValues {
  title: string;
  description: string;
  category_id: string;
  sub_category_id: string;
  filter_id: string;
  price_type: PriceType;
  price: string;
  price_min: string;
  price_max: string;
  /** The currency's ISO code, under the API's name for it. */
  currency_id: string;
  region_id: string;
  city_id: string;
  address: string;
  professional_address: string;
  advertiser_characteristic: string;
  contact_time: string;
  rentability: Answer;
  duration_days: string;
  validity_date: string;
  photos: PhotoValue[];
  cover_photo_id: number | null;
  /** A key of settings.announcements.promotions, '' for none. */
  promotion_key: string;
  // Sales only.
  payment_method: string;
  payment_type: string;
  has_delivery: Answer;
  offer_expiration_date: string;
  mobility: Answer;
  sellability: string;
  documentation: Answer;
  sales_guarantee: string;
  sales_guarantee_text: string;
  quantity_abundance: string;
  sales_quality: string;
  sales_source: string;
  selling_style: string;
  headquarters: string;
  scientific_legal_qualification: string;
  after_sales_service: Answer;
}

/** The fields a 422 answer may name, for `applyServerErrors`. */
export const LISTING_FIELDS = [
  'platform',
  'title',
  'description',
  'category_id',
  'sub_category_id',
  'filter_id',
  'price_type',
  'price',
  'price_min',
  'price_max',
  'currency_id',
  'region_id',
  'city_id',
  'address',
  'professional_address',
  'advertiser_characteristic',
  'contact_time',
  'rentability',
  'duration_days',
  'validity_date',
  'photo_ids',
  'cover_photo_id',
  'promotion_key',
  ...SALES_FIELDS,
] as const;

export function blankListingValues(settings: PublicSettings, defaultCurrency: string): ListingFormValues {
  return {
    title: '',
    description: '',
    category_id: '',
    sub_category_id: '',
    filter_id: '',
    price_type: 'fixed',
    price: '',
    price_min: '',
    price_max: '',
    currency_id: defaultCurrency,
    region_id: '',
    city_id: '',
    address: '',
    professional_address: '',
    advertiser_characteristic: 'individual',
    contact_time: '',
    rentability: '',
    duration_days: String(settings.announcements.default_duration_days),
    validity_date: '',
    photos: [],
    cover_photo_id: null,
    promotion_key: '',
    payment_method: '',
    payment_type: '',
    has_delivery: '',
    offer_expiration_date: '',
    mobility: '',
    sellability: '',
    documentation: '',
    sales_guarantee: '',
    sales_guarantee_text: '',
    quantity_abundance: '',
    sales_quality: '',
    sales_source: '',
    selling_style: '',
    headquarters: '',
    scientific_legal_qualification: '',
    after_sales_service: '',
  };
}

/** Minor units → the text the input shows: 150050 with 2 decimals → "1500.5". */
export function formatAmount(minor: number | null, decimals: number): string {
  if (minor === null) return '';
  const units = Math.floor(minor / 10 ** decimals);
  const fraction = String(minor % 10 ** decimals)
    .padStart(decimals, '0')
    .replace(/0+$/, '');
  return fraction ? `${units}.${fraction}` : String(units);
}

const id = (text: string) => (text === '' ? undefined : Number(text));
const answer = (value: Answer) => (value === '' ? undefined : value === 'yes');
const text = (value: string) => (value.trim() === '' ? undefined : value);
const choice = <T extends string>(value: string) => (value === '' ? undefined : (value as T));
const toAnswer = (value: boolean | null): Answer => (value === null ? '' : value ? 'yes' : 'no');

/**
 * The contract's body from the form: only the fields of the platform, prices by price type,
 * money in minor units, empty choices left out (so the contract says "required" where needed).
 * Amounts that cannot be read are left out and listed in `badAmounts`.
 */
export function toListingBody(
  values: ListingFormValues,
  platform: Platform,
  decimals: number,
): { body: Record<string, unknown>; badAmounts: PriceAmount[] } {
  const badAmounts: PriceAmount[] = [];
  // Only the amounts the price type asks for are read and sent.
  const amount = (field: PriceAmount) => {
    if (!asksForAmount(values.price_type, field)) return null;
    const parsed = parseAmount(values[field], decimals);
    if (parsed === null) badAmounts.push(field);
    return parsed ?? undefined;
  };
  const photoIds = values.photos.map((p) => p.id);
  const body: Record<string, unknown> = {
    platform,
    title: values.title,
    description: values.description,
    category_id: id(values.category_id),
    sub_category_id: id(values.sub_category_id) ?? null,
    filter_id: id(values.filter_id) ?? null,
    price_type: values.price_type,
    price: amount('price'),
    price_min: amount('price_min'),
    price_max: amount('price_max'),
    currency_id: values.currency_id || undefined,
    region_id: id(values.region_id),
    city_id: id(values.city_id) ?? null,
    address: text(values.address),
    professional_address: text(values.professional_address),
    advertiser_characteristic: choice(values.advertiser_characteristic),
    contact_time: choice(values.contact_time),
    rentability: answer(values.rentability),
    duration_days: id(values.duration_days),
    validity_date: text(values.validity_date),
    photo_ids: photoIds,
    cover_photo_id:
      values.cover_photo_id !== null && photoIds.includes(values.cover_photo_id)
        ? values.cover_photo_id
        : undefined,
    // A draft from before promotions has none.
    promotion_key: values.promotion_key ? values.promotion_key : null,
  };
  if (platform === 'sales') {
    Object.assign(body, {
      payment_method: choice(values.payment_method),
      payment_type: choice(values.payment_type),
      has_delivery: answer(values.has_delivery),
      offer_expiration_date: text(values.offer_expiration_date),
      mobility: answer(values.mobility),
      sellability: choice(values.sellability),
      documentation: answer(values.documentation),
      sales_guarantee: choice(values.sales_guarantee),
      sales_guarantee_text:
        values.sales_guarantee === 'specific' ? text(values.sales_guarantee_text) : undefined,
      quantity_abundance: choice(values.quantity_abundance),
      sales_quality: choice(values.sales_quality),
      sales_source: choice(values.sales_source),
      selling_style: choice(values.selling_style),
      headquarters: text(values.headquarters),
      scientific_legal_qualification: text(values.scientific_legal_qualification),
      after_sales_service: answer(values.after_sales_service),
    });
  }
  // A strict schema: keys left undefined are dropped rather than sent.
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return { body, badAmounts };
}

/** The form filled from a stored listing (editing): money back in units. */
export function listingToValues(
  listing: ListingDetail,
  decimals: number,
  photoName: (position: number) => string,
): ListingFormValues {
  const str = (value: string | number | null) => (value === null ? '' : String(value));
  const cover = listing.photos.find((p) => p.is_cover) ?? listing.photos[0];
  return {
    title: listing.title,
    description: listing.description,
    category_id: String(listing.category.id),
    sub_category_id: str(listing.sub_category?.id ?? null),
    filter_id: str(listing.filter?.id ?? null),
    price_type: listing.price_type,
    price: formatAmount(listing.price, decimals),
    price_min: formatAmount(listing.price_min, decimals),
    price_max: formatAmount(listing.price_max, decimals),
    currency_id: listing.currency_id,
    region_id: String(listing.region.id),
    city_id: str(listing.city?.id ?? null),
    address: str(listing.address),
    professional_address: str(listing.professional_address),
    advertiser_characteristic: listing.advertiser_characteristic,
    contact_time: str(listing.contact_time),
    rentability: toAnswer(listing.rentability),
    duration_days: String(listing.duration_days),
    validity_date: str(listing.validity_date),
    photos: listing.photos.map((p, i) => ({ id: p.id, name: photoName(i + 1), url: p.urls.thumbnail })),
    cover_photo_id: cover?.id ?? null,
    promotion_key: str(listing.promotion_key),
    payment_method: str(listing.payment_method),
    payment_type: str(listing.payment_type),
    has_delivery: toAnswer(listing.has_delivery),
    offer_expiration_date: str(listing.offer_expiration_date),
    mobility: toAnswer(listing.mobility),
    sellability: str(listing.sellability),
    documentation: toAnswer(listing.documentation),
    sales_guarantee: str(listing.sales_guarantee),
    sales_guarantee_text: str(listing.sales_guarantee_text),
    quantity_abundance: str(listing.quantity_abundance),
    sales_quality: str(listing.sales_quality),
    sales_source: str(listing.sales_source),
    selling_style: str(listing.selling_style),
    headquarters: str(listing.headquarters),
    scientific_legal_qualification: str(listing.scientific_legal_qualification),
    after_sales_service: toAnswer(listing.after_sales_service),
  };
}

/**
 * Validates with the contract's schema (the same rules and localized messages as the API),
 * after turning the form into the body; an amount that cannot be read says so under its field.
 * A valid form hands `handleSubmit` the body itself.
 */
export function listingResolver(options: {
  platform: Platform;
  locale: Locale;
  currencies: readonly Currency[];
  badAmountMessage: string;
}): Resolver<ListingFormValues, unknown, ListingInput> {
  const toBody = (values: ListingFormValues) =>
    toListingBody(values, options.platform, decimalsOf(options.currencies, values.currency_id));
  return contractResolver(
    listingBodySchema,
    options.locale,
    (values: ListingFormValues) => toBody(values).body,
    (values) =>
      Object.fromEntries(toBody(values).badAmounts.map((field) => [field, options.badAmountMessage])),
  );
}

/** Digits after the decimal point of a currency (2 for DZD); 2 when unknown. */
export function decimalsOf(currencies: readonly Currency[], code: string): number {
  return currencies.find((c) => c.code === code)?.minor_units ?? 2;
}
