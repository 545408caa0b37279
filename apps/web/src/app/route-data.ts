import { topCategoriesQuery } from '../features/catalog/api/categories';
import { prefetchArticle, prefetchInfoPage, prefetchList, prefetchMedia } from '../features/content/prefetch';
import {
  articleListInput,
  downloadsInput,
  FAQ_LIST,
  LATEST_LIST,
  legalTextsInput,
  linkListInput,
  listFiltersOf,
  PARTNERS_LIST,
} from '../features/content/list-inputs';
import { favoriteIdsQuery } from '../features/engagement/api/favorites';
import { homeQuery } from '../features/home/api/get-home';
import { prefetchBrowse, prefetchDetail } from '../features/listings/prefetch';
import { siteSearchQuery } from '../features/search/api/site-search';
import { prefetchSeller } from '../features/sellers/prefetch';
import { settingsQuery } from '../features/settings/api';
import { contentListQuery } from '../features/content/api/list-content';
import type { Prefetch } from '../lib/prefetch';
import type { RoutePrefetch } from './router';

/**
 * What the layout reads on every page: the settings (footer, placements), and for a
 * signed-in reader the favorites the cards' toggles show.
 */
export const prefetchLayout: Prefetch = ({ queryClient, user }) =>
  Promise.all([
    queryClient.prefetchQuery(settingsQuery),
    user ? queryClient.prefetchQuery(favoriteIdsQuery(user.id)) : null,
  ]);

/**
 * What each server-rendered route reads (docs/decisions/035-one-pass-page-rendering.md), with
 * the `queryOptions` factories its components use: fetched together before the page's one
 * render. A route of the server's list without one renders what the layout reads only.
 */
export const ROUTE_PREFETCH: RoutePrefetch = {
  home: ({ queryClient, locale }) => queryClient.prefetchQuery(homeQuery(locale)),
  search: ({ queryClient, locale, search }) => {
    const q = search.get('q') ?? '';
    // An empty box asks nothing (useSiteSearch).
    return q ? queryClient.prefetchQuery(siteSearchQuery(locale, q)) : Promise.resolve();
  },
  announcements: (context) => prefetchBrowse(context, 'announcements', false),
  sales: (context) => prefetchBrowse(context, 'sales', false),
  'announcements-category': (context) => prefetchBrowse(context, 'announcements', true),
  'sales-category': (context) => prefetchBrowse(context, 'sales', true),
  'announcements-show': prefetchDetail,
  'sales-show': prefetchDetail,
  seller: prefetchSeller,
  'about-us': prefetchInfoPage('about-us'),
  'terms-and-conditions': prefetchInfoPage('terms-and-conditions'),
  'privacy-policy': prefetchInfoPage('privacy-policy'),
  'personal-privacy': prefetchInfoPage('personal-privacy'),
  'user-guide': prefetchInfoPage('user-guide'),
  faq: prefetchList('faq', () => FAQ_LIST),
  'legal-texts': prefetchList('legal_text', (search) => legalTextsInput(listFiltersOf(search))),
  'downloadable-files': prefetchList('download', (search) => downloadsInput(listFiltersOf(search))),
  'friendly-links': prefetchList('link', () => linkListInput('friendly')),
  'related-links': prefetchList('link', () => linkListInput('related')),
  partners: prefetchList('partner', () => PARTNERS_LIST),
  news: prefetchList('news', (search) => articleListInput(listFiltersOf(search))),
  'news-show': prefetchArticle('news'),
  blog: prefetchList('blog', (search) => articleListInput(listFiltersOf(search))),
  'blog-show': prefetchArticle('blog'),
  multimedia: prefetchMedia,
  sitemap: ({ queryClient, locale }) =>
    Promise.all([
      queryClient.prefetchQuery(topCategoriesQuery(locale, 'announcements')),
      queryClient.prefetchQuery(topCategoriesQuery(locale, 'sales')),
      queryClient.prefetchQuery(contentListQuery(locale, 'news', LATEST_LIST)),
      queryClient.prefetchQuery(contentListQuery(locale, 'blog', LATEST_LIST)),
    ]),
};
