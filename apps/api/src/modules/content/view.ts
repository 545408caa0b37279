import type {
  AdminContentItem,
  ContentDetails,
  ContentDetailsBody,
  ContentFile,
  ContentItem,
  ContentTranslation,
  ServiceBranch,
} from '@portal/contract/content';
import {
  CONTENT_FALLBACK_ORDER,
  contentStateOf,
  READING_WORDS_PER_MINUTE,
  type ContentFileKind,
  type ContentKind,
  type ContentStatus,
} from '@portal/contract/content-values';
import { LOCALES, type Locale } from '@portal/contract/locale';
import type { FileRow } from './file-queries';
import type { ItemRow, TranslationRow } from './queries';
import { bodyText, CONTENT_FILES_PATH } from './sanitize';

/** The languages tried, in order, when an item has no text in the reader's (the back office shows the same). */
const FALLBACK_ORDER = CONTENT_FALLBACK_ORDER;

/** The address a stored file is served at (its random key's last part; never the user's name). */
export const fileUrl = (storageKey: string) =>
  `${CONTENT_FILES_PATH}${storageKey.slice(storageKey.indexOf('/') + 1)}`;

export function toContentFile(row: FileRow): ContentFile {
  const isImage = row.kind === 'image' && row.thumbnailKey !== null && row.mediumKey !== null;
  return {
    id: row.id,
    kind: row.kind as ContentFileKind,
    mime: row.mime,
    size_bytes: row.sizeBytes,
    url: fileUrl(row.storageKey),
    name: row.name,
    width: row.width,
    height: row.height,
    urls: isImage
      ? {
          thumbnail: fileUrl(row.thumbnailKey!),
          medium: fileUrl(row.mediumKey!),
          large: fileUrl(row.storageKey),
        }
      : null,
    duration_seconds: row.durationSeconds,
  };
}

/** A file named in an item's details: where, and the kinds it may be. */
export interface FileReference {
  field: string;
  id: number;
  kinds: readonly ContentFileKind[];
}

/** Every file an item's details name, with the kinds each place takes. */
export function fileReferences(details: ContentDetailsBody): FileReference[] {
  const image = ['image'] as const;
  const one = (field: string, id: number | null, kinds: readonly ContentFileKind[]) =>
    id === null ? [] : [{ field, id, kinds }];
  switch (details.kind) {
    case 'news':
    case 'blog':
      return one('details.cover_file_id', details.cover_file_id, image);
    case 'partner':
      return one('details.logo_file_id', details.logo_file_id, image);
    case 'home_section':
      return one('details.image_file_id', details.image_file_id, image);
    case 'legal_text':
      return one('details.file_id', details.file_id, ['pdf']);
    case 'download':
      return one('details.file_id', details.file_id, ['pdf']);
    case 'media':
      return [
        ...details.photo_file_ids.map((id, i) => ({
          field: `details.photo_file_ids.${i}`,
          id,
          kinds: image,
        })),
        ...one(
          'details.file_id',
          details.file_id,
          details.media_type === 'photo' ? [] : [details.media_type],
        ),
        ...one('details.poster_file_id', details.poster_file_id, image),
      ];
    case 'episode':
      return one('details.audio_file_id', details.audio_file_id, ['audio']);
    case 'service':
      return one('details.image_file_id', details.image_file_id, image);
    default:
      return [];
  }
}

/** The translation shown to a reader of `locale`: theirs, or the first written in FALLBACK_ORDER. */
export function pickTranslation(rows: readonly TranslationRow[], locale: Locale) {
  for (const candidate of FALLBACK_ORDER[locale]) {
    const row = rows.find((r) => r.locale === candidate);
    if (row) return { row, locale: candidate, fallback: candidate !== locale };
  }
  return undefined;
}

/** The languages an item is written in, in the portal's order. */
export const writtenLocales = (rows: readonly TranslationRow[]): Locale[] =>
  LOCALES.filter((locale) => rows.some((r) => r.locale === locale));

