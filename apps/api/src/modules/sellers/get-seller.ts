import type { Locale } from '@portal/contract/locale';
import type { Seller } from '@portal/contract/sellers';
import type { Tx } from '../../db/client';
import { dataVersion } from '../../db/data-versions';
import { AppError } from '../../platform/errors';
import { createVersionedMemo } from '../../platform/http-cache';
import { readOnce, type RequestScope } from '../../platform/request-scope';
import { shortName } from '../listings/service';
import { publicImageUrl, regionRef, toPublicBusiness } from './business-view';
import { MIN_CONVERSATIONS_FOR_RESPONSE } from '@portal/contract/sellers-values';
import {
  selectActiveSeller,
  selectBusiness,
  selectMainRegionOfListings,
  selectResponseStats,
  type RegionNames,
} from './queries';

/**
 * How long a seller's main wilaya is kept while no public listing changes: a listing passing
 * its expiry moves no version, and the wilaya most of a seller's listings are in hardly moves
 * with one of them.
 */
const MAIN_REGION_MAX_AGE_MS = 5 * 60_000;
/** Sellers whose main wilaya is kept, per database (about a hundred bytes each). */
const MAIN_REGIONS_KEPT = 20_000;

/**
 * The wilaya of each seller's listings, kept per version of the public listings: counting a
 * large seller's listings by wilaya was the dearest read of their page (5 ms on average, 20 ms for
 * the largest, at a million listings), and every filter, sort and page of it asked again.
 */
const mainRegions = new WeakMap<Tx, ReturnType<typeof createVersionedMemo<RegionNames | undefined>>>();

async function mainRegionOf(db: Tx, userId: number, scope?: RequestScope): Promise<RegionNames | undefined> {
  let memo = mainRegions.get(db);
  if (!memo) mainRegions.set(db, (memo = createVersionedMemo(MAIN_REGION_MAX_AGE_MS, MAIN_REGIONS_KEPT)));
  const version = await dataVersion(db, 'listings', scope);
  return memo(String(userId), version, () => selectMainRegionOfListings(db, userId));
}

/**
 * GET /sellers/{username}: what anyone may see of a seller — the name as listings show it
 * ("Amina B."), the avatar, since when they are a member, their wilaya, how they answer buyers'
 * messages, and their business when they declared one. Never an email or a phone (the
 * business's phone is revealed on a click, as a listing's). A suspended or deleted account is
 * not found. Read once for a request's parts (`scope`): a seller's page asks for it for its
 * <head>, then for its header.
 */
export function getSeller(db: Tx, username: string, locale: Locale, scope?: RequestScope): Promise<Seller> {
  return readOnce(scope, `seller:${username.toLowerCase()}:${locale}`, () =>
    readSeller(db, username, locale, scope),
  );
}

async function readSeller(db: Tx, username: string, locale: Locale, scope?: RequestScope): Promise<Seller> {
  const user = await selectActiveSeller(db, username);
  if (!user) throw new AppError('not_found');
  const [business, listingsRegion, stats] = await Promise.all([
    selectBusiness(db, user.id),
    mainRegionOf(db, user.id, scope),
    selectResponseStats(db, user.id),
  ]);
  return {
    id: user.id,
    username: user.username,
    name: shortName(user),
    avatar_url: publicImageUrl(user.avatarKey),
    member_since: user.createdAt.toISOString(),
    region: regionRef(business?.region ?? listingsRegion, locale),
    business: business ? toPublicBusiness(business, locale) : null,
    response: responseOf(stats),
  };
}

/** The share of conversations answered and the median minutes to a first answer, once enough exist. */
function responseOf(stats: Awaited<ReturnType<typeof selectResponseStats>>): Seller['response'] {
  if (stats.asked < MIN_CONVERSATIONS_FOR_RESPONSE) return null;
  return {
    rate: stats.answered / stats.asked,
    median_minutes: stats.medianSeconds === null ? null : Math.round(stats.medianSeconds / 60),
  };
}
