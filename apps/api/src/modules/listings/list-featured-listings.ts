import { FEATURED_STRIP_SIZE, type FeaturedQuery, type ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { eq, sql } from 'drizzle-orm';
import { createVersionedMemo } from '../../platform/http-cache';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { publicListingsVersion } from './home-listings';
import { isPromoted } from './listing-view';
import { cardsOf } from './public-cards';
import { all, listingsTable as l, publicCondition, selectPage, type CardWithCover } from './queries';
import { isPublicListing } from './visibility';

/**
 * Running promotions read for a strip, at most: the strip shows FEATURED_STRIP_SIZE of them.
 * Past this many, a random sample of this many takes turns until it is read again.
 */
const CANDIDATES = 200;
/** How long the candidates read are used at most, so that a larger sample takes its turns. */
const CANDIDATES_FOR_MS = 60_000;

/**
 * The featured strip of a list page (docs/decisions/016): up to 4 public listings of the
 * platform (and of the category at any level, on a category page) whose promotion runs now,
 * in a new random order at each request, so every promoted listing gets its turn. Read along
 * `listings_promoted_idx` (platform, promoted_until, partial on promoted rows): only the few
 * running promotions are looked at, whatever the size of the table. Apart from the search,
 * whose order, counts and match sets it does not touch.
 *
 * The running promotions of a platform (and category) are kept per version of what the public
 * sees: a listing enters them only by a write (its approval, its promotion), which moves the
 * version; it leaves them by a write too, or when its promotion or its own time runs out, which
 * each use checks. One keeper per app (its database).
 */
export function createFeaturedListings() {
  const candidates = createVersionedMemo<CardWithCover[]>(CANDIDATES_FOR_MS, 1_000);
  return async function listFeaturedListings(
    deps: ListingsDeps,
    query: FeaturedQuery,
    locale: Locale,
    scope?: RequestScope,
  ): Promise<ListingCard[]> {
    const category = query.category_id;
    const rows = await candidates(
      `${query.platform}:${category ?? ''}`,
      await publicListingsVersion(deps, scope),
      () =>
        selectPage(
          deps.db,
          all([
            eq(l.platform, query.platform),
            sql`${l.promotedUntil} > now()`,
            publicCondition(),
            category === undefined
              ? undefined
              : sql`${category} in (${l.categoryId}, ${l.subCategoryId}, ${l.filterId})`,
          ]),
          [sql`random()`],
          CANDIDATES,
          0,
        ),
    );
    const now = new Date();
    const running = rows.filter(({ listing }) => isPublicListing(listing, now) && isPromoted(listing, now));
    return cardsOf(shuffled(running).slice(0, FEATURED_STRIP_SIZE), locale);
  };
}

/** A copy of `items` in a random order (Fisher–Yates). */
function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
