import type { AdminContentItem, ContentDetailsBody, ContentItemBody } from '@portal/contract/content';
import {
  CONTENT_CATEGORIES,
  CONTENT_FALLBACK_ORDER,
  CONTENT_LIMITS,
  HOME_SECTIONS,
  LINK_LISTS,
  PAGE_KEYS,
  type ContentKind,
  type HomeSection,
  type LinkList,
} from '@portal/contract/content-values';
import { LOCALES, type Locale } from '@portal/contract/locale';
import type { MULTIMEDIA_TYPES } from '@portal/contract/settings';

type MediaType = (typeof MULTIMEDIA_TYPES)[number];

/** What the state choice sends: a draft, published at once, or published from a chosen time. */
export type PublishMode = 'draft' | 'now' | 'schedule';

export interface TranslationValues {
  title: string;
  summary: string;
  /** HTML from the editor; '' when the editor is empty. */
  body: string;
}

export interface HoursValues {
  weekday: string;
  open: string;
  close: string;
}

/**
 * Every kind's detail fields in one object, as the inputs hold them (numbers and lists as the
 * text typed); `toBody` keeps the item's kind's fields and reads them. Their names are the
 * body's paths, so the schema's and the server's errors land under them.
 */
export interface DetailsValues {
  category: string;
  cover_file_id: number | null;
  /** Comma-separated. */
  tags: string;
  list: LinkList;
  url: string;
  logo_file_id: number | null;
  address: Record<Locale, string>;
  /** Comma-separated. */
  phones: string;
  email: string;
  hours: HoursValues[];
  map_url: string;
  latitude: string;
  longitude: string;
  is_main: boolean;
  section: HomeSection;
  icon: string;
  image_file_id: number | null;
  reference: string;
  issued_on: string;
  file_id: number | null;
  file_locale: Locale;
  media_type: MediaType;
  photo_file_ids: number[];
  poster_file_id: number | null;
  audio_file_id: number | null;
  number: string;
  season: string;
  explicit: boolean;
  /** Services: the branches offering it, in the order chosen. */
  branch_ids: number[];
  booking: boolean;
}

export interface ContentFormValues {
  slug: string;
  publish: PublishMode;
  /** The chosen instant (ISO) when scheduling. */
  publish_at: string | null;
  translations: Record<Locale, TranslationValues>;
  details: DetailsValues;
}

/** Kinds the public pages show in the order staff give them; articles go newest first. */
export function isOrderedKind(kind: ContentKind): boolean {
  return kind !== 'news' && kind !== 'blog';
}

export function categoriesOf(kind: ContentKind): readonly string[] {
  return kind in CONTENT_CATEGORIES ? CONTENT_CATEGORIES[kind as keyof typeof CONTENT_CATEGORIES] : [];
}

const emptyTranslation = (): TranslationValues => ({ title: '', summary: '', body: '' });

