import type { Platform } from '@portal/contract/catalog';
import { findRouteByName, type RouteName } from '@portal/contract/routes';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { useTopCategories } from '../../catalog/api/categories';
import { categoryPath, platformPath } from '../../listings';
import { useContentList } from '../api/list-content';
import { LATEST_LIST } from '../list-inputs';
import { articlePath, type ArticleKind } from '../articles';
import { PageHeading } from '../components/page-heading';

/** The site's public pages by group, each named as its route (its breadcrumb and tab title). */
const GROUPS: { title: string; routes: RouteName[] }[] = [
  {
    title: 'content.sitemap.information',
    routes: [
      'home',
      'about-us',
      'contact-us',
      'faq',
      'user-guide',
      'terms-and-conditions',
      'privacy-policy',
      'personal-privacy',
      'legal-texts',
      'downloadable-files',
    ],
  },
  {
    title: 'content.sitemap.media',
    routes: ['news', 'blog', 'multimedia', 'podcast', 'friendly-links', 'related-links', 'partners'],
  },
  {
    title: 'content.sitemap.services',
    routes: [
      'services-all',
      'book-appointment',
      'join-us',
      'advertisement',
      'share-survey-with-us',
      'subscriptions',
      'app-download',
    ],
  },
  {
    title: 'content.sitemap.account',
    routes: [
      'login',
      'register',
      'forgot-password',
      'profile-main',
      'profile-announcements',
      'profile-favorites',
    ],
  },
];

const linkClass = 'text-slate-700 hover:text-brand-800 hover:underline';

function RouteLink({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  const route = findRouteByName(name);
  if (!route) return null;
  return (
    <Link to={route.path} className={linkClass}>
      {t(`routes.${name}.title`)}
    </Link>
  );
}

function PlatformSection({ platform }: { platform: Platform }) {
  const categories = useTopCategories(platform);
  return (
    <section aria-labelledby={`sitemap-${platform}`}>
      <h2 id={`sitemap-${platform}`} className="mb-3 text-lg font-bold">
        <Link to={platformPath(platform)} className="hover:text-brand-800 hover:underline">
          <RouteTitle name={platform} />
        </Link>
      </h2>
      <ul className="columns-1 space-y-1 text-sm sm:columns-2" data-testid={`sitemap-categories-${platform}`}>
        {(categories.data ?? []).map((category) => (
          <li key={category.id}>
            <Link to={categoryPath(platform, category.id)} className={linkClass}>
              <bdi>{category.name}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RouteTitle({ name }: { name: RouteName }) {
  const { t } = useTranslation();
  return <>{t(`routes.${name}.title`)}</>;
}

function Latest({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const latest = useContentList(kind, LATEST_LIST);
  const items = latest.data?.data ?? [];
  return (
    <li>
      <RouteLink name={kind} />
      {items.length > 0 ? (
        <ul
          className="mt-1 space-y-1 ps-4"
          aria-label={t('content.sitemap.latest', { section: t(`routes.${kind}.title`) })}
        >
          {items.map((item) => (
            <li key={item.id}>
              <Link to={articlePath(kind, item)} className={`${linkClass} text-sm`}>
                <bdi lang={item.locale}>{item.title}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** An HTML map of every public page: the two platforms and their categories, then the site's pages. */
export default function SitemapPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading route="sitemap" />
      <div className="grid gap-8 md:grid-cols-2">
        <PlatformSection platform="announcements" />
        <PlatformSection platform="sales" />
        {GROUPS.map((group, index) => (
          <section key={group.title} aria-labelledby={`sitemap-group-${index}`}>
            <h2 id={`sitemap-group-${index}`} className="mb-3 text-lg font-bold">
              {t(group.title)}
            </h2>
            <ul className="space-y-1 text-sm">
              {group.routes.map((name) =>
                name === 'news' || name === 'blog' ? (
                  <Latest key={name} kind={name} />
                ) : (
                  <li key={name}>
                    <RouteLink name={name} />
                  </li>
                ),
              )}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
