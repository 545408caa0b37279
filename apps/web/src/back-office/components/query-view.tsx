import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { LoadError } from '../../ui/load-error';

/** A catalog list's states: the error with a retry, loading, then the list drawn from its data. */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <p role="status" className="py-16 text-center text-slate-500">
      {t('common.loading')}
    </p>
  );
}
