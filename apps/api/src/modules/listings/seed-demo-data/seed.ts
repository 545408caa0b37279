import { listingBodySchema, offeredFields, optionalFieldsOfPlatform } from '@portal/contract/listings';
import { SALE_CATEGORIES, ANNOUNCEMENT_CATEGORIES, type CategorySeed } from '../../catalog/service';
import { CATEGORY_ICONS } from '@portal/contract/catalog-icons';
import type { Db } from '../../../db/client';
import { drawScene } from '../../../db/seed/generated-art';
import type { Storage } from '../../../platform/storage';
import { getSettings } from '../../settings/service';
import { expiryOf, listingColumns } from '../check-listing-input';
import {
  anyListingOf,
  insertLikes,
  insertListings,
  insertPhotos,
  insertViews,
  selectCategoryTree,
  selectCitySlugs,
  selectUserIds,
} from '../demo-queries';
import type { ListingInsert } from '../queries';
import { newSlug } from '../../../platform/slug';
import { encodePhoto, writePhotoFiles, type EncodedPhoto } from '../upload-photo';
import { composeDemoAds, DEMO_SELLERS } from './compose';
import type { DemoAd } from './types';

const HOUR = 60 * 60 * 1000;

/**
 * The icon of a picture of the ad: its category's for the first variant, then those of the
 * category's first sub-categories with another icon — a few distinct pictures per category.
 */
function iconOf(ad: DemoAd, variant: number): string {
  const tree: CategorySeed[] = ad.platform === 'sales' ? SALE_CATEGORIES : ANNOUNCEMENT_CATEGORIES;
  const top = tree.find((c) => c.slug === ad.top);
  const icons = [...new Set([top?.icon, ...(top?.children ?? []).map((s) => s.icon)])].filter(
    (icon): icon is string => !!icon && (CATEGORY_ICONS as readonly string[]).includes(icon),
  );
  return icons[variant % Math.max(1, icons.length)] ?? 'package';
}

/**
 * The living demo: a few hundred approved ads of the demo sellers across both platforms, with
 * pictures drawn from their category's icon and colour (drawn once per icon and variant, then
 * stored like uploads: the same three WebP sizes, under keys of their own), views, likes, a few
 * featured, refused and expired. Each is checked and given its search document by the
 * listings' own write path (checkListingInput), then written in batches. Once: when a demo
 * seller already has a listing, nothing is added (a moderator's later decisions stay).
 * Without storage (tests that need no files), the ads have no photos.
 */
