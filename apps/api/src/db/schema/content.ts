import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** PostgreSQL's full-text document type (Drizzle has none built in). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The CMS (docs/decisions/024): every page, article, FAQ entry, link, partner, branch, home card,
 * legal text, download, library entry and episode is one row here; what a kind adds is its
 * `details` (validated by the contract's schema on every write), its texts are in
 * content_translations.
 *
 * `publish_at` is what the editor chose (null: at once); `published_at` is when the item is
 * public from: the chosen time, or the moment it was first published. The public reads filter
 * `status = 'published' and published_at <= now()` and sort by it (articles) or by `position`
 * (everything else), which the two partial indexes serve (newest first walks the first one
 * backwards).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    /** draft | published */
    status: text('status').notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    position: integer('position').notNull().default(0),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    downloadCount: integer('download_count').notNull().default(0),
    /**
     * The search document of every translation (title, summary, body's text), folded like the
     * listings' (platform/search/normalize.ts), matched with to_tsvector('simple', …).
     */
    searchText: text('search_text').notNull().default(''),
    /** The search document parsed once at write time, GIN-indexed (parsing it per read was 40 times slower). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    updatedBy: bigint('updated_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('content_items_kind_slug_key').on(t.kind, t.slug),
    index('content_items_public_date_idx')
      .on(t.kind, t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('content_items_public_position_idx')
      .on(t.kind, t.position, t.id)
      .where(sql`${t.status} = 'published'`),
    // Items published for a time still to come: their count is part of the content's version
    // (db/data-versions.ts), so a scheduled item shows when its time comes.
    index('content_items_scheduled_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('content_items_search_idx').using('gin', t.searchVector),
    check('content_items_status_check', sql`${t.status} in ('draft', 'published')`),
    check(
      'content_items_kind_check',
      sql`${t.kind} in ('page', 'news', 'blog', 'faq', 'link', 'partner', 'branch', 'home_section', 'legal_text', 'download', 'media', 'episode', 'service')`,
    ),
  ],
);

/** One language's text of an item (ar, fr, en); a language without a row falls back to another. */
export const contentTranslations = pgTable(
  'content_translations',
  {
    itemId: bigint('item_id', { mode: 'number' })
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitized HTML (sanitized on save). */
    body: text('body').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.locale] }),
    check('content_translations_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
  ],
);

/**
 * A file of the CMS, stored under random keys (platform/storage.ts); `name` is the uploader's
 * file name, shown and offered on download, never part of a path. Images are re-encoded in
 * three WebP widths (`storage_key` the large one); audio, video and PDFs are kept as sent.
 */
export const contentFiles = pgTable(
  'content_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** image | audio | video | pdf, read from the bytes */
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    mediumKey: text('medium_key'),
    name: text('name').notNull(),
    width: integer('width'),
    height: integer('height'),
    durationSeconds: integer('duration_seconds'),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_files_storage_key_key').on(t.storageKey),
    check('content_files_kind_check', sql`${t.kind} in ('image', 'audio', 'video', 'pdf')`),
  ],
);
