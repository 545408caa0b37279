import type { ContentKind, ContentState } from '@portal/contract/content-values';
import { and, asc, count, desc, eq, getTableColumns, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { contentItems, contentTranslations, users } from '../../db/schema/index';

/** The CMS's items and their translations (files: file-queries.ts). */

/** An item's columns as read: its search document stays in the database (only queries match it). */
const { searchText: _text, searchVector: _vector, ...itemColumns } = getTableColumns(contentItems);
export type ItemRow = Omit<typeof contentItems.$inferSelect, 'searchText' | 'searchVector'>;
export type TranslationRow = typeof contentTranslations.$inferSelect;

/** Kinds read newest first; every other kind is read in its editors' order. */
const DATED_KINDS: readonly ContentKind[] = ['news', 'blog'];
export const isDatedKind = (kind: ContentKind) => DATED_KINDS.includes(kind);

/** Public: published, and its time has come (the database's clock). */
export const isVisible = and(
  eq(contentItems.status, 'published'),
  sql`${contentItems.publishedAt} <= now()`,
)!;

const orderOf = (kind: ContentKind) =>
  isDatedKind(kind)
    ? [desc(contentItems.publishedAt), desc(contentItems.id)]
    : [asc(contentItems.position), asc(contentItems.id)];

/** What the public lists filter on, inside `details`. */
export interface DetailFilters {
  category?: string | undefined;
  tag?: string | undefined;
  list?: string | undefined;
  section?: string | undefined;
  media_type?: string | undefined;
}

function detailConditions(filters: DetailFilters): SQL[] {
  const conditions: SQL[] = [];
  for (const key of ['category', 'list', 'section', 'media_type'] as const) {
    const value = filters[key];
    if (value !== undefined) conditions.push(sql`${contentItems.details} ->> ${key} = ${value}`);
  }
  if (filters.tag !== undefined) {
    conditions.push(sql`${contentItems.details} -> 'tags' @> jsonb_build_array(${filters.tag}::text)`);
  }
  return conditions;
}

/** A search (to_tsquery('simple', …) text built from the query's words) on the item's document. */
const matches = (tsquery: string) => sql`${contentItems.searchVector} @@ to_tsquery('simple', ${tsquery})`;

const stateCondition = (state: ContentState): SQL => {
  if (state === 'draft') return eq(contentItems.status, 'draft');
  if (state === 'scheduled') {
    return and(eq(contentItems.status, 'published'), sql`${contentItems.publishedAt} > now()`)!;
  }
  return isVisible;
};

async function page(
  db: Tx,
  kind: ContentKind,
  where: SQL,
  paging: { offset: number; limit: number },
): Promise<{ rows: ItemRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(contentItems)
      .where(where)
      .orderBy(...orderOf(kind))
      .offset(paging.offset)
      .limit(paging.limit),
    db.select({ n: count() }).from(contentItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of a kind's public items, in the kind's order. */
export function selectPublishedPage(
  db: Tx,
  options: {
    kind: ContentKind;
    filters: DetailFilters;
    tsquery?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(contentItems.kind, options.kind),
    isVisible,
    ...detailConditions(options.filters),
    ...(options.tsquery ? [matches(options.tsquery)] : []),
  )!;
  return page(db, options.kind, where, options);
}

/** One page of a kind's items for the back office, every state or one. */
export function selectAdminPage(
  db: Tx,
  options: {
    kind: ContentKind;
    state?: ContentState | undefined;
    tsquery?: string | undefined;
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(contentItems.kind, options.kind),
    ...(options.state ? [stateCondition(options.state)] : []),
    ...(options.tsquery ? [matches(options.tsquery)] : []),
  )!;
  return page(db, options.kind, where, options);
}

/** A public item by its slug, or by its id when `ref` is all digits. */
export async function selectPublishedByRef(
  db: Tx,
  kind: ContentKind,
  ref: string,
): Promise<ItemRow | undefined> {
  const byId = /^\d{1,15}$/.test(ref) ? eq(contentItems.id, Number(ref)) : undefined;
  const bySlug = eq(contentItems.slug, ref.toLowerCase());
  const [row] = await db
    .select(itemColumns)
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), isVisible, byId ? sql`(${byId} or ${bySlug})` : bySlug))
    // A slug made of digits only names its own item before another item's id.
    .orderBy(sql`${bySlug} desc`)
    .limit(1);
  return row;
}

