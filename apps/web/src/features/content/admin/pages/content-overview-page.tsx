import { CONTENT_KINDS, CONTENT_STATES } from '@portal/contract/content-values';
import { pathFor } from '@portal/contract/routes';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { LoadError } from '../../../../ui/load-error';
import { useAdminContentCounts } from '../api/list-admin-content';
import { kindLabel, stateLabel } from '../content-labels';
import { useCanEditContent } from '../use-can-edit-content';

/** /admin/content: one tile per kind of content, with how many items are in each state. */
export default function ContentOverviewPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const canEdit = useCanEditContent();
  const counts = useAdminContentCounts(CONTENT_KINDS, CONTENT_STATES);
  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-content.title')}</h1>
        {canEdit ? null : (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
            {t('admin-content.read_only')}
          </p>
        )}
        {counts.isError ? <LoadError error={counts.error} onRetry={() => void counts.refetch()} /> : null}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="content-kinds">
          {CONTENT_KINDS.map((kind) => (
            <li key={kind}>
              <Link
                to={pathFor('admin-content-kind', { kind })}
                className="block h-full rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-600"
                data-testid={`kind-${kind}`}
              >
                <h2 className="font-semibold text-slate-900">{t(kindLabel(kind))}</h2>
                <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {CONTENT_STATES.map((state) => {
                    const n = counts.count(kind, state);
                    return (
                      <div key={state} className="flex gap-1">
                        <dt className="text-slate-600">{t(stateLabel(state))}</dt>
                        <dd className="font-semibold" data-testid={`count-${kind}-${state}`}>
                          {n === undefined ? '…' : formatNumber(locale, n)}
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </BackOfficeLayout>
  );
}
