import type { Locale } from './locale';

/**
 * The content the back office writes and the public pages read (the CMS), zod-free so the
 * public pages' first load stays light: the kinds, their states, their fixed category lists and
 * the limits of their fields. The schemas are in content.ts.
 */

/**
 * What a content item is. One table holds them all (same translations, states, ordering and
 * files); what differs by kind lives in its `details` (content.ts).
 * - `page`: one informational page per key of PAGE_KEYS (about, terms, privacy…).
 * - `news`, `blog`: articles (/news/:id, /blog/:slug).
 * - `faq`: a question (title) and its answer (body), grouped by category.
 * - `link`: a friendly or related link. `partner`: a partner with its logo.
 * - `branch`: an office of the agency (address, phones, hours, map).
 * - `home_section`: a card of a home page section (why choose us, about, horizons).
 * - `legal_text`: a law or decree with its PDF. `download`: a downloadable form.
 * - `media`: an entry of the visual, audio and photo library. `episode`: a podcast episode.
 * - `service`: a service of the agency (visa processing, courses…), with the branches that offer
 *   it and whether visitors may book an appointment for it (/services/:id).
 */
export const CONTENT_KINDS = [
  'page',
  'news',
  'blog',
  'faq',
  'link',
  'partner',
  'branch',
  'home_section',
  'legal_text',
  'download',
  'media',
  'episode',
  'service',
] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export function isContentKind(value: string): value is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value);
}

/**
 * The informational pages, one item each, found by key (their slug). The public route of each
 * is the key itself (`/about-us`, …); their default texts are seeded even without demo content.
 */
export const PAGE_KEYS = [
  'about-us',
  'terms-and-conditions',
  'privacy-policy',
  'personal-privacy',
  'user-guide',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/**
 * An item's state as stored: a draft is seen only by staff; a published item is public from its
 * `publish_at` on (a future one is "scheduled", see contentStateOf).
 */
export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The state staff see: scheduled is a published item whose time has not come. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

export function contentStateOf(
  status: ContentStatus,
  publishAt: string | null,
  now = new Date(),
): ContentState {
  if (status === 'draft') return 'draft';
  return publishAt !== null && new Date(publishAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}

/**
 * Whose text a reader sees when the item has none in their language: the first written in
 * this order (the back office tells staff which one each missing language gets).
 */
export const CONTENT_FALLBACK_ORDER = {
  ar: ['ar', 'fr', 'en'],
  fr: ['fr', 'en', 'ar'],
  en: ['en', 'fr', 'ar'],
} as const satisfies Record<Locale, readonly Locale[]>;

/**
 * The fixed categories of the kinds that have them (translated in the web's catalogs under
 * `content.category.<kind>.<key>`); a kind absent here has none.
 */
export const CONTENT_CATEGORIES = {
  news: ['portal', 'announcements', 'sales', 'agency', 'events'],
  blog: ['tips', 'safety', 'buying', 'selling', 'real_estate', 'vehicles', 'jobs', 'stories'],
  faq: ['account', 'posting', 'moderation', 'payments', 'safety', 'services', 'privacy'],
  legal_text: ['constitution', 'laws', 'ordinances', 'decrees', 'orders', 'conventions'],
  download: ['forms', 'guides', 'contracts', 'requests'],
} as const satisfies Partial<Record<ContentKind, readonly string[]>>;
export type CategorizedKind = keyof typeof CONTENT_CATEGORIES;
export type ContentCategory<K extends CategorizedKind = CategorizedKind> =
  (typeof CONTENT_CATEGORIES)[K][number];

/** The lists a link belongs to: /friendly-links and /related-links. */
export const LINK_LISTS = ['friendly', 'related'] as const;
export type LinkList = (typeof LINK_LISTS)[number];

/** The home page's sections made of cards written in the back office. */
export const HOME_SECTIONS = ['why_choose_us', 'about', 'horizons'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** What a file of the CMS is, read from its bytes. */
export const CONTENT_FILE_KINDS = ['image', 'audio', 'video', 'pdf'] as const;
export type ContentFileKind = (typeof CONTENT_FILE_KINDS)[number];

/** The types accepted for each kind of file, by content (file-type's answer). */
export const CONTENT_FILE_TYPES: Record<ContentFileKind, readonly string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/ogg', 'audio/wav', 'audio/x-wav'],
  video: ['video/mp4', 'video/webm'],
  pdf: ['application/pdf'],
};

/** Largest upload of each kind of file, in megabytes (413 beyond). */
export const CONTENT_FILE_MAX_MB: Record<ContentFileKind, number> = {
  image: 10,
  audio: 60,
  video: 200,
  pdf: 20,
};

/** Limits of the translated fields. */
export const CONTENT_LIMITS = {
  title: { min: 2, max: 200 },
  summary: { max: 400 },
  /** Sanitized HTML, in UTF-16 units. */
  body: { max: 200_000 },
  slug: { max: 120 },
  tags: { max: 10, each: 40 },
  photos: { max: 60 },
} as const;

/** Most branches a service may name as offering it. */
export const SERVICE_MAX_BRANCHES = 50;

/** Public lists: page size and its largest value. */
export const CONTENT_PAGE_SIZE = 12;
export const CONTENT_MAX_PAGE_SIZE = 100;

/** Reading time of an article: words per minute of an ordinary reader (at least one minute). */
export const READING_WORDS_PER_MINUTE = 200;
