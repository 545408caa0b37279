import { directionOf } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../../ui/link';
import { Breadcrumbs } from '../../../ui/breadcrumbs';
import { ShareMenu } from '../../../ui/share-menu';
import { useContentItem } from '../api/get-content';
import { articleListPath, type ArticleKind } from '../articles';
import { ArticleCard } from './article-card';
import { ArticleMeta } from './article-meta';
import { FallbackNotice } from './fallback-notice';
import { ItemLead } from './item-lead';
import { useCategoryLabel } from './list-filters';
import { QueryStates } from './states';
import { useItemTitle } from '../use-item-title';
import { articleRef } from '../list-inputs';

/**
 * One article (`/news/:id`, `/blog/:slug`): the trail back to its list, cover, category, date,
 * reading time, text, tags, share, and related articles. An unknown one is the site's 404.
 */
export function ArticlePage({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const { id, slug } = useParams();
  const query = useContentItem(kind, articleRef(kind, { id, slug }));
  const label = useCategoryLabel(kind);
  useItemTitle(query.data?.item.title);
  return (
    <QueryStates query={query}>
      {({ item, related }) => {
        if (item.details.kind !== 'news' && item.details.kind !== 'blog') return null;
        const { cover, category, tags } = item.details;
        const dir = directionOf(item.locale);
        return (
          <>
            <Breadcrumbs
              trail={[
                { label: t(`routes.${kind}.title`), to: articleListPath(kind) },
                { label: <bdi lang={item.locale}>{item.title}</bdi> },
              ]}
            />
            <article className="mx-auto max-w-3xl" data-testid="article">
              <FallbackNotice item={item} />
              <header className="mb-6 space-y-3">
                <Link
                  to={articleListPath(kind, { category })}
                  className="text-sm font-semibold text-brand-800 hover:underline"
                >
                  {label(category)}
                </Link>
                <h1 lang={item.locale} dir={dir} className="text-2xl font-bold sm:text-3xl">
                  {item.title}
                </h1>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <ArticleMeta item={item} />
                  <ShareMenu title={item.title} />
                </div>
              </header>
              <ItemLead item={item} picture={cover} />
              {tags.length > 0 ? (
                <div className="mt-8">
                  <h2 className="sr-only">{t('content.article.tags')}</h2>
                  <ul className="flex flex-wrap gap-2">
                    {tags.map((tag) => (
                      <li key={tag}>
                        <Link
                          to={articleListPath(kind, { tag })}
                          className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-800"
                        >
                          <bdi>#{tag}</bdi>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </article>
            {related.length > 0 ? (
              <section aria-labelledby="related-articles" className="mt-12">
                <h2 id="related-articles" className="mb-4 text-xl font-bold">
                  {t('content.article.related')}
                </h2>
                <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {related.map((other) => (
                    <ArticleCard key={other.id} kind={kind} item={other} headingLevel="h3" />
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        );
      }}
    </QueryStates>
  );
}
