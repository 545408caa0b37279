import type { ServiceBranch } from '@portal/contract/content';
import type { Locale } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate, formatList } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { UserText } from '../../../ui/user-text';
import { hoursByWeekday } from '../services';
import { PhoneLinks } from '../../../ui/phone-links';

/** 0 = Monday (the contract's week): 5 January 1970 was a Monday. */
const weekdayName = (locale: Locale, weekday: number) =>
  formatDate(locale, new Date(Date.UTC(1970, 0, 5 + weekday)), { weekday: 'long', timeZone: 'UTC' });

/** "HH:MM" as the page's language writes a time of day. */
const timeOfDay = (locale: Locale, hhmm: string) =>
  formatDate(locale, `1970-01-05T${hhmm === '24:00' ? '23:59' : hhmm}:00Z`, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });

/**
 * The branches offering a service: name, address, phones to call, the week's opening hours
 * and the map. Their text is the page's language (or the branch's fallback), written by staff.
 */
export function ServiceBranches({ branches, lang }: { branches: readonly ServiceBranch[]; lang: Locale }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="service-branches" className="mt-10" data-testid="service-branches">
      <h2 id="service-branches" className="mb-4 text-xl font-bold">
        {t('content.service.branches_title')}
      </h2>
      {branches.length === 0 ? (
        <p className="text-slate-600">{t('content.service.no_branches')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {branches.map((branch) => (
            <li
              key={branch.id}
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
              data-testid="service-branch"
            >
              <h3 className="font-semibold text-slate-900">
                <UserText lang={lang}>{branch.title}</UserText>
                {branch.is_main ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('content.service.main_branch')}
                  </span>
                ) : null}
              </h3>
              {branch.address ? (
                <UserText as="p" lang={lang} className="text-sm text-slate-700">
                  {branch.address}
                </UserText>
              ) : null}
              <PhoneLinks phones={branch.phones} label={t('content.service.phones')} />
              {branch.hours.length > 0 ? (
                <div className="text-sm">
                  <p className="font-semibold text-slate-800">{t('content.service.hours')}</p>
                  <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5 text-slate-700">
                    {hoursByWeekday(branch.hours).map(({ weekday, spans }) => (
                      <div key={weekday} className="contents">
                        <dt>{weekdayName(locale, weekday)}</dt>
                        <dd>
                          {formatList(
                            locale,
                            spans.map((s) =>
                              t('content.service.span', {
                                open: timeOfDay(locale, s.open),
                                close: timeOfDay(locale, s.close),
                              }),
                            ),
                          )}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ) : null}
              {branch.map_url ? (
                <a
                  href={branch.map_url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block text-sm font-semibold text-brand-700 hover:underline"
                  data-testid="service-branch-map"
                >
                  {t('content.service.map')}
                  <span className="sr-only">
                    {' '}
                    — <UserText lang={lang}>{branch.title}</UserText> {t('content.external')}
                  </span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
