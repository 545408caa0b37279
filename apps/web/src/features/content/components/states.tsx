import type { ContentItem, ContentList } from '@portal/contract/content';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { HttpError } from '../../../lib/http';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { Pagination } from '../../../ui/pagination';
import { NotFoundPage } from '../../system';

export function ContentLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="py-16 text-center text-slate-500">
      {t('common.loading')}
    </p>
  );
}

/**
 * The states every content page shares before its data is drawn: loading, the site's 404 for
 * an item that does not exist (or is not published), and a failed call with a retry.
 */
export function QueryStates<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.error instanceof HttpError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return <ContentLoading />;
}

/** A list with nothing to show: nothing published yet, or nothing matches the filters. */
export function EmptyList({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return filtered ? (
    <EmptyState title={t('content.empty.no_match_title')} body={t('content.empty.no_match_body')} />
  ) : (
    <EmptyState title={t('content.empty.title')} body={t('content.empty.body')} />
  );
}

/**
 * A page of a list once loaded: the empty state when it holds nothing (`filtered`: because of
 * the filters), else the items and, when `hrefOfPage` is given, the links to the other pages.
 */
export function ListStates({
  query,
  filtered,
  hrefOfPage,
  children,
}: {
  query: UseQueryResult<ContentList>;
  filtered: boolean;
  hrefOfPage?: (page: number) => string;
  children: (items: ContentItem[]) => ReactNode;
}) {
  return (
    <QueryStates query={query}>
      {({ data, meta }) =>
        data.length === 0 ? (
          <EmptyList filtered={filtered} />
        ) : (
          <>
            {children(data)}
            {hrefOfPage ? <Pagination current={meta.page} last={meta.last_page} hrefOf={hrefOfPage} /> : null}
          </>
        )
      }
    </QueryStates>
  );
}
