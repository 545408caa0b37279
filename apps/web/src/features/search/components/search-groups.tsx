import type { ContentItem } from '@portal/contract/content';
import type { SiteSearchGroup } from '@portal/contract/search';
import type { Locale } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatDate, formatNumber } from '../../../lib/format';
import { useFormatEnv } from '../../../lib/render-env';
import { useLocale } from '../../../lib/use-locale';
import { UserText } from '../../../ui/user-text';
import { ListingCard } from '../../listings';

/**
 * Each kind's name, and where its "see all" leads with the words: the listings' own search over
 * both platforms, the news and blog lists, the FAQ. A new kind adds its line here.
 */
const KINDS: Record<SiteSearchGroup['kind'], { title: string; seeAll: (q: string) => string }> = {
  listings: {
    title: 'search.site.kind_listings',
    seeAll: (q) => `/search/listings?q=${encodeURIComponent(q)}`,
  },
  news: { title: 'search.site.kind_news', seeAll: (q) => `/news?q=${encodeURIComponent(q)}` },
  blog: { title: 'search.site.kind_blog', seeAll: (q) => `/blog?q=${encodeURIComponent(q)}` },
  faq: { title: 'search.site.kind_faq', seeAll: (q) => `/faq?q=${encodeURIComponent(q)}` },
};

/** The page of one result of the CMS's kinds. */
function contentPath(item: ContentItem, q: string): string {
  if (item.kind === 'news') return `/news/${item.id}`;
  if (item.kind === 'blog') return `/blog/${encodeURIComponent(item.slug)}`;
  return KINDS.faq.seeAll(q);
}

function ContentResult({ item, q, locale }: { item: ContentItem; q: string; locale: Locale }) {
  const env = useFormatEnv();
  const lang = item.fallback ? item.locale : undefined;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4">
      <UserText as="h3" lang={lang} className="font-semibold">
        <Link to={contentPath(item, q)} className="text-brand-800 hover:underline">
          {item.title}
        </Link>
      </UserText>
      {item.summary ? (
        <UserText as="p" lang={lang} className="mt-1 line-clamp-2 text-sm text-slate-600">
          {item.summary}
        </UserText>
      ) : null}
      {item.kind !== 'faq' ? (
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={item.published_at}>
            {formatDate(locale, item.published_at, { dateStyle: 'medium', ...env.zone })}
          </time>
        </p>
      ) : null}
    </article>
  );
}

/** One kind's results: its name and total, its best matches, and the way to all of them. */
export function SearchGroup({ group, q }: { group: SiteSearchGroup; q: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = `search-group-${group.kind}`;
  const title = t(KINDS[group.kind].title);
  return (
    <section aria-labelledby={id} data-testid={id}>
      <div className="mb-3 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-lg font-bold">
          {title}{' '}
          <span className="text-base font-normal text-slate-600" data-testid="search-group-total">
            ({formatNumber(locale, group.total)})
          </span>
        </h2>
        {group.total > 0 ? (
          <Link
            to={KINDS[group.kind].seeAll(q)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('search.site.see_all')}
            <span className="sr-only"> — {title}</span>
          </Link>
        ) : null}
      </div>
      {group.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('search.site.group_empty')}</p>
      ) : group.kind === 'listings' ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {group.items.map((card) => (
            <li key={card.id}>
              <ListingCard card={card} />
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {group.items.map((item) => (
            <li key={item.id}>
              <ContentResult item={item} q={q} locale={locale} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
