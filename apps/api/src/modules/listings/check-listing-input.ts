import {
  asksForAmount,
  offeredFields,
  optionalFieldsOfPlatform,
  type ListingInput,
  type PriceAmount,
} from '@portal/contract/listings';
import type { ValidationKey } from '@portal/contract/validation';
import type { Settings } from '@portal/contract/settings';
import { AppError } from '../../platform/errors';
import { findOffer } from '../promotions/service';
import { searchDocument } from './search-document';
import {
  cityOfRegion,
  currencyExists,
  regionExists,
  selectCategoriesByIds,
  type ListingInsert,
} from './queries';
import type { Tx } from '../../db/client';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rules a schema cannot check alone: the category branch belongs to the platform and is
 * active (sub-category under the category, filter under the sub-category), the city is in
 * the region, the currency is offered (active), the duration is one of the settings', the photo count is
 * within the settings' maximum, and the optional details given are ones the category asks for
 * (docs/decisions/019). Answers the columns of the listing (without owner, status,
 * slug or dates), including its search document.
 */
export async function checkListingInput(
  db: Tx,
  input: ListingInput,
  settings: Settings,
): Promise<Omit<ListingInsert, 'userId' | 'slug' | 'expiresAt'>> {
  const errors: Record<string, ValidationKey[]> = {};
  const fail = (field: string, key: ValidationKey = 'validation.invalid_value') => {
    errors[field] = [key];
  };

  const ids = [input.category_id, input.sub_category_id, input.filter_id].filter(
    (id): id is number => typeof id === 'number',
  );
  const rows = new Map((await selectCategoriesByIds(db, ids)).map((r) => [r.id, r]));
  const level = (id: number | null | undefined, depth: number, parent: number | null, field: string) => {
    if (id == null) return;
    const row = rows.get(id);
    if (
      !row ||
      !row.isActive ||
      row.platform !== input.platform ||
      row.depth !== depth ||
      row.parentId !== parent
    ) {
      fail(field);
    }
  };
  level(input.category_id, 0, null, 'category_id');
  level(input.sub_category_id, 1, input.category_id, 'sub_category_id');
  if (input.filter_id != null && input.sub_category_id == null) fail('filter_id');
  else level(input.filter_id, 2, input.sub_category_id ?? null, 'filter_id');

  const chain = [input.category_id, input.sub_category_id, input.filter_id].flatMap((id) => {
    const row = id == null ? undefined : rows.get(id);
    return row ? [{ optional_fields: row.optionalFields }] : [];
  });
  const offered = offeredFields(input.platform, chain);
  for (const field of optionalFieldsOfPlatform(input.platform)) {
    const value = input[field];
    if (value !== undefined && value !== '' && !offered.includes(field))
      fail(field, 'validation.field_not_offered');
  }

  if (!(await regionExists(db, input.region_id))) fail('region_id');
  else if (input.city_id != null && !(await cityOfRegion(db, input.city_id, input.region_id)))
    fail('city_id');
  if (!(await currencyExists(db, input.currency_id))) fail('currency_id');
  if (!settings.announcements.durations_days.includes(input.duration_days)) fail('duration_days');
  if (input.promotion_key && !findOffer(settings, input.promotion_key))
    fail('promotion_key', 'validation.promotion_unknown');
  if (input.photo_ids.length > settings.announcements.max_photos)
    fail('photo_ids', 'validation.array_too_big');
  if (Object.keys(errors).length > 0) throw new AppError('validation_failed', { fieldErrors: errors });

  return listingColumns(
    input,
    [...rows.values()].flatMap((r) => [r.nameAr, r.nameFr, r.nameEn]),
  );
}

/**
 * The columns of a listing from a valid body (no check): the stored version of a submission,
 * and the proposed version of an owner's edit waiting for review (moderation/review-revision.ts).
 * `categoryNames` go into the search document.
 */