/** Minutes to read a body (at least one). */
export function readingMinutes(body: string): number {
  const words = bodyText(body).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

const ARTICLE_KINDS: readonly ContentKind[] = ['news', 'blog'];

/** A public branch as read for the services naming it: its row and its translations. */
export interface BranchParts {
  row: ItemRow;
  translations: readonly TranslationRow[];
}

/** What the details of items name, read beforehand: files by id, public branches by id. */
export interface NamedParts {
  files: ReadonlyMap<number, FileRow>;
  branches: ReadonlyMap<number, BranchParts>;
}

/** A branch's address in the language shown (falling back like the text). */
const addressIn = (address: Record<Locale, string>, locale: Locale) =>
  FALLBACK_ORDER[locale].map((l) => address[l]).find((text) => text.trim() !== '') ?? '';

/**
 * A branch offering a service, in the reader's language; undefined when it is not public
 * (a draft, deleted, or without any text), so a service never shows a hidden branch.
 */
export function toServiceBranch(parts: BranchParts | undefined, locale: Locale): ServiceBranch | undefined {
  const details = parts?.row.details as ContentDetailsBody | undefined;
  const shown = parts ? pickTranslation(parts.translations, locale) : undefined;
  if (!parts || !shown || details?.kind !== 'branch') return undefined;
  return {
    id: parts.row.id,
    slug: parts.row.slug,
    title: shown.row.title,
    address: addressIn(details.address, shown.locale),
    phones: details.phones,
    hours: details.hours,
    map_url: details.map_url,
    is_main: details.is_main,
  };
}

/** The details as pages read them: files resolved, the branch's address in the shown language. */
function publicDetails(row: ItemRow, named: NamedParts, locale: Locale): ContentDetails | undefined {
  const details = row.details as ContentDetailsBody;
  const { files } = named;
  const file = (id: number | null) => {
    const found = id === null ? undefined : files.get(id);
    return found ? toContentFile(found) : null;
  };
  switch (details.kind) {
    case 'page':
      return { kind: 'page' };
    case 'news':
    case 'blog':
      return {
        kind: details.kind,
        category: details.category,
        cover: file(details.cover_file_id),
        tags: details.tags ?? [],
      };
    case 'faq':
      return { kind: 'faq', category: details.category };
    case 'link':
      return { kind: 'link', list: details.list, url: details.url };
    case 'partner':
      return { kind: 'partner', url: details.url, logo: file(details.logo_file_id) };
    case 'branch':
      return { ...details, address: addressIn(details.address, locale) };
    case 'home_section':
      return {
        kind: 'home_section',
        section: details.section,
        icon: details.icon,
        image: file(details.image_file_id),
      };
    case 'legal_text':
      return {
        kind: 'legal_text',
        category: details.category,
        reference: details.reference,
        issued_on: details.issued_on,
        file: file(details.file_id),
        download_count: row.downloadCount,
      };
    case 'download': {
      const stored = file(details.file_id);
      if (!stored) return undefined;
      return {
        kind: 'download',
        category: details.category,
        file: stored,
        file_locale: details.file_locale,
        download_count: row.downloadCount,
      };
    }
    case 'media':
      return {
        kind: 'media',
        media_type: details.media_type,
        photos: details.photo_file_ids.flatMap((id) => file(id) ?? []),
        file: file(details.file_id),
        poster: file(details.poster_file_id),
      };
    case 'episode': {
      const audio = file(details.audio_file_id);
      if (!audio) return undefined;
      return {
        kind: 'episode',
        audio,
        number: details.number,
        season: details.season,
        explicit: details.explicit,
      };
    }
    case 'service':
      return {
        kind: 'service',
        image: file(details.image_file_id),
        branches: details.branch_ids.flatMap((id) => toServiceBranch(named.branches.get(id), locale) ?? []),
        booking: details.booking,
      };
  }
}

/**
 * A public item in the reader's language (or the fallback's), or undefined when it cannot be
 * shown (no translation, or a file its kind requires is gone). Lists of articles leave the
 * body out (`withBody` false); their reading time is still given.
 */
export function toContentItem(
  row: ItemRow,
  translations: readonly TranslationRow[],
  named: NamedParts,
  locale: Locale,
  options: { withBody: boolean },
): ContentItem | undefined {
  const shown = pickTranslation(translations, locale);
  const details = publicDetails(row, named, shown?.locale ?? locale);
  if (!shown || !details) return undefined;
  const kind = row.kind as ContentKind;
  const isArticle = ARTICLE_KINDS.includes(kind);
  return {
    id: row.id,
    kind,
    slug: row.slug,
    locale: shown.locale,
    fallback: shown.fallback,
    locales: writtenLocales(translations),
    title: shown.row.title,
    summary: shown.row.summary,
    body: isArticle && !options.withBody ? null : shown.row.body,
    reading_minutes: isArticle ? readingMinutes(shown.row.body) : null,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    details,
  };
}

/** An item as staff edit it. */
export function toAdminItem(
  row: ItemRow,
  translations: readonly TranslationRow[],
  files: ReadonlyMap<number, FileRow>,
  editorName: string | null,
): AdminContentItem {
  const text = (locale: Locale): ContentTranslation | null => {
    const found = translations.find((t) => t.locale === locale);
    return found ? { title: found.title, summary: found.summary, body: found.body } : null;
  };
  const details = row.details as ContentDetailsBody;
  const status = row.status as ContentStatus;
  const publishedAt = row.publishedAt.toISOString();
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    slug: row.slug,
    status,
    state: contentStateOf(status, status === 'published' ? publishedAt : null),
    publish_at: row.publishAt?.toISOString() ?? null,
    position: row.position,
    translations: { ar: text('ar'), fr: text('fr'), en: text('en') },
    missing_locales: LOCALES.filter((locale) => !translations.some((t) => t.locale === locale)),
    details,
    files: [...new Set(fileReferences(details).map((ref) => ref.id))].flatMap((id) => {
      const found = files.get(id);
      return found ? [toContentFile(found)] : [];
    }),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    updated_by: editorName,
  };
}
