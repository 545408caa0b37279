import type { ContentDetailsBody, ContentItem, ServiceBranch } from '@portal/contract/content';
import { dataVersion } from '../../db/data-versions';
import type { RequestScope } from '../../platform/request-scope';
import { CONTENT_KINDS, CONTENT_MAX_PAGE_SIZE, type ContentKind } from '@portal/contract/content-values';
import type { Locale } from '@portal/contract/locale';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { buildTextQuery, synonymsOf } from '../listings/service';
import { getContent } from './get-content';
import { listContent, type ContentListQuery } from './list-content';
import { publicItems, publicBranches } from './load-items';
import {
  countSearchMatches,
  countVisible,
  isDatedKind,
  selectLabels,
  selectSearchMatches,
  selectSitemapRows,
  selectVisibleItem,
  selectVisibleOfKind,
} from './queries';

/**
 * What the other areas may use from the CMS (docs/decisions/023-module-boundaries.md): public
 * items only (published, their time come), as the contract's ContentItem in a reader's language.
 */

/** What a public list may be filtered by: category, tag, list, section, media type, words. */
export type ContentFilters = Omit<ContentListQuery, 'page' | 'per_page'>;

/** Up to `limit` public items of a kind, in its public order (the first page of GET /content/:kind). */
export async function listPublished(
  db: Db,
  options: { kind: ContentKind; locale: Locale; limit?: number; filters?: ContentFilters },
): Promise<ContentItem[]> {
  const query: ContentListQuery = { page: 1, per_page: options.limit ?? 12, ...options.filters };
  return (await listContent(db, options.kind, query, options.locale)).data;
}