function emptyDetails(kind: ContentKind): DetailsValues {
  return {
    category: categoriesOf(kind)[0] ?? '',
    cover_file_id: null,
    tags: '',
    list: LINK_LISTS[0],
    url: '',
    logo_file_id: null,
    address: { ar: '', fr: '', en: '' },
    phones: '',
    email: '',
    hours: [],
    map_url: '',
    latitude: '',
    longitude: '',
    is_main: false,
    section: HOME_SECTIONS[0],
    icon: '',
    image_file_id: null,
    reference: '',
    issued_on: '',
    file_id: null,
    file_locale: 'ar',
    media_type: 'photo',
    photo_file_ids: [],
    poster_file_id: null,
    audio_file_id: null,
    number: '',
    season: '',
    explicit: false,
    branch_ids: [],
    booking: true,
  };
}

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values for a new item of `kind`, or for an item as the API gave it. */
export function formValuesOf(kind: ContentKind, item?: AdminContentItem): ContentFormValues {
  const details = emptyDetails(kind);
  if (!item) {
    return {
      // A page is one of the fixed keys (its address); other kinds get theirs from the title.
      slug: kind === 'page' ? PAGE_KEYS[0] : '',
      publish: 'draft',
      publish_at: null,
      translations: { ar: emptyTranslation(), fr: emptyTranslation(), en: emptyTranslation() },
      details,
    };
  }
  const d = item.details;
  switch (d.kind) {
    case 'page':
      break;
    case 'news':
    case 'blog':
      Object.assign(details, {
        category: d.category,
        cover_file_id: d.cover_file_id,
        tags: d.tags.join(', '),
      });
      break;
    case 'faq':
      details.category = d.category;
      break;
    case 'link':
      Object.assign(details, { list: d.list, url: d.url });
      break;
    case 'partner':
      Object.assign(details, { url: d.url ?? '', logo_file_id: d.logo_file_id });
      break;
    case 'branch':
      Object.assign(details, {
        address: { ...d.address },
        phones: d.phones.join(', '),
        email: d.email ?? '',
        hours: d.hours.map((h) => ({ weekday: String(h.weekday), open: h.open, close: h.close })),
        map_url: d.map_url ?? '',
        latitude: text(d.latitude),
        longitude: text(d.longitude),
        is_main: d.is_main,
      });
      break;
    case 'home_section':
      Object.assign(details, { section: d.section, icon: d.icon ?? '', image_file_id: d.image_file_id });
      break;
    case 'legal_text':
      Object.assign(details, {
        category: d.category,
        reference: d.reference,
        issued_on: d.issued_on ?? '',
        file_id: d.file_id,
      });
      break;
    case 'download':
      Object.assign(details, { category: d.category, file_id: d.file_id, file_locale: d.file_locale });
      break;
    case 'media':
      Object.assign(details, {
        media_type: d.media_type,
        photo_file_ids: [...d.photo_file_ids],
        file_id: d.file_id,
        poster_file_id: d.poster_file_id,
      });
      break;
    case 'episode':
      Object.assign(details, {
        audio_file_id: d.audio_file_id,
        number: String(d.number),
        season: text(d.season),
        explicit: d.explicit,
      });
      break;
    case 'service':
      Object.assign(details, {
        image_file_id: d.image_file_id,
        branch_ids: [...d.branch_ids],
        booking: d.booking,
      });
      break;
  }
  const translations = Object.fromEntries(
    LOCALES.map((l) => [l, item.translations[l] ? { ...item.translations[l] } : emptyTranslation()]),
  ) as Record<Locale, TranslationValues>;
  return {
    slug: item.slug,
    publish: item.state === 'draft' ? 'draft' : item.state === 'scheduled' ? 'schedule' : 'now',
    publish_at: item.state === 'scheduled' ? item.publish_at : null,
    translations,
    details,
  };
}

/** Whether a language's text has anything written: an untouched tab is not a translation. */
export function isWritten(t: TranslationValues): boolean {
  return t.title.trim() !== '' || t.summary.trim() !== '' || t.body.trim() !== '';
}

/** The language a reader of `missing` gets instead (the API's order), or null when nothing is written. */
export function fallbackFor(missing: Locale, written: readonly Locale[]): Locale | null {
  return CONTENT_FALLBACK_ORDER[missing].find((l) => written.includes(l)) ?? null;
}

/** The languages without a translation (their visitors see another one). */
export function missingLocales(translations: Record<Locale, TranslationValues>): Locale[] {
  return LOCALES.filter((l) => !isWritten(translations[l]));
}

const list = (typed: string) =>
  typed
    .split(/[,\n،]/)
    .map((s) => s.trim())
    .filter(Boolean);
const nullable = (typed: string) => (typed.trim() === '' ? null : typed.trim());
const numberOrNull = (typed: string) => (typed.trim() === '' ? null : Number(typed));
const numberOrMissing = (typed: string) => (typed.trim() === '' ? undefined : Number(typed));

