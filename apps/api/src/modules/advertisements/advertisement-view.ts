import {
  adPaymentReference,
  type AdLocation,
  type AdPlacement,
  type AdStatus,
  type AdType,
  type PriceDurationUnit,
} from '@portal/contract/advertisements-values';
import type { AD_DOCUMENT_KINDS } from '@portal/contract/advertisements';
import { type AdDocument, type AdMedia, type Advertisement } from '@portal/contract/advertisements';
import { fillPath } from '@portal/contract/endpoints/endpoint';
import { advertisementsEndpoints } from '@portal/contract/endpoints/advertisements';
import type { PAYMENT_METHODS, PAYMENT_TYPES } from '@portal/contract/listing-values';
import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { selectDocumentsOf, selectPaidOf, type AdDocumentRow, type AdvertisementRow } from './queries';

/** The storage folder of advertisements' public media (served by GET /media/ads/:file). */
export const AD_MEDIA_FOLDER = 'ads';

/** The public address of an order's media, under the API. */
export function adMediaPath(key: string): string {
  return fillPath(advertisementsEndpoints.adMedia.path, { file: key.slice(AD_MEDIA_FOLDER.length + 1) });
}

export function toAdMedia(row: AdvertisementRow): AdMedia | null {
  if (!row.mediaKey || (row.mediaType !== 'image' && row.mediaType !== 'video')) return null;
  return {
    type: row.mediaType,
    url: `/api/v1${adMediaPath(row.mediaKey)}`,
    width: row.mediaWidth,
    height: row.mediaHeight,
  };
}

export function toAdDocument(file: AdDocumentRow): AdDocument {
  return {
    id: file.id,
    kind: file.kind as (typeof AD_DOCUMENT_KINDS)[number],
    name: file.name,
    mime: file.mime,
    size_bytes: file.sizeBytes,
    download_path: fillPath(advertisementsEndpoints.adDocument.path, {
      id: file.advertisementId,
      fileId: file.id,
    }),
    created_at: file.createdAt.toISOString(),
  };
}

/** An order as its advertiser sees it, with its documents and what the ledger says was paid. */
export function toAdvertisement(
  row: AdvertisementRow,
  documents: AdDocumentRow[],
  paid: number,
): Advertisement {
  return {
    id: row.id,
    status: row.status as AdStatus,
    full_name: row.fullName,
    name: row.name,
    region: row.regionId,
    description: row.description,
    link: row.link,
    type: row.type as AdType,
    duration_unit: row.durationUnit as PriceDurationUnit,
    duration_count: row.durationCount,
    start_date: row.startDate,
    end_date: row.endDate,
    phone: row.phone,
    email: row.email,
    main_branch_id: row.mainBranchId,
    payment_method: row.paymentMethod as (typeof PAYMENT_METHODS)[number],
    payment_type: row.paymentType as (typeof PAYMENT_TYPES)[number],
    place: row.place as AdPlacement,
    category_id: row.categoryId,
    commercial_registry_number: row.commercialRegistryNumber,
    business_activity: row.businessActivity,
    location: row.location as AdLocation,
    media: toAdMedia(row),
    documents: documents.filter((d) => d.advertisementId === row.id).map(toAdDocument),
    due: {
      amount: row.amount,
      paid,
      remaining: Math.max(0, row.amount - paid),
      currency_code: row.currencyCode,
    },
    first_instalment: row.firstInstalment,
    invoice_number: row.invoiceNumber,
    payment_reference: adPaymentReference(row.id),
    reject_reason: row.rejectReason,
    locale: row.locale as Locale,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** These orders as their advertiser sees them (documents and ledger read in two queries). */
export async function advertisementsOf(tx: Tx, rows: AdvertisementRow[]): Promise<Advertisement[]> {
  const ids = rows.map((r) => r.id);
  const documents = await selectDocumentsOf(tx, ids);
  const paid = await selectPaidOf(tx, ids);
  return rows.map((row) => toAdvertisement(row, documents, paid.get(row.id) ?? 0));
}