/** One public item by slug or id with its related articles, or null when it is not public. */
export async function getPublished(
  db: Db,
  kind: ContentKind,
  ref: string,
  locale: Locale,
): Promise<{ item: ContentItem; related: ContentItem[] } | null> {
  try {
    return await getContent(db, kind, ref, locale);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}

/**
 * Public items of `kinds` (all by default) matching a search, best first, at most `limit` in
 * all, grouped by kind in the order of `kinds` (a site-wide search shows a group per kind).
 * Articles come without their body.
 */
export async function searchContent(
  db: Db,
  options: { q: string; locale: Locale; kinds?: readonly ContentKind[]; limit?: number },
): Promise<{ kind: ContentKind; items: ContentItem[] }[]> {
  // With the settings' synonym groups (tomobil, voiture, سيارة), as the listings' search.
  const text = buildTextQuery(options.q, await synonymsOf(db));
  const kinds = options.kinds ?? CONTENT_KINDS;
  if (!text || kinds.length === 0) return [];
  const rows = await selectSearchMatches(db, { kinds, tsquery: text.match, limit: options.limit ?? 20 });
  const withBody = await publicItems(
    db,
    rows.filter((r) => !isDatedKind(r.kind as ContentKind)),
    options.locale,
    { withBody: true },
  );
  const articles = await publicItems(
    db,
    rows.filter((r) => isDatedKind(r.kind as ContentKind)),
    options.locale,
    { withBody: false },
  );
  const byId = new Map([...withBody, ...articles].map((item) => [item.id, item]));
  const ranked = rows.flatMap((r) => byId.get(r.id) ?? []);
  return kinds
    .map((kind) => ({ kind, items: ranked.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
}

/**
 * The kinds with a page of their own per item (the sitemap lists them): pages (by key),
 * articles, legal texts, downloads, library entries, episodes and services. FAQ entries, links,
 * partners, branches and home cards are shown only inside lists.
 */
export const ITEM_PAGE_KINDS: readonly ContentKind[] = [
  'page',
  'news',
  'blog',
  'legal_text',
  'download',
  'media',
  'episode',
  'service',
];

/** Every public item that has a page of its own: kind, slug, id, last change, written languages. */
export async function contentSitemapEntries(
  db: Db,
): Promise<{ kind: ContentKind; slug: string; id: number; updated_at: string; locales: Locale[] }[]> {
  const rows = await selectSitemapRows(db, ITEM_PAGE_KINDS);
  return rows.map((r) => ({
    kind: r.kind as ContentKind,
    slug: r.slug,
    id: r.id,
    updated_at: r.updatedAt.toISOString(),
    locales: r.locales as Locale[],
  }));
}

/** How many public items a kind has. */
export function countPublished(db: Db, kind: ContentKind): Promise<number> {
  return countVisible(db, kind);
}

/**
 * One kind's public items matching a search: the best `limit` (articles without their body)
 * and how many match in all, for a site-wide search's group of that kind.
 */
export async function searchPublished(
  db: Db,
  options: { kind: ContentKind; q: string; locale: Locale; limit?: number },
): Promise<{ items: ContentItem[]; total: number }> {
  const text = buildTextQuery(options.q, await synonymsOf(db));
  if (!text) return { items: [], total: 0 };
  const [rows, total] = await Promise.all([
    selectSearchMatches(db, { kinds: [options.kind], tsquery: text.match, limit: options.limit ?? 20 }),
    countSearchMatches(db, options.kind, text.match),
  ]);
  const items = await publicItems(db, rows, options.locale, { withBody: !isDatedKind(options.kind) });
  return { items, total };
}

/**
 * A version of everything public in the CMS, for answers kept in memory by other areas: it
 * changes at every write's commit, every counted download and when a scheduled item's time
 * comes (read at each use; one small aggregate over the table).
 */
export function contentVersion(db: Db, scope?: RequestScope): Promise<string> {
  return dataVersion(db, 'content', scope);
}

/**
 * A service visitors may book an appointment for: published (its time come) with booking on,
 * and, when `branchId` is given, offered by that branch while the branch is published too.
 * Null otherwise (unknown, a draft, booking off, another kind's id, a branch not offering it).
 */
export async function getBookableService(
  db: Db,
  serviceId: number,
  branchId?: number,
): Promise<{ id: number; branchIds: number[] } | null> {
  const row = await selectVisibleItem(db, serviceId);
  const details = row?.details as ContentDetailsBody | undefined;
  if (!row || row.kind !== 'service' || details?.kind !== 'service' || !details.booking) return null;
  // Only the branches still public: a branch taken down stops taking appointments.
  const branchIds = (await publicBranches(db, details.branch_ids, 'ar')).map((b) => b.id);
  if (branchId !== undefined && !branchIds.includes(branchId)) return null;
  return { id: row.id, branchIds };
}

/** Every public branch of the agency, in its editors' order, in a reader's language. */
export async function listBranches(db: Db, locale: Locale = 'ar'): Promise<ServiceBranch[]> {
  const items = await listPublished(db, { kind: 'branch', locale, limit: CONTENT_MAX_PAGE_SIZE });
  return items.flatMap((item) =>
    item.details.kind === 'branch'
      ? [
          {
            id: item.id,
            slug: item.slug,
            title: item.title,
            address: item.details.address,
            phones: item.details.phones,
            hours: item.details.hours,
            map_url: item.details.map_url,
            is_main: item.details.is_main,
          },
        ]
      : [],
  );
}

/** What another area shows of an item it refers to: its title, and a branch's address. */
export interface ItemLabel {
  title: string;
  address: string;
}

/**
 * Labels of items by id in a reader's language, in one query whatever the number of ids (an
 * unknown id maps to empty strings). Items taken down keep their label: a past booking still
 * names its service.
 */
export async function itemLabels(db: Tx, ids: number[], locale: Locale): Promise<Map<number, ItemLabel>> {
  const unique = [...new Set(ids)];
  const rows = await selectLabels(db, unique, locale);
  const labels = new Map<number, ItemLabel>(unique.map((id) => [id, { title: '', address: '' }]));
  for (const row of rows) labels.set(row.id, { title: row.title, address: row.address });
  return labels;
}

/** Whether `id` is a public branch (published, its time come): advertisements are sold on its page. */
export async function isPublicBranch(db: Tx, id: number): Promise<boolean> {
  return (await selectVisibleOfKind(db, 'branch', [id])).length > 0;
}
