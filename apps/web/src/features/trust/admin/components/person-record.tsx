import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { UserText } from '../../../../ui/user-text';
import type { ReportGroup } from '../api/reports';
import { USER_STATUS_LABELS } from '../trust-labels';

/**
 * A reported person with their record — listings by status, open reports, warnings,
 * suspension — after a label (the author, the buyer, the seller).
 */
export function PersonRecord({
  label,
  person,
  deleted = false,
}: {
  label: string;
  person: ReportGroup['author'];
  deleted?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="text-sm text-slate-700" data-testid="report-person">
      {label}:{' '}
      {deleted ? (
        t(USER_STATUS_LABELS.deleted)
      ) : (
        <>
          <UserText className="font-medium">{person.name}</UserText> <span dir="ltr">@{person.username}</span>
        </>
      )}
      {' · '}
      {t('admin-trust.reports.record', {
        approved: formatNumber(locale, person.history.approved),
        rejected: formatNumber(locale, person.history.rejected),
        reports: formatNumber(locale, person.open_reports),
        warnings: formatNumber(locale, person.warnings),
      })}
      {person.suspended ? (
        <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-xs text-red-900">
          {t(USER_STATUS_LABELS.suspended)}
        </span>
      ) : null}
    </p>
  );
}
