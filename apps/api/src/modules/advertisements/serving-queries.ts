import type { AdEventKind, AdPlacement } from '@portal/contract/advertisements-values';
import { and, asc, between, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisementEventKeys, advertisements, advertisementStats } from '../../db/schema/index';

/** What serving reads of an advertisement. */
const servedColumns = {
  id: advertisements.id,
  place: advertisements.place,
  type: advertisements.type,
  name: advertisements.name,
  description: advertisements.description,
  link: advertisements.link,
  mediaKey: advertisements.mediaKey,
  mediaType: advertisements.mediaType,
  mediaWidth: advertisements.mediaWidth,
  mediaHeight: advertisements.mediaHeight,
};
export type ServedRow = {
  id: number;
  place: string;
  type: string;
  name: string;
  description: string;
  link: string | null;
  mediaKey: string | null;
  mediaType: string | null;
  mediaWidth: number | null;
  mediaHeight: number | null;
};

/**
 * The active advertisements of some placements, in a random order (each request its own, so
 * every advertisement of a placement comes first equally often over time). One query on the
 * partial index of active advertisements. A category advertisement shows only on its
 * category's pages, a branch one only on its branch's page.
 */
export function selectServed(
  db: Db,
  query: { places: AdPlacement[]; categoryId?: number; branchId?: number; locations: string[] },
): Promise<ServedRow[]> {
  const scoped: SQL[] = [];
  const plain = query.places.filter((p) => p !== 'category' && p !== 'main_branch');
  if (plain.length > 0) scoped.push(inArray(advertisements.place, plain));
  if (query.places.includes('category') && query.categoryId !== undefined) {
    scoped.push(and(eq(advertisements.place, 'category'), eq(advertisements.categoryId, query.categoryId))!);
  }
  if (query.places.includes('main_branch') && query.branchId !== undefined) {
    scoped.push(
      and(eq(advertisements.place, 'main_branch'), eq(advertisements.mainBranchId, query.branchId))!,
    );
  }
  if (scoped.length === 0) return Promise.resolve([]);
  return db
    .select(servedColumns)
    .from(advertisements)
    .where(
      and(
        eq(advertisements.status, 'active'),
        or(...scoped),
        inArray(advertisements.location, query.locations),
      ),
    )
    .orderBy(sql`random()`)
    .limit(50);
}

/** One active advertisement, or undefined. */
export async function selectActive(db: Db, id: number): Promise<ServedRow | undefined> {
  const rows = await db
    .select(servedColumns)
    .from(advertisements)
    .where(and(eq(advertisements.id, id), eq(advertisements.status, 'active')));
  return rows[0];
}

/**
 * Counts one event unless this visitor was already counted for it today: the key's insert
 * decides, so two simultaneous events of one visitor count once. Keys older than two days go
 * (they only tell today's visitors apart). True when counted.
 */
export function insertEvent(
  db: Db,
  event: { advertisementId: number; day: string; kind: AdEventKind; visitor: string; forgetBefore: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(advertisementEventKeys)
      .values({
        advertisementId: event.advertisementId,
        day: event.day,
        kind: event.kind,
        visitor: event.visitor,
      })
      .onConflictDoNothing()
      .returning({ day: advertisementEventKeys.day });
    if (inserted.length === 0) return false;
    const impression = event.kind === 'impression' ? 1 : 0;
    const click = event.kind === 'click' ? 1 : 0;
    await tx
      .insert(advertisementStats)
      .values({
        advertisementId: event.advertisementId,
        day: event.day,
        impressions: impression,
        clicks: click,
      })
      .onConflictDoUpdate({
        target: [advertisementStats.advertisementId, advertisementStats.day],
        set: {
          impressions: sql`${advertisementStats.impressions} + ${impression}`,
          clicks: sql`${advertisementStats.clicks} + ${click}`,
        },
      });
    await tx.delete(advertisementEventKeys).where(lt(advertisementEventKeys.day, event.forgetBefore));
    return true;
  });
}

/** An advertisement's period and status, when it belongs to `userId` (any owner without one). */
export async function selectAdPeriod(
  db: Db,
  id: number,
  userId?: number,
): Promise<{ startDate: string; endDate: string } | undefined> {
  const rows = await db
    .select({ startDate: advertisements.startDate, endDate: advertisements.endDate })
    .from(advertisements)
    .where(
      and(eq(advertisements.id, id), userId === undefined ? undefined : eq(advertisements.userId, userId)),
    );
  return rows[0];
}

/** One advertisement's counts per day, oldest first. */
export function selectDayStats(db: Db, id: number) {
  return db
    .select({
      day: advertisementStats.day,
      impressions: advertisementStats.impressions,
      clicks: advertisementStats.clicks,
    })
    .from(advertisementStats)
    .where(eq(advertisementStats.advertisementId, id))
    .orderBy(asc(advertisementStats.day));
}

/**
 * Every advertisement that was shown (active or over) or counted, with its totals over a
 * period (all days without one), newest first.
 */
export function selectTotals(db: Db, period: { from?: string; to?: string }) {
  const inPeriod = and(
    eq(advertisementStats.advertisementId, advertisements.id),
    period.from && period.to
      ? between(advertisementStats.day, period.from, period.to)
      : period.from
        ? gte(advertisementStats.day, period.from)
        : period.to
          ? sql`${advertisementStats.day} <= ${period.to}`
          : undefined,
  );
  return db
    .select({
      id: advertisements.id,
      name: advertisements.name,
      place: advertisements.place,
      status: advertisements.status,
      impressions: sql<number>`coalesce(sum(${advertisementStats.impressions}), 0)::int`,
      clicks: sql<number>`coalesce(sum(${advertisementStats.clicks}), 0)::int`,
    })
    .from(advertisements)
    .leftJoin(advertisementStats, inPeriod)
    .where(
      or(
        inArray(advertisements.status, ['active', 'expired']),
        sql`exists (select 1 from ${advertisementStats} s where s.advertisement_id = ${advertisements.id})`,
      ),
    )
    .groupBy(advertisements.id)
    .orderBy(sql`${advertisements.id} desc`);
}