/** Up to `limit` public items of the same kind sharing the category or a tag, newest first. */
export async function selectRelated(db: Tx, item: ItemRow, limit: number): Promise<ItemRow[]> {
  const category = (item.details as { category?: unknown }).category;
  const tags = (item.details as { tags?: unknown }).tags;
  const shares: SQL[] = [];
  if (typeof category === 'string') shares.push(sql`${contentItems.details} ->> 'category' = ${category}`);
  if (Array.isArray(tags) && tags.length > 0) {
    const wanted = sql.join(
      tags.map((tag) => sql`${String(tag)}`),
      sql`, `,
    );
    shares.push(
      sql`exists (select 1 from jsonb_array_elements_text(${contentItems.details} -> 'tags') as t(tag) where t.tag in (${wanted}))`,
    );
  }
  if (shares.length === 0) return [];
  return db
    .select(itemColumns)
    .from(contentItems)
    .where(
      and(
        eq(contentItems.kind, item.kind),
        isVisible,
        ne(contentItems.id, item.id),
        sql`(${sql.join(shares, sql` or `)})`,
      ),
    )
    .orderBy(desc(contentItems.publishedAt), desc(contentItems.id))
    .limit(limit);
}

export async function selectItem(db: Tx, id: number): Promise<ItemRow | undefined> {
  const [row] = await db.select(itemColumns).from(contentItems).where(eq(contentItems.id, id));
  return row;
}

/** An item locked until the transaction ends (its edit or deletion). */
export async function lockItem(tx: Tx, id: number): Promise<ItemRow | undefined> {
  const [row] = await tx.select(itemColumns).from(contentItems).where(eq(contentItems.id, id)).for('update');
  return row;
}

export async function selectItemBySlug(
  db: Tx,
  kind: ContentKind,
  slug: string,
): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
  return row;
}

/** The slugs of a kind starting with `base`, to pick a free one. */
export async function selectSlugsLike(db: Tx, kind: ContentKind, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: contentItems.slug })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), sql`left(${contentItems.slug}, ${base.length}) = ${base}`));
  return new Set(rows.map((r) => r.slug));
}

/** The order after the last item of a kind. */
export async function nextPosition(db: Tx, kind: ContentKind): Promise<number> {
  const [row] = await db
    .select({ last: max(contentItems.position) })
    .from(contentItems)
    .where(eq(contentItems.kind, kind));
  return (row?.last ?? 0) + 10;
}

export async function insertItem(tx: Tx, values: typeof contentItems.$inferInsert): Promise<ItemRow> {
  const [row] = await tx.insert(contentItems).values(values).returning(itemColumns);
  return row!;
}

export async function updateItem(
  tx: Tx,
  id: number,
  values: Partial<typeof contentItems.$inferInsert>,
): Promise<ItemRow> {
  const [row] = await tx
    .update(contentItems)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contentItems.id, id))
    .returning(itemColumns);
  return row!;
}

export async function deleteItem(tx: Tx, id: number): Promise<void> {
  await tx.delete(contentItems).where(eq(contentItems.id, id));
}

/** Every item of a kind with its position, locked for a reorder. */
export async function lockKind(tx: Tx, kind: ContentKind) {
  return tx
    .select({ id: contentItems.id, sortOrder: contentItems.position })
    .from(contentItems)
    .where(eq(contentItems.kind, kind))
    .orderBy(asc(contentItems.position), asc(contentItems.id))
    .for('update');
}

export async function setPosition(tx: Tx, id: number, position: number): Promise<void> {
  await tx
    .update(contentItems)
    .set({ position, updatedAt: sql`now()` })
    .where(eq(contentItems.id, id));
}

/** Replaces an item's translations by those given. */
export async function replaceTranslations(
  tx: Tx,
  itemId: number,
  rows: Omit<TranslationRow, 'itemId'>[],
): Promise<void> {
  await tx.delete(contentTranslations).where(eq(contentTranslations.itemId, itemId));
  if (rows.length > 0) {
    await tx.insert(contentTranslations).values(rows.map((row) => ({ ...row, itemId })));
  }
}