export function listingColumns(
  input: ListingInput,
  categoryNames: string[],
): Omit<ListingInsert, 'userId' | 'slug' | 'expiresAt'> {
  // Only the amounts the price type asks for are kept (a fixed price has no range).
  const amount = (field: PriceAmount) =>
    asksForAmount(input.price_type, field) ? (input[field] ?? null) : null;
  const price = amount('price');
  const priceMin = amount('price_min');
  const priceMax = amount('price_max');
  const sales = input.platform === 'sales';
  return {
    platform: input.platform,
    title: input.title,
    description: input.description,
    categoryId: input.category_id,
    subCategoryId: input.sub_category_id ?? null,
    filterId: input.filter_id ?? null,
    priceType: input.price_type,
    price,
    priceMin,
    priceMax,
    sortPrice: price ?? priceMin ?? 0,
    currencyCode: input.currency_id,
    regionId: input.region_id,
    cityId: input.city_id ?? null,
    address: input.address || null,
    professionalAddress: input.professional_address || null,
    advertiserCharacteristic: input.advertiser_characteristic,
    contactTime: input.contact_time ?? null,
    durationDays: input.duration_days,
    rentability: input.rentability ?? null,
    validityDate: input.validity_date ?? null,
    paymentMethod: sales ? (input.payment_method ?? null) : null,
    paymentType: sales ? (input.payment_type ?? null) : null,
    hasDelivery: sales ? (input.has_delivery ?? null) : null,
    offerExpirationDate: sales ? (input.offer_expiration_date ?? null) : null,
    mobility: sales ? (input.mobility ?? null) : null,
    sellability: sales ? (input.sellability ?? null) : null,
    documentation: sales ? (input.documentation ?? null) : null,
    salesGuarantee: sales ? (input.sales_guarantee ?? null) : null,
    salesGuaranteeText:
      sales && input.sales_guarantee === 'specific' ? (input.sales_guarantee_text ?? null) : null,
    quantityAbundance: sales ? (input.quantity_abundance ?? null) : null,
    salesQuality: sales ? (input.sales_quality ?? null) : null,
    salesSource: sales ? (input.sales_source ?? null) : null,
    sellingStyle: sales ? (input.selling_style ?? null) : null,
    headquarters: sales ? input.headquarters || null : null,
    scientificLegalQualification: sales ? input.scientific_legal_qualification || null : null,
    afterSalesService: sales ? (input.after_sales_service ?? null) : null,
    searchText: searchDocument([input.title, input.description, ...categoryNames]),
  };
}

/** The dates a listing's publication may not outlast (YYYY-MM-DD, each the last day it runs). */
export interface ListingEndDates {
  durationDays: number;
  /** The listing's own end: a last day its owner may set, sooner than the duration. */
  validityDate?: string | null;
  /**
   * A sale's offer end: once the offer has ended the ad is out of date, so it ends the listing
   * like the validity date (the owner is told, and can change the date and renew).
   */
  offerExpirationDate?: string | null;
}

/** The end of a date-only field's day (in UTC, as the contract compares them). */
function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/** The earliest of the listing's dates that has already run out at `now`, if any. */
export function passedEndDate(listing: Omit<ListingEndDates, 'durationDays'>, now: Date): string | null {
  const passed = [listing.validityDate, listing.offerExpirationDate]
    .filter((day): day is string => typeof day === 'string' && endOfDay(day) < now)
    .sort();
  return passed[0] ?? null;
}

/**
 * When a listing published at `publishedAt` stops being public: its duration after
 * publication, or its validity date or (sales) offer end if sooner. Set at submission, and
 * again by moderation at approval; the expiry job (expire-listings.ts) reads it.
 */
export function expiryOf(publishedAt: Date, listing: ListingEndDates): Date {
  const ends = [new Date(publishedAt.getTime() + listing.durationDays * DAY_MS)];
  for (const day of [listing.validityDate, listing.offerExpirationDate]) {
    if (day) ends.push(endOfDay(day));
  }
  return new Date(Math.min(...ends.map((d) => d.getTime())));
}
