import { AD_PLACEMENTS, type AdPlacement } from '@portal/contract/advertisements-values';
import { pathFor } from '@portal/contract/routes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { QueryView } from '../../../../back-office/components/query-view';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { UserText } from '../../../../ui/user-text';
import { AD_PLACEMENT_LABELS } from '../admin-ad-labels';
import { formatDay } from '../ad-format';
import { monthLength, monthOf, monthStart, shiftMonth } from '../ad-month';
import { useAdminAdCalendar } from '../api/admin-ad-calendar';
import { AdminAdStatusBadge } from '../components/ad-status-badge';
import { AdsSubnav } from '../components/ads-subnav';

/** Placements counted per category or per branch: their calendar needs which one. */
const SCOPED: Partial<Record<AdPlacement, string>> = {
  category: 'admin-advertisements.calendar.category',
  main_branch: 'admin-advertisements.calendar.branch',
};

/**
 * /admin/advertisements/calendar: one placement's month, day by day: the places still free
 * out of its capacity and the orders holding the others, each linking to its review.
 */
export default function AdCalendarPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const place = AD_PLACEMENTS.find((p) => p === params.get('place')) ?? 'home_page';
  const scope = /^\d{1,10}$/.test(params.get('scope') ?? '') ? (params.get('scope') as string) : '';
  const month = monthOf(params.get('month'));
  const [draftScope, setDraftScope] = useState(scope);
  const needsScope = SCOPED[place] !== undefined;
  const calendar = useAdminAdCalendar(
    { place, scope, from: monthStart(month), days: monthLength(month) },
    !needsScope || scope !== '',
  );
  const go = (next: { place?: AdPlacement; scope?: string; month?: string }) =>
    setParams(
      new URLSearchParams({
        place: next.place ?? place,
        month: next.month ?? month,
        ...((next.scope ?? scope) ? { scope: next.scope ?? scope } : {}),
      }),
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go({ scope: draftScope.trim() });
  };
  const field = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm';
  const label = 'mb-1 block text-sm font-medium text-slate-800';
  const monthName = formatDate(locale, `${monthStart(month)}T12:00:00Z`, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-advertisements-calendar.title')}</h1>
        <AdsSubnav />
        <form
          onSubmit={submit}
          aria-label={t('admin-advertisements.calendar.filters')}
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end"
        >
          <div>
            <label htmlFor={`${id}-place`} className={label}>
              {t('admin-advertisements.calendar.place')}
            </label>
            <select
              id={`${id}-place`}
              value={place}
              onChange={(e) => go({ place: e.target.value as AdPlacement, scope: '' })}
              className={field}
            >
              {AD_PLACEMENTS.map((p) => (
                <option key={p} value={p}>
                  {t(AD_PLACEMENT_LABELS[p])}
                </option>
              ))}
            </select>
          </div>
          {needsScope ? (
            <>
              <div>
                <label htmlFor={`${id}-scope`} className={label}>
                  {t(SCOPED[place] as string)}
                </label>
                <input
                  id={`${id}-scope`}
                  inputMode="numeric"
                  dir="ltr"
                  value={draftScope}
                  onChange={(e) => setDraftScope(e.target.value)}
                  className={field}
                />
              </div>
              <Button type="submit">{t('admin-advertisements.calendar.show')}</Button>
            </>
          ) : null}
        </form>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link
            to={`?${new URLSearchParams({ place, month: shiftMonth(month, -1), ...(scope ? { scope } : {}) })}`}
            className="text-brand-700 underline"
          >
            {t('admin-advertisements.calendar.previous')}
          </Link>
          <h2 className="text-lg font-semibold" data-testid="calendar-month">
            {monthName}
          </h2>
          <Link
            to={`?${new URLSearchParams({ place, month: shiftMonth(month, 1), ...(scope ? { scope } : {}) })}`}
            className="text-brand-700 underline"
          >
            {t('admin-advertisements.calendar.next')}
          </Link>
        </div>
        {needsScope && !scope ? (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm">
            {t('admin-advertisements.calendar.scope_needed')}
          </p>
        ) : (
          <QueryView query={calendar}>
            {(data) => (
              <>
                <p className="text-sm text-slate-600">
                  {t('admin-advertisements.calendar.capacity', { n: formatNumber(locale, data.capacity) })}
                </p>
                <ol className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="ad-calendar">
                  {data.days.map((day) => {
                    const full = day.free <= 0;
                    return (
                      <li
                        key={day.date}
                        data-testid="calendar-day"
                        data-date={day.date}
                        className={`flex flex-col gap-1 rounded-lg border p-3 text-sm ${full ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
                      >
                        <div className="flex flex-wrap items-baseline justify-between gap-2">
                          <time dateTime={day.date} className="font-semibold">
                            {formatDay(locale, day.date, {
                              weekday: 'short',
                              day: 'numeric',
                              month: 'short',
                            })}
                          </time>
                          <span className={full ? 'font-semibold text-red-900' : 'text-slate-700'}>
                            {full
                              ? t('admin-advertisements.calendar.full')
                              : t('admin-advertisements.calendar.free', {
                                  count: day.free,
                                  n: formatNumber(locale, day.free),
                                  capacity: formatNumber(locale, data.capacity),
                                })}
                          </span>
                        </div>
                        {day.bookings.length > 0 ? (
                          <ul className="flex flex-col gap-1">
                            {day.bookings.map((booking) => (
                              <li key={booking.id} className="flex flex-wrap items-center gap-2">
                                <Link
                                  to={pathFor('admin-advertisement', { id: String(booking.id) })}
                                  className="text-brand-700 underline"
                                >
                                  <UserText>{booking.name}</UserText>
                                </Link>
                                <AdminAdStatusBadge status={booking.status} />
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    );
                  })}
                </ol>
              </>
            )}
          </QueryView>
        )}
      </div>
    </BackOfficeLayout>
  );
}
