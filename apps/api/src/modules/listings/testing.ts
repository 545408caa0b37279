import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { categories, cities, listingPhotos, listings } from '../../db/schema/index';
import { signIn } from '../../../test/accounts';
import { api, createUser } from '../../../test/session';
import { searchDocument } from './search-document';

/** Test helpers of the listings area (factories in the immich/epic-stack manner). */

export interface Branch {
  category: number;
  subCategory: number;
  filter: number | undefined;
}

/**
 * The first seeded branch of a platform's tree (category → sub-category → maybe a filter),
 * made to offer every optional detail (its seeded lists cleared), so a body may carry any.
 */
export async function firstBranch(db: Db, platform: 'announcements' | 'sales'): Promise<Branch> {
  const [root] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.platform, platform), isNull(categories.parentId)))
    .orderBy(categories.id)
    .limit(1);
  const [sub] = await db.select().from(categories).where(eq(categories.parentId, root!.id)).limit(1);
  const [filter] = await db.select().from(categories).where(eq(categories.parentId, sub!.id)).limit(1);
  await db
    .update(categories)
    .set({ optionalFields: null })
    .where(inArray(categories.id, [root!.id, sub!.id, ...(filter ? [filter.id] : [])]));
  return { category: root!.id, subCategory: sub!.id, filter: filter?.id };
}

export async function cityOf(db: Db, regionId: number): Promise<number> {
  const [city] = await db.select().from(cities).where(eq(cities.regionId, regionId)).limit(1);
  return city!.id;
}

/** A valid body for a platform; overrides may break fields. */
export function listingBody(branch: Branch, overrides: Record<string, unknown> = {}) {
  return {
    platform: 'announcements',
    title: 'Cours de mathématiques à domicile',
    description: 'Professeur expérimenté donne des cours de mathématiques pour lycéens.',
    category_id: branch.category,
    sub_category_id: branch.subCategory,
    price_type: 'fixed',
    price: 150000,
    currency_id: 'DZD',
    region_id: 16,
    advertiser_characteristic: 'individual',
    duration_days: 30,
    ...overrides,
  };
}

export async function postListing(app: FastifyInstance, token: string, body: Record<string, unknown>) {
  return api(app, { method: 'POST', url: '/api/v1/listings', token, body });
}

/**
 * Listings posted through the API with these titles (a filler description) and approved, one
 * minute apart (the first newest): their ids by title. A new advertiser every 20 listings keeps
 * under the per-account posting limit.
 */
export async function postApprovedTitles(
  app: FastifyInstance,
  db: Db,
  branch: Branch,
  titles: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let token = '';
  for (const [index, title] of titles.entries()) {
    if (index % 20 === 0) token = (await signIn(db, (await createUser(db)).id)).token;
    const res = await postListing(
      app,
      token,
      listingBody(branch, {
        title: title.length < 5 ? `${title} ....` : title,
        description: 'Zzq xqw filler text for tests only.',
      }),
    );
    if (res.statusCode !== 201) throw new Error(`${title}: ${res.statusCode} ${res.body}`);
    const id = res.json().listing.id as number;
    await approve(db, id, new Date(Date.now() - (index + 1) * 60_000));
    ids.set(title, id);
  }
  return ids;
}

/** Tests approve by writing the row, as a moderator's approval would, so they need no moderator. */
export async function approve(db: Db, id: number, publishedAt = new Date()) {
  await db
    .update(listings)
    .set({
      status: 'approved',
      publishedAt,
      expiresAt: new Date(publishedAt.getTime() + 30 * 24 * 60 * 60 * 1000),
      updatedAt: new Date(),
    })
    .where(eq(listings.id, id));
}

export async function setStatus(db: Db, id: number, status: string) {
  await db.update(listings).set({ status, updatedAt: new Date() }).where(eq(listings.id, id));
}

/** A multipart body as a browser sends it (FormData). */
export async function multipart(
  fields: { name: string; data: Buffer | string; filename: string; type: string }[],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const f of fields) form.append(f.name, new Blob([f.data], { type: f.type }), f.filename);
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type')!,
  };
}

const DAY = 24 * 60 * 60 * 1000;
let inserted = 0;

/**
 * A listing row written directly (approved and public unless told otherwise), for tests that
 * need many listings in exact places of the catalog faster than the API posts them.
 * `ageDays` sets how long ago it was published; `expired` puts its end in the past.
 */
export async function insertListing(
  db: Db,
  values: {
    userId: number;
    title: string;
    categoryId: number;
    subCategoryId?: number | null;
    filterId?: number | null;
    platform?: string;
    description?: string;
    regionId?: number;
    status?: string;
    ageDays?: number;
    expired?: boolean;
    /** In minor units (default 100,000). */
    price?: number;
  },
): Promise<{ id: number; slug: string }> {
  inserted += 1;
  const publishedAt = new Date(Date.now() - (values.ageDays ?? 1) * DAY - inserted * 1000);
  const description = values.description ?? 'Description de test assez longue pour être valide.';
  const [row] = await db
    .insert(listings)
    .values({
      platform: values.platform ?? 'sales',
      userId: values.userId,
      status: values.status ?? 'approved',
      title: values.title,
      description,
      categoryId: values.categoryId,
      subCategoryId: values.subCategoryId ?? null,
      filterId: values.filterId ?? null,
      priceType: 'fixed',
      price: values.price ?? 100000,
      sortPrice: values.price ?? 100000,
      currencyCode: 'DZD',
      regionId: values.regionId ?? 16,
      advertiserCharacteristic: 'individual',
      durationDays: 30,
      searchText: searchDocument([values.title, description]),
      slug: `listing-${inserted}-${Date.now().toString(36)}`,
      publishedAt,
      expiresAt: values.expired ? new Date(Date.now() - DAY) : new Date(Date.now() + 30 * DAY),
    })
    .returning({ id: listings.id, slug: listings.slug });
  return row!;
}

/** A cover photo row for a listing (the files themselves are not needed to list it). */
export async function insertCover(db: Db, listingId: number, userId: number) {
  const key = (size: string) => `listings/${size}${listingId}`.padEnd(41, '0') + '.webp';
  const [row] = await db
    .insert(listingPhotos)
    .values({
      listingId,
      userId,
      thumbnailKey: key('a'),
      mediumKey: key('b'),
      largeKey: key('c'),
      width: 1600,
      height: 1200,
      isCover: true,
    })
    .returning();
  return row!;
}

// For the other areas' tests (docs/decisions/023-module-boundaries.md).
export { createListing } from './create-listing';
export { expireListings } from './expire-listings';
