import { RELATED_LISTINGS_MAX, type ListingCard } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { RequestScope } from '../../platform/request-scope';
import type { ListingsDeps } from './deps';
import { cardsWithCovers, findPublicListing } from './public-cards';
import { all, listingsTable as l, publicCondition, selectPage, textRank } from './queries';
import { documentWords } from './search-document';

/**
 * Candidates read per catalog level (newest first, each along its own partial index), so the
 * cost stays bounded however many listings a category holds; the ranking then runs on at most
 * three times this many rows.
 */
const POOL_PER_LEVEL = 100;
/** Title terms the text ranking compares with (a title is a few words, its stems, no more). */
const MAX_RANK_TERMS = 24;

/**
 * "Similar ads" beside a public listing (on its detail page): other public listings of its
 * platform in the same branch of the catalog, ranked by the deepest level shared (filter, then
 * sub-category, then category), then the same region before the others, then how well their
 * search document matches the listing's title, then newest. Never the listing itself.
 */
export async function listSimilarListings(
  deps: ListingsDeps,
  id: number,
  locale: Locale,
  scope?: RequestScope,
): Promise<ListingCard[]> {
  const listing = await findPublicListing(deps, id, scope);
  const levels: [SQL, number | null][] = [
    [sql`${l.filterId}`, listing.filterId],
    [sql`${l.subCategoryId}`, listing.subCategoryId],
    [sql`${l.categoryId}`, listing.categoryId],
  ];
  const candidate = all([publicCondition(), eq(l.platform, listing.platform), ne(l.id, listing.id)]);
  const pools = levels
    .filter((level): level is [SQL, number] => level[1] !== null)
    .map(
      ([column, value]) =>
        sql`(select ${l.id} from ${l} where ${candidate} and ${column} = ${value}
             order by ${l.publishedAt} desc nulls last limit ${POOL_PER_LEVEL})`,
    );

  const terms = documentWords([listing.title]).slice(0, MAX_RANK_TERMS);
  // Terms hold only letters and digits (normalizeText), so quoting cannot be broken out of.
  const titleQuery = terms.map((term) => `'${term}'`).join(' | ');

  const rows = await selectPage(
    deps.db,
    all([candidate, sql`${l.id} in (${sql.join(pools, sql` union `)})`]),
    [
      sql`case when ${l.filterId} = ${listing.filterId} then 0
               when ${l.subCategoryId} = ${listing.subCategoryId} then 1 else 2 end`,
      sql`(${l.regionId} = ${listing.regionId}) desc`,
      ...(titleQuery ? [sql`${textRank(titleQuery)} desc`] : []),
      sql`${l.publishedAt} desc nulls last`,
      desc(l.id),
    ],
    RELATED_LISTINGS_MAX,
    0,
  );
  return cardsWithCovers(deps, rows, locale);
}
