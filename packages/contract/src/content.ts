import { z } from 'zod';
import {
  CONTENT_CATEGORIES,
  CONTENT_FILE_KINDS,
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_MAX_PAGE_SIZE,
  CONTENT_PAGE_SIZE,
  CONTENT_STATES,
  CONTENT_STATUSES,
  HOME_SECTIONS,
  LINK_LISTS,
  SERVICE_MAX_BRANCHES,
} from './content-values';
import { localeSchema, localizedTextSchema } from './locale-schemas';
import { MULTIMEDIA_TYPES } from './settings';
import { digits, idSchema } from './moderation';
import { page, perPage } from './paging';
import { textField } from './text-field';

/**
 * The CMS (area `content`): every page, article, FAQ entry, link, partner, branch, home
 * section card, legal text, downloadable file, library entry and podcast episode. One item has
 * up to three translations (a missing one falls back to another language, with `fallback`
 * set), a state, a place in its kind's order, and what its kind adds (`details`).
 * Values and limits without zod: content-values.ts.
 */

export const contentKindSchema = z.enum(CONTENT_KINDS);

/**
 * An item's address part: letters of any script and digits, in words joined by hyphens
 * ("قانون-18-07", "bien-choisir-sa-voiture"). Generated from a title when not given.
 */
export const contentSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(CONTENT_LIMITS.slug.max)
  .regex(/^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u, { message: 'validation.slug' });

/** One language's text of an item. `body` is rich text (HTML), sanitized by the API on save. */
export const contentTranslationSchema = z.strictObject({
  title: textField({ min: CONTENT_LIMITS.title.min, max: CONTENT_LIMITS.title.max }),
  summary: textField({ max: CONTENT_LIMITS.summary.max, multiline: true }).default(''),
  body: z.string().max(CONTENT_LIMITS.body.max).default(''),
});
export type ContentTranslation = z.infer<typeof contentTranslationSchema>;

/** The translations written: at least one language (the others fall back to it). */
export const contentTranslationsSchema = z
  .strictObject({
    ar: contentTranslationSchema.optional(),
    fr: contentTranslationSchema.optional(),
    en: contentTranslationSchema.optional(),
  })
  .refine((t) => t.ar !== undefined || t.fr !== undefined || t.en !== undefined, {
    message: 'validation.content_translation_required',
  });

const httpUrl = z.url({ protocol: /^https?$/ }).max(500);
const fileId = idSchema;
const hoursSchema = z.strictObject({
  /** 0 = Monday … 6 = Sunday: the week as the branches' opening hours are entered. */
  weekday: z.number().int().min(0).max(6),
  /** "HH:MM", the portal's time zone. */
  open: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
  close: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/),
});
const categoryOf = <K extends keyof typeof CONTENT_CATEGORIES>(kind: K) => z.enum(CONTENT_CATEGORIES[kind]);
const tagsSchema = z
  .array(textField({ min: 1, max: CONTENT_LIMITS.tags.each }))
  .max(CONTENT_LIMITS.tags.max)
  .default([]);

/**
 * What each kind adds, as written in the back office (files by the id their upload returned).
 * `kind` must be the item's own.
 */
export const contentDetailsBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('page') }),
  z.strictObject({
    kind: z.literal('news'),
    category: categoryOf('news'),
    cover_file_id: fileId.nullable(),
    tags: tagsSchema,
  }),
  z.strictObject({
    kind: z.literal('blog'),
    category: categoryOf('blog'),
    cover_file_id: fileId.nullable(),
    tags: tagsSchema,
  }),
  z.strictObject({ kind: z.literal('faq'), category: categoryOf('faq') }),
  z.strictObject({ kind: z.literal('link'), list: z.enum(LINK_LISTS), url: httpUrl }),
  z.strictObject({ kind: z.literal('partner'), url: httpUrl.nullable(), logo_file_id: fileId.nullable() }),
  z.strictObject({
    kind: z.literal('branch'),
    address: localizedTextSchema,
    phones: z.array(z.string().regex(/^\+?[0-9 ]{6,20}$/)).max(5),
    email: z.email().max(254).nullable(),
    hours: z.array(hoursSchema).max(14),
    map_url: httpUrl.nullable(),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    is_main: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('home_section'),
    section: z.enum(HOME_SECTIONS),
    /** A name of the catalog's icon set (catalog-icons.ts), or none. */
    icon: z.string().max(40).nullable(),
    image_file_id: fileId.nullable(),
  }),
  z.strictObject({
    kind: z.literal('legal_text'),
    category: categoryOf('legal_text'),
    /** The official reference, e.g. "Loi n° 18-07". */
    reference: textField({ max: 120 }),
    issued_on: z.iso.date().nullable(),
    file_id: fileId.nullable(),
  }),
  z.strictObject({
    kind: z.literal('download'),
    category: categoryOf('download'),
    file_id: fileId,
    /** The language the file is written in. */
    file_locale: localeSchema,
  }),
  z.strictObject({
    kind: z.literal('media'),
    media_type: z.enum(MULTIMEDIA_TYPES),
    /** The album (photo), in order. */
    photo_file_ids: z.array(fileId).max(CONTENT_LIMITS.photos.max),
    /** The video or the audio. */
    file_id: fileId.nullable(),
    poster_file_id: fileId.nullable(),
  }),
  z.strictObject({
    kind: z.literal('episode'),
    audio_file_id: fileId,
    number: z.number().int().min(1).max(100_000),
    season: z.number().int().min(1).max(1000).nullable(),
    explicit: z.boolean(),
  }),
  z.strictObject({
    kind: z.literal('service'),
    image_file_id: fileId.nullable(),
    /** Ids of the `branch` items that offer it (each must be a branch; order kept, no repeats). */
    branch_ids: z
      .array(idSchema)
      .max(SERVICE_MAX_BRANCHES)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'validation.duplicate_value' }),
    /** Whether visitors are offered to book an appointment for it. */
    booking: z.boolean(),
  }),
]);
export type ContentDetailsBody = z.infer<typeof contentDetailsBodySchema>;

