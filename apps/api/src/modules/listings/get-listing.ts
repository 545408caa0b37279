import type { ListingDetail } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import { createVersionedMemo } from '../../platform/http-cache';
import type { RequestScope } from '../../platform/request-scope';
import { findUserById } from '../auth/service';
import { countsOf, type ListingCounts } from '../engagement/service';
import type { ListingsDeps } from './deps';
import { toDetail, type DetailStats } from './listing-view';
import {
  addViews,
  selectJoinedById,
  selectListingHeadBySlug,
  selectPhotosOf,
  slugFromHistory,
} from './queries';
import { detailHeadBySlug, joinedBySlug, photosOfListing } from './request-reads';
import { createViewCounter, type ViewCounter } from './view-counter';
import { isPublicListing } from './visibility';

export type GetListingResult = { listing: ListingDetail } | { redirectTo: string };

/** What the public detail keeps between requests (one per app: see routes.ts). */
export interface DetailCache {
  views: ViewCounter;
  /** Details as anyone but the owner sees them, per slug and language; views, likes and favorites aside. */
  memo: (key: string, version: string, build: () => Promise<ListingDetail>) => Promise<ListingDetail>;
  /** Listing ids per slug, for views of kept pages: a slug never names another listing. */
  ids: (slug: string, version: string, build: () => Promise<number | null>) => Promise<number | null>;
}

/** A public detail stays memoized this long at most (owner names, catalog names can change). */
const DETAIL_MAX_AGE_MS = 60_000;

export function createDetailCache(db: Db): DetailCache {
  return {
    views: createViewCounter(db),
    memo: createVersionedMemo<ListingDetail>(DETAIL_MAX_AGE_MS, 5_000),
    ids: createVersionedMemo<number | null>(24 * 60 * 60_000, 20_000),
  };
}

/**
 * A view of a detail page kept for visitors without a session (platform/ssr.ts): it was drawn
 * for such a visitor, never the owner, while the listing was public, and is kept only while
 * the public data's version holds, so the view counts without reading the listing again.
 */
export async function countKeptDetailView(
  deps: ListingsDeps,
  cache: DetailCache,
  slug: string,
): Promise<void> {
  const id = await cache.ids(
    slug,
    '',
    async () => (await selectListingHeadBySlug(deps.db, slug))?.id ?? null,
  );
  if (id !== null) cache.views.add(id);
}

/**
 * A listing by slug: public when approved, unexpired and its author not suspended; its owner
 * sees it in any status;
 * anyone else gets 404. An old slug answers with the current one (a 301 in the route).
 * A view is counted for every reader but the owner. With a cache, a public detail costs one
 * indexed read of the listing's status, version and live likes and favorites; the rest comes
 * from the memo.
 */
export async function getListing(
  deps: ListingsDeps,
  slug: string,
  viewerId: number | null,
  locale: Locale,
  cache?: DetailCache,
  scope?: RequestScope,
): Promise<GetListingResult> {
  const head = await detailHeadBySlug(deps, slug, scope);
  if (!head) {
    const current = await slugFromHistory(deps.db, slug);
    if (current) return { redirectTo: current };
    throw new AppError('not_found');
  }
  const isOwner = viewerId === head.userId;
  if ((!isPublicListing(head) || head.authorSuspended) && !isOwner) throw new AppError('not_found');
  const counts = { likes: head.likes, favorites: head.favorites };
  if (isOwner) return { listing: await buildDetail(deps, slug, isOwner, locale, counts, scope) };

  let views: number;
  if (cache) {
    cache.views.add(head.id);
    views = head.views + cache.views.pendingOf(head.id);
  } else {
    await addViews(deps.db, new Map([[head.id, 1]]));
    views = head.views + 1;
  }
  // Any edit, moderation decision or renewal changes one of these; staff's verification of the
  // advertiser's business moves the badge.
  const version = `${head.updatedAt.getTime()}:${head.status}:${head.expiresAt.getTime()}:${head.sellerVerified}`;
  const build = () => buildDetail(deps, slug, false, locale, counts, scope);
  const listing = cache ? await cache.memo(`${slug}:${locale}`, version, build) : await build();
  return { listing: { ...listing, ...counts, views } };
}

async function buildDetail(
  deps: ListingsDeps,
  slug: string,
  isOwner: boolean,
  locale: Locale,
  counts: ListingCounts,
  scope: RequestScope | undefined,
) {
  const row = await joinedBySlug(deps, slug, scope);
  if (!row) throw new AppError('not_found');
  const l = row.listing;
  const photos = await photosOfListing(deps, l.id, scope);
  // Read with the listing (its slug's read): the names, the username, whether there is a phone.
  const { firstName, lastName, username, hasPhone: phone } = row.owner;
  const owner =
    firstName === null || lastName === null ? undefined : { firstName, lastName, username: username ?? '' };
  const stats: DetailStats = { ...counts, has_phone: phone === true };
  return toDetail(row, photos, ownerOf(l.userId, owner), isOwner, locale, stats);
}

type Owner = Awaited<ReturnType<typeof findUserById>>;

/** The advertiser on the detail: the short name, and the username of their public page. */
function ownerOf(
  id: number,
  owner: Pick<NonNullable<Owner>, 'firstName' | 'lastName' | 'username'> | undefined,
): ListingDetail['owner'] {
  return { id, name: shortName(owner), username: owner?.username ?? '' };
}

/** "Amina B.": the advertiser as the public sees them. */
export function shortName(owner: Pick<NonNullable<Owner>, 'firstName' | 'lastName'> | undefined): string {
  return owner ? `${owner.firstName} ${owner.lastName.slice(0, 1)}${owner.lastName ? '.' : ''}`.trim() : '';
}

/** Whether there is a number to reveal; the number itself is never in the detail. */
export function hasPhone(owner: Pick<NonNullable<Owner>, 'phone'> | undefined): boolean {
  return Boolean(owner?.phone);
}

/** The detail of a listing by id, as its owner sees it (after a create or an edit). */
export async function getOwnListingDetail(
  deps: ListingsDeps,
  id: number,
  ownerId: number,
  locale: Locale,
): Promise<ListingDetail> {
  const [row] = await selectJoinedById(deps.db, id);
  if (!row || row.listing.userId !== ownerId) throw new AppError('not_found');
  const [photos, owner, counts] = await Promise.all([
    selectPhotosOf(deps.db, [id]),
    findUserById(deps.db, ownerId),
    countsOf(deps.db, id),
  ]);
  const stats: DetailStats = { ...counts, has_phone: hasPhone(owner) };
  return toDetail(row, photos, ownerOf(ownerId, owner), true, locale, stats);
}