function detailsBody(kind: ContentKind, d: DetailsValues): ContentDetailsBody {
  const body = (() => {
    switch (kind) {
      case 'page':
        return { kind };
      case 'news':
      case 'blog':
        return { kind, category: d.category, cover_file_id: d.cover_file_id, tags: list(d.tags) };
      case 'faq':
        return { kind, category: d.category };
      case 'link':
        return { kind, list: d.list, url: d.url.trim() };
      case 'partner':
        return { kind, url: nullable(d.url), logo_file_id: d.logo_file_id };
      case 'branch':
        return {
          kind,
          address: { ar: d.address.ar.trim(), fr: d.address.fr.trim(), en: d.address.en.trim() },
          phones: list(d.phones),
          email: nullable(d.email),
          hours: d.hours.map((h) => ({ weekday: Number(h.weekday), open: h.open, close: h.close })),
          map_url: nullable(d.map_url),
          latitude: numberOrNull(d.latitude),
          longitude: numberOrNull(d.longitude),
          is_main: d.is_main,
        };
      case 'home_section':
        return { kind, section: d.section, icon: nullable(d.icon), image_file_id: d.image_file_id };
      case 'legal_text':
        return {
          kind,
          category: d.category,
          reference: d.reference.trim(),
          issued_on: nullable(d.issued_on),
          file_id: d.file_id,
        };
      case 'download':
        return { kind, category: d.category, file_id: d.file_id, file_locale: d.file_locale };
      case 'media':
        return {
          kind,
          media_type: d.media_type,
          photo_file_ids: d.media_type === 'photo' ? d.photo_file_ids : [],
          file_id: d.media_type === 'photo' ? null : d.file_id,
          poster_file_id: d.media_type === 'photo' ? null : d.poster_file_id,
        };
      case 'episode':
        return {
          kind,
          audio_file_id: d.audio_file_id,
          number: numberOrMissing(d.number),
          season: numberOrNull(d.season),
          explicit: d.explicit,
        };
      case 'service':
        return { kind, image_file_id: d.image_file_id, branch_ids: d.branch_ids, booking: d.booking };
    }
  })();
  // The schema reads it: a missing required value is refused there, in the contract's words.
  return body as ContentDetailsBody;
}

/**
 * The body the API reads from the form's values. `keptPublishAt` is the item's past publication
 * time, kept when it stays published (saving again does not make it new).
 */
export function toBody(kind: ContentKind, values: ContentFormValues, keptPublishAt: string | null) {
  const translations = Object.fromEntries(
    LOCALES.filter((l) => isWritten(values.translations[l])).map((l) => [l, values.translations[l]]),
  );
  const slug = values.slug.trim();
  return {
    ...(slug === '' ? {} : { slug }),
    status: values.publish === 'draft' ? 'draft' : 'published',
    publish_at:
      values.publish === 'schedule' ? values.publish_at : values.publish === 'now' ? keptPublishAt : null,
    translations,
    details: detailsBody(kind, values.details),
  } satisfies Record<keyof ContentItemBody, unknown> | Omit<Record<keyof ContentItemBody, unknown>, 'slug'>;
}

/** A slug from a title, in any script: `Bien choisir sa voiture !` → `bien-choisir-sa-voiture`. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_LIMITS.slug.max)
    .replace(/-+$/, '');
}

/**
 * Every field a server's 422 may name, so its errors land under their inputs (the others go to
 * the form's top).
 */
export function formFieldPaths(): string[] {
  const detailKeys = Object.keys(emptyDetails('page')).map((k) => `details.${k}`);
  return [
    'slug',
    'status',
    'publish_at',
    'translations',
    ...LOCALES.flatMap((l) => ['title', 'summary', 'body'].map((f) => `translations.${l}.${f}`)),
    ...detailKeys,
    ...LOCALES.map((l) => `details.address.${l}`),
    ...Array.from({ length: 14 }, (_, i) =>
      ['weekday', 'open', 'close'].map((f) => `details.hours.${i}.${f}`),
    ).flat(),
    ...Array.from({ length: 5 }, (_, i) => `details.phones.${i}`),
    ...Array.from({ length: 10 }, (_, i) => `details.tags.${i}`),
  ];
}
