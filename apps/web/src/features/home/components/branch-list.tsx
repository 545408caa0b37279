import type { ContentItem } from '@portal/contract/content';
import { useTranslation } from '../../../lib/use-translation';
import { formatList, formatTimeOfDay as timeOfDay } from '../../../lib/format';
import { useFormatEnv } from '../../../lib/render-env';
import { useLocale } from '../../../lib/use-locale';
import { isOpenAt, spansOf, wallClock, type OpeningSpan } from '../opening-hours';
import { ContentText } from './content-text';
import { SectionHeading } from './section-heading';
import { PhoneLinks } from '../../../ui/phone-links';

function TodaysHours({ hours, timeZone }: { hours: readonly OpeningSpan[]; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The server's moment while its HTML is adopted, the browser's after (lib/render-env.tsx).
  const clock = wallClock(useFormatEnv().now ?? new Date(), timeZone);
  if (hours.length === 0) return null;
  const today = spansOf(hours, clock.weekday);
  const open = isOpenAt(hours, clock);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span
        data-testid="branch-open"
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${open ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-700'}`}
      >
        {open ? t('home.branch_open_now') : t('home.branch_closed_now')}
      </span>
      <span className="text-slate-700">
        {today.length === 0
          ? t('home.branch_closed_today')
          : t('home.branch_today', {
              hours: formatList(
                locale,
                today.map((s) =>
                  t('home.branch_span', {
                    open: timeOfDay(locale, s.open),
                    close: timeOfDay(locale, s.close),
                  }),
                ),
              ),
            })}
      </span>
    </p>
  );
}

/** The agency's offices: address, phones to call, today's hours (open now?) and the map. */
export function BranchList({ branches, timeZone }: { branches: readonly ContentItem[]; timeZone: string }) {
  const { t } = useTranslation();
  if (branches.length === 0) return null;
  return (
    <section aria-labelledby="home-branches" data-testid="home-branches">
      <SectionHeading id="home-branches" title={t('home.branches_title')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {branches.map((item) => {
          if (item.details.kind !== 'branch') return null;
          const branch = item.details;
          return (
            <li key={item.id} className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5">
              <ContentText as="h3" item={item} className="font-semibold text-slate-900">
                {item.title}
              </ContentText>
              {branch.address ? (
                <ContentText as="p" item={item} className="text-sm text-slate-700">
                  {branch.address}
                </ContentText>
              ) : null}
              <PhoneLinks phones={branch.phones} label={t('home.phone')} />
              <TodaysHours hours={branch.hours} timeZone={timeZone} />
              {branch.map_url ? (
                <a
                  href={branch.map_url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="inline-block text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t('home.branch_map')}
                  <span className="sr-only"> — {item.title}</span>
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
