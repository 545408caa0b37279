import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { useContentList } from '../api/list-content';
import { articleListPath, type ArticleKind } from '../articles';
import { articleListInput } from '../list-inputs';
import { useListParams } from '../list-params';
import { ArticleCard } from './article-card';
import { CategorySelect } from './list-filters';
import { PageHeading } from './page-heading';
import { ListStates } from './states';

/** The news or the blog: newest first, a page at a time (`?page=`), by category or tag. */
export function ArticleList({ kind }: { kind: ArticleKind }) {
  const { t } = useTranslation();
  const params = useListParams();
  const category = params.get('category');
  const tag = params.get('tag');
  const query = useContentList(kind, articleListInput(params));
  return (
    <>
      <PageHeading route={kind}>
        {tag ? (
          <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
            <span>
              {t('content.article.tagged')} <bdi className="font-semibold">#{tag}</bdi>
            </span>
            <Link to={articleListPath(kind, { category })} className="text-brand-700 underline">
              {t('content.article.all_tags')}
            </Link>
          </p>
        ) : null}
      </PageHeading>
      <div className="mb-6 max-w-xs">
        <CategorySelect kind={kind} value={category} onChange={(value) => params.set({ category: value })} />
      </div>
      <ListStates query={query} filtered={category !== '' || tag !== ''} hrefOfPage={params.hrefOfPage}>
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((item) => (
              <ArticleCard key={item.id} kind={kind} item={item} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
