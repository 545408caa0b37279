import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { Button } from '../../ui/button';

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
  if (query.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
        <p className="mb-3">{errorText(query.error, t)}</p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  return (
    <p role="status" className="py-16 text-center text-slate-500">
      {t('common.loading')}
    </p>
  );
}
