import {
  AD_FILE_FIELDS,
  AD_LIMITS,
  AD_MEDIA_RULES,
  adImageSizeProblem,
} from '@portal/contract/advertisements-values';
import type { AdOrder, Advertisement } from '@portal/contract/advertisements';
import { dateTimeFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import type { Settings } from '@portal/contract/settings';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { insertAuditEntry } from '../../platform/audit';
import type { UserRow } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import type { MessageKey } from '../../platform/messages';
import { detectPrivateFileType, storePrivateFiles, type NewPrivateFile } from '../../platform/private-files';
import { isPublicBranch } from '../content/service';
import { advertisementsOf, AD_MEDIA_FOLDER } from './advertisement-view';
import { adCapacity, adScope, addDays, orderDays, portalToday, takePlaces } from './capacity';
import type { AdvertisementsDeps } from './deps';
import { adMailData } from './mails';
import { priceOrder } from './pricing';
import { activeCategoryExists, insertAdvertisement, linkAdDocuments, regionExists } from './queries';

/** What private files of advertisements are filed under (identity card, licence, payment proofs). */
export const AD_FILE_PURPOSE = 'advertisement';

/** Identity card, licence and payment proofs: a scan or a photo, at most this size. */
export const AD_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const AD_DOCUMENT_MAX_MB = 10;

/** The largest file the order's form may carry: the media's limit (settings) or a document's. */
export function adUploadMaxBytes(settings: Settings): number {
  return Math.max(settings.advertisements.max_media_mb, AD_DOCUMENT_MAX_MB) * 1024 * 1024;
}

export interface UploadedFile {
  data: Buffer;
  filename: string;
  field: string;
}

type FieldErrors = Record<string, MessageKey[]>;

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

interface Media {
  data: Buffer;
  mime: string;
  type: 'image' | 'video';
  width: number | null;
  height: number | null;
}

/**
 * The media told by its bytes. An image is re-encoded in its own format at full size, its
 * orientation applied and its metadata (EXIF, GPS) dropped, then held to the 220 mm × 300 mm
 * rule; a video is kept as sent. Answers the field error when it does not fit the order.
 */
async function readMedia(order: AdOrder, file: UploadedFile | undefined): Promise<Media | MessageKey | null> {
  if (!file) return order.type === 'text' ? null : 'validation.ad_media_required';
  const mime = (await fileTypeFromBuffer(file.data))?.mime ?? '';
  if (order.type === 'image' && (AD_MEDIA_RULES.imageTypes as readonly string[]).includes(mime)) {
    const format = mime === 'image/jpeg' ? 'jpeg' : mime === 'image/png' ? 'png' : 'webp';
    try {
      const { data, info } = await sharp(file.data, { failOn: 'error', limitInputPixels: 100_000_000 })
        .rotate()
        .toFormat(format, { quality: 92 })
        .toBuffer({ resolveWithObject: true });
      const problem = adImageSizeProblem(info.width, info.height);
      if (problem)
        return problem === 'ratio' ? 'validation.ad_media_ratio' : 'validation.ad_media_resolution';
      return { data, mime, type: 'image', width: info.width, height: info.height };
    } catch {
      return 'validation.ad_media_type';
    }
  }
  if (order.type === 'video' && (AD_MEDIA_RULES.videoTypes as readonly string[]).includes(mime)) {
    return { data: file.data, mime, type: 'video', width: null, height: null };
  }
  return 'validation.ad_media_type';
}

/** The identity card or the licence: exactly one, an image or a PDF told by its bytes. */
async function readDocument(files: UploadedFile[]): Promise<NewPrivateFile | MessageKey> {
  if (files.length !== 1)
    return files.length === 0 ? 'validation.ad_document_required' : 'validation.invalid_value';
  const file = files[0]!;
  if (file.data.length > AD_DOCUMENT_MAX_MB * 1024 * 1024) {
    throw new AppError('payload_too_large', {
      messageKey: 'error.ad_document_too_large',
      params: { max: AD_DOCUMENT_MAX_MB },
    });
  }
  const type = await detectPrivateFileType(file.data, AD_DOCUMENT_TYPES);
  return type ? { data: file.data, type, filename: file.filename } : 'validation.ad_document_type';
}

/**
 * POST /advertisements: a new order from a signed-in member whose address is verified (the
 * route checks), while the settings keep ordering open. Beyond the contract's field rules:
 * the placement is offered and sold by that unit, the start is ahead (from tomorrow in the
 * portal's zone, within AD_LIMITS.maxStartDays), the period is at most AD_LIMITS.maxDays,
 * the region, category and branch exist; the media fits its type and the content rule; the
 * identity card and licence are images or PDFs. The price is computed from the settings and
 * kept. In one transaction the order takes one place on each of its days (decision 034:
 * a full day answers 409 and nothing is kept), is stored pending review with its documents,
 * audited, and the advertiser is mailed in the language they ordered in.
 */
export async function createAdvertisement(
  deps: AdvertisementsDeps,
  advertiser: UserRow,
  input: { settings: Settings; order: AdOrder; files: UploadedFile[]; locale: Locale; now?: Date },
): Promise<Advertisement> {
  const { settings, order } = input;
  if (!settings.settings_state.advertisements_open) throw new AppError('advertisements_closed');
  const errors: FieldErrors = {};
  const fail = (field: string, key: MessageKey) => {
    errors[field] = [key];
  };

  const price = priceOrder(settings, {
    place: order.place,
    unit: order.duration_unit,
    count: order.duration_count,
    paymentType: order.payment_type,
  });
  if (!settings.advertisements.placements.includes(order.place)) fail('place', 'validation.ad_not_offered');
  else if (!price) fail('duration_unit', 'validation.ad_not_offered');

  const today = portalToday(settings, input.now);
  if (order.start_date <= today || order.start_date > addDays(today, AD_LIMITS.maxStartDays)) {
    fail('start_date', 'validation.ad_start_ahead');
  }
  const days = orderDays(order.start_date, order.duration_unit, order.duration_count);
  if (days.length > AD_LIMITS.maxDays) fail('duration_count', 'validation.ad_period_too_long');

  if (!(await regionExists(deps.db, order.region))) fail('region', 'validation.invalid_value');
  if (order.category_id !== undefined && !(await activeCategoryExists(deps.db, order.category_id))) {
    fail('category_id', 'validation.invalid_value');
  }
  if (order.main_branch_id !== undefined && !(await isPublicBranch(deps.db, order.main_branch_id))) {
    fail('main_branch_id', 'validation.invalid_value');
  }

  const filesOf = (field: string) => input.files.filter((f) => f.field === field);
  const mediaFiles = filesOf(AD_FILE_FIELDS.media);
  const media = mediaFiles.length > 1 ? 'validation.invalid_value' : await readMedia(order, mediaFiles[0]);
  if (typeof media === 'string') fail(AD_FILE_FIELDS.media, media);
  const idCard = await readDocument(filesOf(AD_FILE_FIELDS.idCard));
  if (typeof idCard === 'string') fail(AD_FILE_FIELDS.idCard, idCard);
  const license = await readDocument(filesOf(AD_FILE_FIELDS.license));
  if (typeof license === 'string') fail(AD_FILE_FIELDS.license, license);

  if (Object.keys(errors).length > 0 || !price)
    throw new AppError('validation_failed', { fieldErrors: errors });
  const maxMediaMb = settings.advertisements.max_media_mb;
  if (media && typeof media !== 'string' && media.data.length > maxMediaMb * 1024 * 1024) {
    throw new AppError('payload_too_large', {
      messageKey: 'error.ad_media_too_large',
      params: { max: maxMediaMb },
    });
  }

  const mediaFile = media && typeof media !== 'string' ? media : null;
  const mediaKey = mediaFile ? deps.storage.newKey(AD_MEDIA_FOLDER, EXTENSIONS[mediaFile.mime]!) : null;
  if (mediaFile && mediaKey) await deps.storage.put(mediaKey, mediaFile.data);
  const scope = adScope({
    place: order.place,
    categoryId: order.category_id,
    mainBranchId: order.main_branch_id,
  });
  try {
    const advertisement = await storePrivateFiles(
      deps,
      {
        ownerId: advertiser.id,
        purpose: AD_FILE_PURPOSE,
        files: [idCard as NewPrivateFile, license as NewPrivateFile],
      },
      async (tx, stored) => {
        const full = await takePlaces(tx, {
          place: order.place,
          scope,
          days,
          capacity: adCapacity(settings, order.place),
        });
        if (full) {
          const date = dateTimeFormat(intlLocaleOf(input.locale), {
            dateStyle: 'long',
            timeZone: 'UTC',
          }).format(new Date(`${full}T00:00:00Z`));
          throw new AppError('ad_no_room', {
            params: { date },
            fieldErrors: { start_date: ['validation.ad_no_room'] },
          });
        }
        const row = await insertAdvertisement(tx, {
          userId: advertiser.id,
          status: 'pending_review',
          fullName: order.full_name,
          name: order.name,
          regionId: order.region,
          description: order.description,
          link: order.link ?? null,
          type: order.type,
          durationUnit: order.duration_unit,
          durationCount: order.duration_count,
          startDate: order.start_date,
          endDate: days.length > 0 ? addDays(days[days.length - 1]!, 1) : addDays(order.start_date, 1),
          phone: order.phone,
          email: order.email,
          mainBranchId: order.main_branch_id ?? null,
          paymentMethod: order.payment_method,
          paymentType: order.payment_type,
          place: order.place,
          categoryId: order.category_id ?? null,
          commercialRegistryNumber: order.commercial_registry_number,
          businessActivity: order.business_activity,
          location: order.location,
          mediaKey,
          mediaType: mediaFile?.type ?? null,
          mediaWidth: mediaFile?.width ?? null,
          mediaHeight: mediaFile?.height ?? null,
          amount: price.amount,
          currencyCode: price.currencyCode,
          firstInstalment: price.firstInstalment,
          locale: input.locale,
        });
        await linkAdDocuments(tx, row.id, [
          { fileId: stored[0]!.id, kind: 'id_card' },
          { fileId: stored[1]!.id, kind: 'license' },
        ]);
        await insertAuditEntry(tx, {
          actorId: advertiser.id,
          action: 'advertisement.create',
          subjectType: 'advertisement',
          subjectId: row.id,
          after: {
            status: row.status,
            place: row.place,
            scope,
            start_date: row.startDate,
            end_date: row.endDate,
            amount: row.amount,
            currency_code: row.currencyCode,
          },
        });
        await deps.enqueueMail(tx, {
          to: advertiser.email,
          locale: input.locale,
          template: 'advertisement_created',
          siteName: settings.general.site_name,
          data: adMailData(row, advertiser.firstName),
        });
        return (await advertisementsOf(tx, [row]))[0]!;
      },
    );
    deps.notifyMail();
    return advertisement;
  } catch (error) {
    if (mediaKey) await deps.storage.remove(mediaKey).catch(() => undefined);
    throw error;
  }
}
