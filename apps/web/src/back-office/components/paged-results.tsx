import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { EmptyState } from '../../ui/empty-state';
import { PagePager } from './page-pager';
import { QueryView } from './query-view';

/** A page of a back-office list as the API answers it. */
interface Paged {
  data: unknown[];
  total: number;
  per_page: number;
}

/**
 * A back-office list's page: the empty state when it holds nothing, else how many there are
 * (said as a status), the page's items, and the pages (asked past the last one, the last one
 * is said to be current).
 */
export function PagedResults<T extends Paged>({
  query,
  page,
  href,
  empty,
  total,
  totalTestId,
  children,
}: {
  query: UseQueryResult<T>;
  page: number;
  href: (page: number) => string;
  empty: string;
  /**
   * How many there are, in words: given the list's total as a count for the plural and in the
   * page's digits (`n`), and the page's data for a sentence that says more.
   */
  total: (count: { count: number; n: string }, data: T) => string;
  totalTestId?: string;
  children: (data: T) => ReactNode;
}) {
  const locale = useLocale();
  return (
    <QueryView query={query}>
      {(data) => {
        if (data.data.length === 0) return <EmptyState title={empty} />;
        const last = Math.max(1, Math.ceil(data.total / data.per_page));
        return (
          <>
            <p role="status" className="text-sm text-slate-600" data-testid={totalTestId}>
              {total({ count: data.total, n: formatNumber(locale, data.total) }, data)}
            </p>
            {children(data)}
            <PagePager page={Math.min(page, last)} last={last} href={href} />
          </>
        );
      }}
    </QueryView>
  );
}
