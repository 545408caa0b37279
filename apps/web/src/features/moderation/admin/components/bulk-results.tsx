import { useTranslation } from '../../../../lib/use-translation';
import { STATUS_LABELS } from '../../../../lib/listing-labels';
import type { BulkResult } from '../api/decisions';

/** What became of each item of a bulk decision: its new status, or why it was refused. */
export function BulkResults({
  results,
  titles,
  onDismiss,
}: {
  results: BulkResult[];
  titles: ReadonlyMap<number, string>;
  onDismiss: () => void;
}) {
  const { t } = useTranslation();
  const done = results.filter((r) => r.status !== null).length;
  return (
    <section
      aria-labelledby="bulk-results-title"
      data-testid="bulk-results"
      className="rounded-2xl border border-slate-200 bg-white p-4"
    >
      <div className="mb-2 flex items-center justify-between gap-3">
        <h2 id="bulk-results-title" className="font-semibold">
          {t('admin.bulk.results', { count: results.length, done, total: results.length })}
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          className="text-sm font-medium text-brand-800 hover:underline"
        >
          {t('admin.close')}
        </button>
      </div>
      <ul className="space-y-1 text-sm">
        {results.map((result) => (
          <li key={result.id} data-testid="bulk-result" data-ok={result.status !== null}>
            <bdi className="font-medium">{titles.get(result.id) ?? `#${result.id}`}</bdi>:{' '}
            {result.edit ? (
              <span className="text-green-800">
                {result.edit === 'approved'
                  ? t('admin-revisions.bulk.edit_approved')
                  : t('admin-revisions.bulk.edit_rejected')}
              </span>
            ) : result.status !== null ? (
              <span className="text-green-800">{t(STATUS_LABELS[result.status])}</span>
            ) : (
              <span className="text-red-800">{result.message ?? t('admin.bulk.refused')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