/** POST /admin/content/:kind and PUT /admin/content/items/:id. */
export const contentItemBodySchema = z.strictObject({
  slug: contentSlugSchema.optional(),
  status: z.enum(CONTENT_STATUSES),
  /** When it goes public (ISO date-time); null = at once. A future time schedules it. */
  publish_at: z.iso.datetime({ offset: true }).nullable().default(null),
  translations: contentTranslationsSchema,
  details: contentDetailsBodySchema,
});
export type ContentItemBody = z.input<typeof contentItemBodySchema>;

/** A file of the CMS as pages use it. Images come re-encoded in three widths (WebP). */
export const contentFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(CONTENT_FILE_KINDS),
    mime: z.string(),
    size_bytes: z.number().int(),
    url: z.string(),
    /** The name shown for a download (never part of a stored path). */
    name: z.string(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    /** Images only: thumbnail (320 px), medium (800 px), large (1600 px). */
    urls: z.object({ thumbnail: z.string(), medium: z.string(), large: z.string() }).nullable(),
    /** Audio and video: length in seconds, when it could be read. */
    duration_seconds: z.number().int().nullable(),
  })
  .meta({ id: 'ContentFile' });
export type ContentFile = z.infer<typeof contentFileSchema>;

const file = contentFileSchema;

/** A branch offering a service, as the service's page shows it (address in the page's language). */
export const serviceBranchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  address: z.string(),
  phones: z.array(z.string()),
  hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
  map_url: z.string().nullable(),
  is_main: z.boolean(),
});
export type ServiceBranch = z.infer<typeof serviceBranchSchema>;

/** What each kind adds, as pages read it (files resolved). */
export const contentDetailsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page') }),
  z.object({
    kind: z.literal('news'),
    category: z.string(),
    cover: file.nullable(),
    tags: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('blog'),
    category: z.string(),
    cover: file.nullable(),
    tags: z.array(z.string()),
  }),
  z.object({ kind: z.literal('faq'), category: z.string() }),
  z.object({ kind: z.literal('link'), list: z.enum(LINK_LISTS), url: z.string() }),
  z.object({ kind: z.literal('partner'), url: z.string().nullable(), logo: file.nullable() }),
  z.object({
    kind: z.literal('branch'),
    /** In the page's language (falls back like the text). */
    address: z.string(),
    phones: z.array(z.string()),
    email: z.string().nullable(),
    hours: z.array(z.object({ weekday: z.number().int(), open: z.string(), close: z.string() })),
    map_url: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    is_main: z.boolean(),
  }),
  z.object({
    kind: z.literal('home_section'),
    section: z.enum(HOME_SECTIONS),
    icon: z.string().nullable(),
    image: file.nullable(),
  }),
  z.object({
    kind: z.literal('legal_text'),
    category: z.string(),
    reference: z.string(),
    issued_on: z.string().nullable(),
    file: file.nullable(),
    download_count: z.number().int(),
  }),
  z.object({
    kind: z.literal('download'),
    category: z.string(),
    file: file,
    file_locale: localeSchema,
    download_count: z.number().int(),
  }),
  z.object({
    kind: z.literal('media'),
    media_type: z.enum(MULTIMEDIA_TYPES),
    photos: z.array(file),
    file: file.nullable(),
    poster: file.nullable(),
  }),
  z.object({
    kind: z.literal('episode'),
    audio: file,
    number: z.number().int(),
    season: z.number().int().nullable(),
    explicit: z.boolean(),
  }),
  z.object({
    kind: z.literal('service'),
    image: file.nullable(),
    /** The published branches offering it, in the order chosen, in the page's language. */
    branches: z.array(serviceBranchSchema),
    booking: z.boolean(),
  }),
]);
export type ContentDetails = z.infer<typeof contentDetailsSchema>;

