import type { ServiceBranch } from '@portal/contract/content';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate, formatList } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { UserText } from '../../../ui/user-text';
import { spansOf } from '../../home/opening-hours';

/** "HH:MM" as the page's language writes a time of day. */
function timeOfDay(locale: Locale, hhmm: string): string {
  return formatDate(locale, `1970-01-05T${hhmm}:00Z`, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

/** The week's hours, one line per open weekday ("Mon 08:00–16:30"); 0 = Monday. */
function weekHours(locale: Locale, hours: ServiceBranch['hours']): string[] {
  const dayName = new Intl.DateTimeFormat(intlLocaleOf(locale), { weekday: 'short', timeZone: 'UTC' });
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => {
    const spans = spansOf(hours, weekday);
    if (spans.length === 0) return [];
    // 5 January 1970 was a Monday.
    const name = dayName.format(new Date(Date.UTC(1970, 0, 5 + weekday)));
    const times = spans.map((s) => `${timeOfDay(locale, s.open)}–${timeOfDay(locale, s.close)}`);
    return [`${name} ${formatList(locale, times)}`];
  });
}

/** The branches offering the chosen service, as radio cards with their address and hours. */
export function BranchChoice({
  branches,
  value,
  onChange,
  legend,
  error,
}: {
  branches: readonly ServiceBranch[];
  value: number | null;
  onChange: (id: number) => void;
  legend: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="appointment-branches">
      <legend className="mb-2 text-lg font-semibold">{legend}</legend>
      {branches.length === 0 ? (
        <p className="text-sm text-slate-600">{t('appointments.book.no_branches')}</p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">
        {branches.map((branch) => {
          const hours = weekHours(locale, branch.hours);
          return (
            <label
              key={branch.id}
              className={`flex cursor-pointer gap-3 rounded-xl border bg-white p-4 ${value === branch.id ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
            >
              <input
                type="radio"
                name="branch_id"
                value={branch.id}
                checked={value === branch.id}
                onChange={() => onChange(branch.id)}
                className="mt-1 size-4 shrink-0"
              />
              <span className="flex min-w-0 flex-col gap-1 text-sm">
                <UserText className="font-semibold text-slate-900">{branch.title}</UserText>
                {branch.is_main ? (
                  <span className="text-xs text-brand-700">{t('appointments.book.main_branch')}</span>
                ) : null}
                {branch.address ? (
                  <span>
                    <span className="sr-only">{t('appointments.book.address')}: </span>
                    <UserText className="text-slate-700">{branch.address}</UserText>
                  </span>
                ) : null}
                {hours.length > 0 ? (
                  <span className="text-slate-600">
                    <span className="sr-only">{t('appointments.book.hours')}: </span>
                    {hours.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </span>
                ) : null}
                {branch.map_url ? (
                  <a
                    href={branch.map_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-brand-700 underline"
                  >
                    {t('appointments.book.map')}
                  </a>
                ) : null}
                {branch.phones.length > 0 ? (
                  <span className="text-slate-600">
                    <span className="sr-only">{t('appointments.book.phones')}: </span>
                    <span dir="ltr">{branch.phones.join(' · ')}</span>
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? <p className="text-xs text-red-700">{error}</p> : null}
    </fieldset>
  );
}
