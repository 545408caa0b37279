import { RELATED_LISTINGS_MAX, type ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { cardsOf, findPublicListing } from './public-cards';
import { selectCardsInOrder, selectSimilarCandidates, type SimilarCandidate } from './queries';
import { documentWords } from './search-document';

/** Title terms the text ranking compares with (a title is a few words, its stems, no more). */
const MAX_RANK_TERMS = 24;

/**
 * The ts_rank of each listing's search vector against a tsquery, from the search index
 * (search-index.ts); undefined when the index cannot say (not loaded, a listing it does not hold).
 */
export type RankListings = (
  query: string,
  listingIds: readonly number[],
) => Promise<Float64Array | undefined>;

/**
 * "Similar ads" beside a public listing (on its detail page): other public listings of its
 * platform in the same branch of the catalog, ranked by the deepest level shared (filter, then
 * sub-category, then category), then the same region before the others, then how well their
 * search document matches the listing's title, then newest. Never the listing itself.
 *
 * The candidates are read in the database and ordered here. Their text ranks come from the
 * search index (`rank`) where it runs: ranking them in the database reads every candidate's
 * search vector, most of a detail page's database time. Without it, or when it cannot rank them
 * all, the database ranks them in the same read, with the same figures.
 */
export async function listSimilarListings(
  deps: ListingsDeps,
  id: number,
  locale: Locale,
  scope?: RequestScope,
  rank?: RankListings,
): Promise<ListingCard[]> {
  const listing = await findPublicListing(deps, id, scope);
  const terms = documentWords([listing.title]).slice(0, MAX_RANK_TERMS);
  // Terms hold only letters and digits (normalizeText), so quoting cannot be broken out of.
  const titleQuery = terms.map((term) => `'${term}'`).join(' | ');
  const fromIndex = Boolean(rank && titleQuery);
  let candidates = await selectSimilarCandidates(deps.db, listing, fromIndex ? undefined : titleQuery);
  if (fromIndex) {
    const ranks = await rank!(
      titleQuery,
      candidates.map((c) => c.id),
    );
    candidates = ranks
      ? candidates.map((c, i) => ({ ...c, rank: ranks[i]! }))
      : // The index is not loaded yet, or has not read a candidate's change: the database ranks.
        await selectSimilarCandidates(deps.db, listing, titleQuery);
  }
  const ids = inSimilarOrder(listing, candidates).slice(0, RELATED_LISTINGS_MAX);
  return cardsOf(await selectCardsInOrder(deps.db, ids), locale);
}

/**
 * The candidates' ids in the similar ads' order: the deepest catalog level shared, the same
 * region first, the text rank, newest, then the highest id.
 */
function inSimilarOrder(
  listing: Pick<SimilarCandidate, 'filterId' | 'subCategoryId' | 'regionId'>,
  candidates: SimilarCandidate[],
): number[] {
  const level = (c: SimilarCandidate) =>
    listing.filterId !== null && c.filterId === listing.filterId
      ? 0
      : listing.subCategoryId !== null && c.subCategoryId === listing.subCategoryId
        ? 1
        : 2;
  const keyed = candidates.map((c) => ({
    id: c.id,
    level: level(c),
    otherRegion: c.regionId === listing.regionId ? 0 : 1,
    rank: c.rank,
    published: c.publishedAt.getTime(),
  }));
  keyed.sort(
    (a, b) =>
      a.level - b.level ||
      a.otherRegion - b.otherRegion ||
      b.rank - a.rank ||
      b.published - a.published ||
      b.id - a.id,
  );
  return keyed.map((k) => k.id);
}