export async function seedDemoAds(db: Db, storage: Storage | undefined): Promise<number> {
  const people = await selectUserIds(db, ['amina', ...Object.keys(DEMO_SELLERS)]);
  const sellerIds = Object.keys(DEMO_SELLERS).flatMap((u) => people.get(u) ?? []);
  if (sellerIds.length === 0 || (await anyListingOf(db, sellerIds))) return 0;

  const settings = await getSettings(db);
  const tree = await selectCategoryTree(db);
  const bySlug = new Map(tree.map((c) => [`${c.platform}:${c.slug}`, c]));
  const byId = new Map(tree.map((c) => [c.id, c]));
  const citySlugs = new Map((await selectCitySlugs(db)).map((c) => [`${c.regionId}:${c.slug}`, c.id]));
  const now = Date.now();

  const ads = composeDemoAds();
  // The pictures are drawn and encoded (sharp's threads) while the database work goes on.
  const pictures = storage ? drawPictures(ads) : undefined;
  pictures?.catch(() => undefined);
  const rows: ListingInsert[] = [];
  const kept: DemoAd[] = [];
  for (const ad of ads) {
    const owner = people.get(ad.owner);
    const node = bySlug.get(`${ad.platform}:${ad.at}`);
    if (!owner || !node) continue;
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    const branch =
      node.depth === 2
        ? { category_id: parent!.parentId!, sub_category_id: parent!.id, filter_id: node.id }
        : { category_id: node.parentId!, sub_category_id: node.id };
    const input = listingBodySchema.parse({
      ...ad.body,
      ...branch,
      city_id: citySlugs.get(`${ad.body.region_id}:${ad.citySlug}`),
    });
    // The catalog is the one just read: what checkListingInput asks the database for each
    // posting (branch, city, optional fields offered, duration) is checked here in memory, a
    // few hundred round trips less; the columns and search document are the write path's own.
    const chain = [
      branch.category_id,
      branch.sub_category_id,
      'filter_id' in branch ? branch.filter_id : null,
    ].flatMap((id) => (id == null ? [] : [byId.get(id)!]));
    const offered = offeredFields(
      input.platform,
      chain.map((c) => ({ optional_fields: c.optionalFields })),
    );
    const unoffered = optionalFieldsOfPlatform(input.platform).some(
      (field) => input[field] !== undefined && !offered.includes(field),
    );
    if (
      unoffered ||
      chain.some((c) => !c.isActive) ||
      !settings.announcements.durations_days.includes(input.duration_days)
    )
      continue;
    const values = listingColumns(
      input,
      chain.flatMap((c) => [c.nameAr, c.nameFr, c.nameEn]),
    );
    const publishedAt = new Date(now - ad.hoursAgo * HOUR);
    rows.push({
      ...values,
      userId: owner,
      slug: newSlug(input.title),
      status: ad.state,
      rejectionReason: ad.rejectionReason ?? null,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - 2 * HOUR),
      updatedAt: publishedAt,
      expiresAt: expiryOf(publishedAt, values),
      promotedUntil: ad.featuredForHours ? new Date(now + ad.featuredForHours * HOUR) : null,
    });
    kept.push(ad);
  }
  const ids = await db.transaction(async (tx) => {
    const inserted = await insertListings(tx, rows);
    await insertViews(
      tx,
      kept.flatMap((ad, i) =>
        ad.state === 'rejected' ? [] : [{ listingId: inserted[i]!.id, views: ad.views }],
      ),
    );
    await insertLikes(
      tx,
      kept.flatMap((ad, i) =>
        ad.state !== 'approved'
          ? []
          : ad.likedBy.flatMap((u, k) => {
              const userId = people.get(u);
              const at = new Date(now - Math.max(1, ad.hoursAgo - 3 * (k + 1)) * HOUR);
              return userId ? [{ listingId: inserted[i]!.id, userId, createdAt: at }] : [];
            }),
      ),
    );
    return inserted;
  });
  if (storage && pictures) await seedPictures(db, storage, await pictures, kept, ids, rows);
  return ids.length;
}

/** Each distinct picture of the ads (per category and variant), drawn and encoded once. */
async function drawPictures(ads: DemoAd[]): Promise<Map<string, EncodedPhoto>> {
  const drawn = new Map<string, EncodedPhoto>();
  for (const ad of ads) {
    for (const variant of ad.pictures) {
      const key = `${ad.top}:${variant}`;
      if (drawn.has(key)) continue;
      const scene = { icon: iconOf(ad, variant), hue: ad.hue, variant, width: 800, height: 600 };
      drawn.set(key, await encodePhoto(await drawScene(scene)));
    }
  }
  return drawn;
}

/** Stores a copy of its picture per photo, like an upload (files of its own, then the rows). */
async function seedPictures(
  db: Db,
  storage: Storage,
  drawn: Map<string, EncodedPhoto>,
  ads: DemoAd[],
  ids: { id: number }[],
  rows: ListingInsert[],
) {
  const photoRows = [];
  for (const [i, ad] of ads.entries()) {
    for (const [position, variant] of ad.pictures.entries()) {
      photoRows.push({
        ...(await writePhotoFiles({ storage }, drawn.get(`${ad.top}:${variant}`)!)),
        userId: rows[i]!.userId,
        listingId: ids[i]!.id,
        position,
        isCover: position === 0,
        createdAt: rows[i]!.publishedAt ?? new Date(),
      });
    }
  }
  await insertPhotos(db, photoRows);
}
