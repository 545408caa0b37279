import type { ContentItem } from '@portal/contract/content';
import { HOME_SECTIONS, type ContentKind, type HomeSection } from '@portal/contract/content-values';
import {
  HOME_LATEST_SIZE,
  HOME_PLATFORMS,
  type HomePlatform,
  type HomeResponse,
} from '@portal/contract/home';
import type { Locale } from '@portal/contract/locale';
import { countPublished, listPublished, type ContentFilters } from '../content/service';
import { countPublicListings, listLatestListings } from '../listings/service';
import { getSettings, portalTimeZone } from '../settings/service';
import type { HomeDeps } from './deps';

/**
 * How each platform counts what it offers the public now. A platform without a counter (its
 * area is not built yet) answers null: the page shows no number rather than a made-up one.
 * The agency's services are the CMS's published services; the paid-advertising area adds its own.
 */
const COUNTERS: Partial<Record<HomePlatform, (deps: HomeDeps) => Promise<number>>> = {
  announcements: (deps) => countPublicListings(deps, 'announcements'),
  sales: (deps) => countPublicListings(deps, 'sales'),
  services: (deps) => countPublished(deps.db, 'service'),
};

/** How many items of each list of the CMS the home page shows at most. */
const CONTENT_LIMIT = 12;
const PARTNERS_LIMIT = 24;

/**
 * GET /home: everything the home page shows, in the request's language. Costly parts are
 * bounded whatever the data's size: the counts sum listing groups (docs/decisions/010), the
 * latest listings are the first rows of an index, the CMS lists are short; and the answer is
 * kept in memory for its data's version (routes.ts).
 */
export async function getHome(deps: HomeDeps, locale: Locale): Promise<HomeResponse> {
  const content = (kind: ContentKind, limit = CONTENT_LIMIT, filters?: ContentFilters) =>
    listPublished(deps.db, { kind, locale, limit, ...(filters ? { filters } : {}) });
  const section = (key: HomeSection) => content('home_section', CONTENT_LIMIT, { section: key });
  const [settings, platforms, announcements, sales, sections, branches, links, partners] = await Promise.all([
    getSettings(deps.db),
    Promise.all(HOME_PLATFORMS.map(async (key) => ({ key, count: (await COUNTERS[key]?.(deps)) ?? null }))),
    listLatestListings(deps, 'announcements', HOME_LATEST_SIZE, locale),
    listLatestListings(deps, 'sales', HOME_LATEST_SIZE, locale),
    Promise.all(HOME_SECTIONS.map(section)),
    content('branch'),
    content('link', CONTENT_LIMIT, { list: 'related' }),
    content('partner', PARTNERS_LIMIT),
  ]);
  const bySection = Object.fromEntries(HOME_SECTIONS.map((key, i) => [key, sections[i]!])) as Record<
    HomeSection,
    ContentItem[]
  >;
  const general = settings.general;
  // A text the settings leave empty in this language reads in another one, as content does.
  const inLocale = (text: Record<Locale, string>) => text[locale] || text.ar || text.fr || text.en;
  return {
    site_name: inLocale(general.site_name),
    platforms,
    latest: { announcements, sales },
    sections: bySection,
    branches,
    links,
    partners,
    contact: { phone: general.phone, email: general.contact_email, address: inLocale(general.address) },
    time_zone: portalTimeZone(settings),
  };
}
