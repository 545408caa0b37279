import type { ContentItem } from '@portal/contract/content';

/** The two kinds of article: news are addressed by id, blog posts by slug. */
export type ArticleKind = 'news' | 'blog';

export function articlePath(kind: ArticleKind, item: Pick<ContentItem, 'id' | 'slug'>): string {
  return kind === 'news' ? `/news/${item.id}` : `/blog/${encodeURIComponent(item.slug)}`;
}

/** The list's address narrowed to a category or a tag (the filters of the list page). */
export function articleListPath(kind: ArticleKind, filter: { category?: string; tag?: string } = {}): string {
  const query = new URLSearchParams();
  if (filter.category) query.set('category', filter.category);
  if (filter.tag) query.set('tag', filter.tag);
  const search = query.toString();
  return `/${kind}${search ? `?${search}` : ''}`;
}
