import type { ContentKind } from '@portal/contract/content-values';
import { listingSearchQuerySchema } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import {
  SEARCH_GROUP_SIZE,
  SEARCH_KINDS,
  type SearchKind,
  type SiteSearchGroup,
  type SiteSearchResponse,
} from '@portal/contract/search';
import { searchPublished } from '../content/service';
import { searchListings } from '../listings/service';
import type { SearchDeps } from './deps';

type GroupOf<K extends SearchKind> = Extract<SiteSearchGroup, { kind: K }>;

/** A kind of the CMS searched by its own service (its words matched like the listings'). */
const contentGroup =
  <K extends SearchKind & ContentKind>(kind: K) =>
  async (deps: SearchDeps, q: string, locale: Locale): Promise<GroupOf<K>> => {
    const { items, total } = await searchPublished(deps.db, { kind, q, locale, limit: SEARCH_GROUP_SIZE });
    return { kind, total, items } as GroupOf<K>;
  };

/**
 * Each kind's searcher, through its area's service: the best SEARCH_GROUP_SIZE matches and the
 * total. Every one normalizes the words the same way (Arabic spellings, French accents,
 * Arabizi: the listings' search-document.ts). The agency's services add their searcher here.
 */
const SEARCHERS: { [K in SearchKind]: (deps: SearchDeps, q: string, locale: Locale) => Promise<GroupOf<K>> } =
  {
    listings: async (deps, q, locale) => {
      const query = listingSearchQuerySchema.parse({ q, per_page: String(SEARCH_GROUP_SIZE) });
      const found = await searchListings(deps, query, locale);
      return { kind: 'listings', total: found.total, items: found.data };
    },
    news: contentGroup('news'),
    blog: contentGroup('blog'),
    faq: contentGroup('faq'),
  };

/** GET /search: every kind searched for the same words, one group per kind, in SEARCH_KINDS order. */
export async function siteSearch(deps: SearchDeps, q: string, locale: Locale): Promise<SiteSearchResponse> {
  const groups = await Promise.all(SEARCH_KINDS.map((kind) => SEARCHERS[kind](deps, q, locale)));
  return { q, groups };
}
