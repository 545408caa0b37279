import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { listingsEndpoints } from '@portal/contract/endpoints/listings';
import type { Platform } from '@portal/contract/catalog';
import type { ListingCard, ListingDetail, ListingPhoto, ListingStatus } from '@portal/contract/listings';
import type { Locale, LocalizedText } from '@portal/contract/locale';
import type { JoinedListing, PhotoRow } from './queries';

type Names = { ar: string | null; fr: string | null; en: string | null };

/** A name in the reader's language, falling back to English, then to any. */
export function nameIn(names: Names | LocalizedText, locale: Locale): string {
  return names[locale] || names.en || names.fr || names.ar || '';
}

function ref(id: number | null, names: Names | null, locale: Locale) {
  return id === null || !names ? null : { id, name: nameIn(names, locale) };
}

export const photoUrl = (key: string) =>
  endpointUrl(listingsEndpoints.listingPhoto, { file: key.slice(key.indexOf('/') + 1) });

export function toPhoto(row: PhotoRow): ListingPhoto {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    is_cover: row.isCover,
    urls: {
      thumbnail: photoUrl(row.thumbnailKey),
      medium: photoUrl(row.mediumKey),
      large: photoUrl(row.largeKey),
    },
  };
}

/** A promotion is running (docs/decisions/016): the badge. Rows read without the column say no. */
export function isPromoted(l: { promotedUntil?: Date | null }, now = new Date()): boolean {
  return l.promotedUntil != null && l.promotedUntil > now;
}

/** What a card shows of a joined listing (toCard): a full row is also one. */
export interface CardSource {
  listing: Pick<
    JoinedListing['listing'],
    | 'id'
    | 'platform'
    | 'slug'
    | 'title'
    | 'status'
    | 'priceType'
    | 'price'
    | 'priceMin'
    | 'priceMax'
    | 'currencyCode'
    | 'categoryId'
    | 'regionId'
    | 'cityId'
    | 'advertiserCharacteristic'
    | 'publishedAt'
    | 'expiresAt'
    | 'promotedUntil'
    | 'sellerVerified'
  >;
  category: Names;
  region: Names;
  city: Names | null;
  views: number;
}

export function toCard(row: CardSource, cover: PhotoRow | undefined, locale: Locale): ListingCard {
  const l = row.listing;
  return {
    id: l.id,
    platform: l.platform as Platform,
    slug: l.slug,
    title: l.title,
    status: l.status as ListingStatus,
    price_type: l.priceType as ListingCard['price_type'],
    price: l.price,
    price_min: l.priceMin,
    price_max: l.priceMax,
    currency_id: l.currencyCode,
    category: { id: l.categoryId, name: nameIn(row.category, locale) },
    region: { id: l.regionId, name: nameIn(row.region, locale) },
    city: ref(l.cityId, row.city, locale),
    advertiser_characteristic: l.advertiserCharacteristic as ListingCard['advertiser_characteristic'],
    cover: cover ? toPhoto(cover) : null,
    views: row.views,
    published_at: l.publishedAt.toISOString(),
    expires_at: l.expiresAt.toISOString(),
    promoted: isPromoted(l),
    verified_business: l.sellerVerified,
  };
}

type Enum<K extends keyof ListingDetail> = ListingDetail[K];

/** The public counts and whether there is a phone to reveal (engagement). */
export type DetailStats = Pick<ListingDetail, 'likes' | 'favorites' | 'has_phone'>;

export function toDetail(
  row: JoinedListing,
  photos: PhotoRow[],
  owner: ListingDetail['owner'],
  isOwner: boolean,
  locale: Locale,
  stats: DetailStats,
): ListingDetail {
  const l = row.listing;
  return {
    ...toCard(
      row,
      photos.find((p) => p.isCover),
      locale,
    ),
    description: l.description,
    rejection_reason: isOwner ? l.rejectionReason : null,
    promotion_key: isOwner ? l.promotionKey : null,
    sub_category: ref(l.subCategoryId, row.subCategory, locale),
    filter: ref(l.filterId, row.filter, locale),
    address: l.address,
    professional_address: l.professionalAddress,
    contact_time: l.contactTime as Enum<'contact_time'>,
    duration_days: l.durationDays,
    rentability: l.rentability,
    validity_date: l.validityDate,
    photos: photos.map(toPhoto),
    is_owner: isOwner,
    owner,
    ...stats,
    created_at: l.createdAt.toISOString(),
    updated_at: l.updatedAt.toISOString(),
    payment_method: l.paymentMethod as Enum<'payment_method'>,
    payment_type: l.paymentType as Enum<'payment_type'>,
    has_delivery: l.hasDelivery,
    offer_expiration_date: l.offerExpirationDate,
    mobility: l.mobility,
    sellability: l.sellability as Enum<'sellability'>,
    documentation: l.documentation,
    sales_guarantee: l.salesGuarantee as Enum<'sales_guarantee'>,
    sales_guarantee_text: l.salesGuaranteeText,
    quantity_abundance: l.quantityAbundance as Enum<'quantity_abundance'>,
    sales_quality: l.salesQuality as Enum<'sales_quality'>,
    sales_source: l.salesSource as Enum<'sales_source'>,
    selling_style: l.sellingStyle as Enum<'selling_style'>,
    headquarters: l.headquarters,
    scientific_legal_qualification: l.scientificLegalQualification,
    after_sales_service: l.afterSalesService,
  };
}
