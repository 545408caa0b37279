import type { Locale } from '@portal/contract/locale';
import type { Seller } from '@portal/contract/sellers';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { readOnce, type RequestScope } from '../../platform/request-scope';
import { shortName } from '../listings/service';
import { publicImageUrl, regionRef, toPublicBusiness } from './business-view';
import { MIN_CONVERSATIONS_FOR_RESPONSE } from '@portal/contract/sellers-values';
import {
  selectActiveSeller,
  selectBusiness,
  selectMainRegionOfListings,
  selectResponseStats,
} from './queries';

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
    readSeller(db, username, locale),
  );
}

async function readSeller(db: Tx, username: string, locale: Locale): Promise<Seller> {
  const user = await selectActiveSeller(db, username);
  if (!user) throw new AppError('not_found');
  const [business, listingsRegion, stats] = await Promise.all([
    selectBusiness(db, user.id),
    selectMainRegionOfListings(db, user.id),
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
