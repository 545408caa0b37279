import { useTranslation } from '../../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Link } from '../../../ui/link';
import { UserText } from '../../../ui/user-text';
import { searchPath, SearchForm } from '../../../ui/search-form';
import { postAdPath } from '../../listings';

/**
 * The top of the home page: the site's name (its largest text, the page's first paint), what
 * it offers, the search over every kind, and "Post an ad" (to the category choice, as the
 * header's; a visitor logs in first).
 */
export function HomeHero({ siteName }: { siteName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-5 py-10 text-white sm:px-10 sm:py-12">
      <UserText as="h1" className="mb-2 text-3xl font-bold sm:text-4xl" data-testid="site-name">
        {siteName}
      </UserText>
      <p className="mb-1 text-lg font-semibold text-brand-50">{t('home.hero_title')}</p>
      <p className="mb-6 max-w-2xl text-brand-100">{t('home.hero_body')}</p>
      <div className="flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-center">
        <SearchForm
          id="home-search"
          action="/search"
          label={t('home.search_label')}
          placeholder={t('home.search_placeholder')}
          submitLabel={t('home.search_submit')}
          onSearch={(query) => navigate(searchPath(query))}
        />
        <Link
          to={postAdPath('announcements')}
          data-testid="home-post-ad"
          className="flex shrink-0 items-center justify-center gap-1.5 rounded-lg bg-amber-400 px-4 py-2.5 font-semibold whitespace-nowrap text-slate-900 hover:bg-amber-300"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          {t('home.post_ad')}
        </Link>
      </div>
    </section>
  );
}
