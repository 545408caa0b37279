import type { ContentItem } from '@portal/contract/content';
import { directionOf } from '@portal/contract/locale';
import { Link } from '../../../ui/link';
import { articlePath, type ArticleKind } from '../articles';
import { imageSources } from '../image-sources';
import { ArticleMeta } from './article-meta';
import { useCategoryLabel } from './list-filters';

/** An article in a list: cover, category, title, date, reading time and summary. */
export function ArticleCard({
  kind,
  item,
  headingLevel = 'h2',
}: {
  kind: ArticleKind;
  item: ContentItem;
  headingLevel?: 'h2' | 'h3';
}) {
  const label = useCategoryLabel(kind);
  const details = item.details.kind === kind ? item.details : null;
  if (!details || (details.kind !== 'news' && details.kind !== 'blog')) return null;
  const Heading = headingLevel;
  const dir = directionOf(item.locale);
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white"
      data-testid="article-card"
    >
      {details.cover ? (
        <img
          {...imageSources(details.cover, 'thumbnail')}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full bg-slate-100 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold text-brand-800">{label(details.category)}</p>
        <Heading lang={item.locale} dir={dir} className="text-lg font-semibold">
          <Link to={articlePath(kind, item)} className="hover:text-brand-800 hover:underline">
            {item.title}
          </Link>
        </Heading>
        <ArticleMeta item={item} />
        {item.summary ? (
          <p lang={item.locale} dir={dir} className="line-clamp-3 text-sm text-slate-700">
            {item.summary}
          </p>
        ) : null}
      </div>
    </li>
  );
}
