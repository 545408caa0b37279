import type { Platform } from '@portal/contract/catalog';
import { parseIdParam } from '@portal/contract/ids';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { isNotFound } from '../api/get-listing';
import { useCategory } from '../../catalog/api/category';
import { categoryPath } from '../labels';
import { parseBrowseState } from '../search-state';
import { hrefQuery } from '../use-browse-state';
import { BrowseView } from './browse-view';
import { CategoryTrail } from './category-trail';
import { ListingNotFound } from './listing-not-found';

/**
 * /announcements/{id} and /sales/{id}: a category (or sub-category, or filter) with its path,
 * its sub-categories and its listings; the other filters carry over between categories.
 */
export function CategoryList({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const params = useParams();
  const id = parseIdParam(params.id);
  const category = useCategory(platform, id);
  const node = category.data?.category;
  const [search] = useSearchParams();

  useEffect(() => {
    if (node) document.title = `${node.name} · ${t('common.site_name')}`;
  }, [node, t]);

  if (id === null || isNotFound(category.error))
    return <ListingNotFound platform={platform} kind="category" />;
  if (!category.data || !node) {
    return category.isError ? (
      <ListingNotFound platform={platform} kind="category" />
    ) : (
      <p role="status" className="py-16 text-center text-slate-500">
        {t('common.loading')}
      </p>
    );
  }
  const query = hrefQuery(parseBrowseState(search));
  const children = node.children ?? [];

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <CategoryTrail platform={platform} steps={category.data.breadcrumbs} current={node.name} />
        <h1 className="text-2xl font-bold sm:text-3xl">{node.name}</h1>
      </div>
      {children.length > 0 ? (
        <nav aria-label={t('browse.category.subcategories')}>
          <ul className="flex flex-wrap gap-2" data-testid="subcategories">
            {children.map((child) => (
              <li key={child.id}>
                <Link
                  to={`${categoryPath(platform, child.id)}${query}`}
                  className="block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <BrowseView
        key={id}
        platform={platform}
        categoryId={id}
        searchLabel={t('browse.category.search', { category: node.name })}
      />
    </div>
  );
}