/** A public item in the request's language. */
export const contentItemSchema = z
  .object({
    id: z.number().int(),
    kind: contentKindSchema,
    slug: z.string(),
    /** The language of title, summary and body: the request's, or another when it has none. */
    locale: localeSchema,
    /** True when the text is not in the request's language. */
    fallback: z.boolean(),
    /** The languages the item is written in (hreflang alternates). */
    locales: z.array(localeSchema),
    title: z.string(),
    summary: z.string(),
    /** Sanitized HTML. Null in lists of news and blog articles (their pages carry it). */
    body: z.string().nullable(),
    /** Articles: minutes to read the body (READING_WORDS_PER_MINUTE), otherwise null. */
    reading_minutes: z.number().int().nullable(),
    published_at: z.string(),
    updated_at: z.string(),
    details: contentDetailsSchema,
  })
  .meta({ id: 'ContentItem' });
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentKindParamsSchema = z.object({ kind: contentKindSchema });
/** `ref`: an item's slug, or its id (news pages are addressed by id). */
export const contentRefParamsSchema = z.object({ kind: contentKindSchema, ref: z.string().min(1).max(200) });
export const contentIdParamsSchema = z.object({ id: digits });
export const contentFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{1,80}(\.[a-z0-9]{2,5})?$/),
});

/** GET /content/:kind: published items, newest first for articles, in their order otherwise. */
export const contentListQuerySchema = z.object({
  page,
  per_page: perPage(CONTENT_MAX_PAGE_SIZE, CONTENT_PAGE_SIZE),
  /** A key of the kind's CONTENT_CATEGORIES. */
  category: z.string().max(40).optional(),
  tag: z.string().max(CONTENT_LIMITS.tags.each).optional(),
  /** Words searched in title, summary and body, across spellings like the listings' search. */
  q: z.string().max(200).optional(),
  list: z.enum(LINK_LISTS).optional(),
  section: z.enum(HOME_SECTIONS).optional(),
  media_type: z.enum(MULTIMEDIA_TYPES).optional(),
});

export const contentListResponseSchema = z.object({
  data: z.array(contentItemSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type ContentList = z.infer<typeof contentListResponseSchema>;

/** GET /content/:kind/:ref: one published item; articles come with related ones. */
export const contentItemResponseSchema = z.object({
  item: contentItemSchema,
  related: z.array(contentItemSchema),
});

/* ---------- back office ---------- */

/** An item as staff edit it: every translation written, ids of files and the files themselves. */
export const adminContentItemSchema = z
  .object({
    id: z.number().int(),
    kind: contentKindSchema,
    slug: z.string(),
    status: z.enum(CONTENT_STATUSES),
    state: z.enum(CONTENT_STATES),
    publish_at: z.string().nullable(),
    position: z.number().int(),
    translations: z.object({
      ar: contentTranslationSchema.nullable(),
      fr: contentTranslationSchema.nullable(),
      en: contentTranslationSchema.nullable(),
    }),
    /** Languages without a translation: their visitors see another one (the editor warns). */
    missing_locales: z.array(localeSchema),
    details: contentDetailsBodySchema,
    /** Every file the details name, by id. */
    files: z.array(contentFileSchema),
    created_at: z.string(),
    updated_at: z.string(),
    updated_by: z.string().nullable(),
  })
  .meta({ id: 'AdminContentItem' });
export type AdminContentItem = z.infer<typeof adminContentItemSchema>;

export const adminContentListQuerySchema = z.object({
  page,
  per_page: perPage(CONTENT_MAX_PAGE_SIZE, 50),
  state: z.enum(CONTENT_STATES).optional(),
  q: z.string().max(200).optional(),
});

export const adminContentListResponseSchema = z.object({
  data: z.array(adminContentItemSchema),
  meta: contentListResponseSchema.shape.meta,
});

export const adminContentItemResponseSchema = z.object({ item: adminContentItemSchema });

/** PUT /admin/content/:kind/order: every item of the kind, in its new order. */
export const contentOrderBodySchema = z.strictObject({ ids: z.array(idSchema).min(1).max(2000) });

/** POST /admin/content/files (multipart, one file): the stored file; its kind is read from its bytes. */
export const contentFileResponseSchema = z.object({ file: contentFileSchema });

/** POST /admin/content/preview: the body as visitors will get it (the sanitizer's output). */
export const contentPreviewBodySchema = z.strictObject({ body: z.string().max(CONTENT_LIMITS.body.max) });
export const contentPreviewResponseSchema = z.object({ body: z.string() });