/** The translations of items, by item id. */
export async function selectTranslations(db: Tx, itemIds: number[]): Promise<Map<number, TranslationRow[]>> {
  const byItem = new Map<number, TranslationRow[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return byItem;
  const rows = await db
    .select()
    .from(contentTranslations)
    .where(inArray(contentTranslations.itemId, itemIds));
  for (const row of rows) byItem.get(row.itemId)?.push(row);
  return byItem;
}

/** Names of the accounts that last edited items (null when deleted since). */
export async function selectEditorNames(db: Tx, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

/** One more download of an item. */
export async function incrementDownloads(db: Tx, id: number): Promise<void> {
  await db
    .update(contentItems)
    .set({ downloadCount: sql`${contentItems.downloadCount} + 1` })
    .where(eq(contentItems.id, id));
}

/** Every public item of the given kinds, for the sitemap: address parts, date and languages. */
export async function selectSitemapRows(db: Tx, kinds: readonly ContentKind[]) {
  return db
    .select({
      id: contentItems.id,
      kind: contentItems.kind,
      slug: contentItems.slug,
      updatedAt: contentItems.updatedAt,
      locales: sql<
        string[]
      >`array(select ${contentTranslations.locale} from ${contentTranslations} where ${contentTranslations.itemId} = ${contentItems.id} order by 1)`,
    })
    .from(contentItems)
    .where(and(inArray(contentItems.kind, [...kinds]), isVisible))
    .orderBy(asc(contentItems.kind), asc(contentItems.id));
}

export async function countVisible(db: Tx, kind: ContentKind): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), isVisible));
  return row?.n ?? 0;
}

/** Public items of several kinds matching a search, best matches first. */
export async function selectSearchMatches(
  db: Tx,
  options: { kinds: readonly ContentKind[]; tsquery: string; limit: number },
): Promise<ItemRow[]> {
  return db
    .select(itemColumns)
    .from(contentItems)
    .where(and(inArray(contentItems.kind, [...options.kinds]), isVisible, matches(options.tsquery)))
    .orderBy(
      sql`ts_rank(${contentItems.searchVector}, to_tsquery('simple', ${options.tsquery})) desc`,
      desc(contentItems.publishedAt),
      desc(contentItems.id),
    )
    .limit(options.limit);
}

/** A public item by id, whatever its kind. */
export async function selectVisibleItem(db: Tx, id: number): Promise<ItemRow | undefined> {
  const [row] = await db
    .select(itemColumns)
    .from(contentItems)
    .where(and(eq(contentItems.id, id), isVisible));
  return row;
}

/** How many public items of a kind match a search. */
export async function countSearchMatches(db: Tx, kind: ContentKind, tsquery: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), isVisible, matches(tsquery)));
  return row?.n ?? 0;
}

/** The public items of a kind among `ids` (in no particular order). */
export async function selectVisibleOfKind(
  db: Tx,
  kind: ContentKind,
  ids: readonly number[],
): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(itemColumns)
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), inArray(contentItems.id, [...ids]), isVisible));
}

/** Which of `ids` are items of a kind, whatever their state. */
export async function selectIdsOfKind(
  db: Tx,
  kind: ContentKind,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: contentItems.id })
    .from(contentItems)
    .where(and(eq(contentItems.kind, kind), inArray(contentItems.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/**
 * Titles (and, for branches, addresses) of items in `locale`, else in the first of ar, fr, en
 * they have: one query for any number of ids, whatever their state, so a record that names an
 * item taken down since still shows what it was.
 */
export async function selectLabels(
  db: Tx,
  ids: number[],
  locale: string,
): Promise<{ id: number; title: string; address: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: contentItems.id,
      title: sql<string>`coalesce((
        select t.title from content_translations t where t.item_id = ${contentItems.id}
        order by (t.locale = ${locale}) desc, array_position(array['ar','fr','en'], t.locale) limit 1), '')`,
      address: sql<string>`coalesce(nullif(${contentItems.details}->'address'->>${locale}, ''),
        ${contentItems.details}->'address'->>'ar', '')`,
    })
    .from(contentItems)
    .where(inArray(contentItems.id, ids));
}
