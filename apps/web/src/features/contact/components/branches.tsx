import type { ContentItem } from '@portal/contract/content';
import { useTranslation } from '../../../lib/use-translation';
import { formatTimeOfDay, formatWeekday } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useContactSlots } from '../contact-slots';

type BranchDetails = Extract<ContentItem['details'], { kind: 'branch' }>;

/** The week, Monday first, each day with its spans (a day without one is closed). */
function OpeningHours({ hours }: { hours: BranchDetails['hours'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (hours.length === 0) return null;
  return (
    <table className="w-full text-sm">
      <caption className="mb-1 text-start font-semibold text-slate-800">{t('contact.hours')}</caption>
      <tbody>
        {[0, 1, 2, 3, 4, 5, 6].map((weekday) => {
          const spans = hours.filter((h) => h.weekday === weekday);
          return (
            <tr key={weekday} className="border-t border-slate-100">
              <th scope="row" className="py-1 text-start font-normal text-slate-700">
                {formatWeekday(locale, weekday)}
              </th>
              <td className="py-1 text-end tabular-nums">
                {spans.length === 0
                  ? t('contact.closed')
                  : spans
                      .map((s) =>
                        t('contact.span', {
                          open: formatTimeOfDay(locale, s.open),
                          close: formatTimeOfDay(locale, s.close),
                        }),
                      )
                      .join(' · ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The agency's offices: address, phones to call, e-mail, the week's hours and the map. */
export function Branches({ branches }: { branches: readonly ContentItem[] }) {
  const { t } = useTranslation();
  const slots = useContactSlots();
  if (branches.length === 0) return null;
  return (
    <section aria-labelledby="contact-branches" data-testid="contact-branches" className="mt-10">
      <h2 id="contact-branches" className="mb-4 text-xl font-bold">
        {t('contact.branches_title')}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {branches.map((item) => {
          if (item.details.kind !== 'branch') return null;
          const branch = item.details;
          return (
            <li
              key={item.id}
              data-testid="contact-branch"
              lang={item.locale}
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
            >
              <h3 dir="auto" className="font-semibold text-slate-900">
                {item.title}
                {branch.is_main ? (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                    {t('contact.main_branch')}
                  </span>
                ) : null}
              </h3>
              {branch.address ? (
                <p dir="auto" className="text-sm text-slate-700">
                  {branch.address}
                </p>
              ) : null}
              {branch.phones.length > 0 ? (
                <p className="flex flex-wrap gap-x-3 text-sm">
                  <span className="text-slate-600">{t('contact.phone_label')}</span>
                  {branch.phones.map((phone) => (
                    <a
                      key={phone}
                      href={`tel:${phone.replace(/ /g, '')}`}
                      dir="ltr"
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {phone}
                    </a>
                  ))}
                </p>
              ) : null}
              {branch.email ? (
                <p className="text-sm">
                  <span className="text-slate-600">{t('contact.email_label')}</span>{' '}
                  <a
                    href={`mailto:${branch.email}`}
                    dir="ltr"
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    {branch.email}
                  </a>
                </p>
              ) : null}
              <OpeningHours hours={branch.hours} />
              {branch.map_url ? (
                <a
                  href={branch.map_url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('contact.map')}
                  <span className="sr-only"> — {item.title}</span>
                </a>
              ) : null}
              {slots.branchExtra?.(item.id)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
