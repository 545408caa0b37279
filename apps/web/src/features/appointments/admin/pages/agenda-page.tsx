import type { AdminAppointment } from '@portal/contract/appointments';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '@portal/contract/appointments-values';
import type { ServiceBranch } from '@portal/contract/content';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { FilterSelect } from '../../../../back-office/components/filter-select';
import { QueryView } from '../../../../back-office/components/query-view';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { todayIn } from '../../../../lib/zoned-time';
import { parseDateKey } from '../../../../ui/date-time';
import { EmptyState } from '../../../../ui/empty-state';
import { SelectField } from '../../../../ui/form-field';
import { useBookableServices } from '../../api/bookable-services';
import { STATUS_LABELS } from '../../components/status-badge';
import { useSettings } from '../../../settings/api';
import { addDays, weekDays, weekStart } from '../../slots';
import { useAgenda } from '../api/agenda';
import { AgendaItem } from '../components/agenda-item';

type View = 'day' | 'week';
const VIEW_LABELS: Record<View, string> = { day: 'appointments.admin.day', week: 'appointments.admin.week' };

/** The branches that take appointments: those of the bookable services, each once. */
function branchesOf(services: readonly { branches: readonly ServiceBranch[] }[]): ServiceBranch[] {
  const byId = new Map<number, ServiceBranch>();
  for (const s of services) for (const b of s.branches) if (!byId.has(b.id)) byId.set(b.id, b);
  return [...byId.values()].sort(
    (a, b) => Number(b.is_main) - Number(a.is_main) || a.title.localeCompare(b.title),
  );
}

/**
 * Appointments grouped by their day in the portal's zone (the agenda's days are that zone's, so
 * staff anywhere see the same days), each day in time order.
 */
export function byDay(items: readonly AdminAppointment[], zone: string): Map<string, AdminAppointment[]> {
  const days = new Map<string, AdminAppointment[]>();
  const sorted = [...items].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const item of sorted) {
    const day = todayIn(zone, new Date(item.starts_at));
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/** A day's appointments grouped by their slot (same starting instant), in time order. */
export function bySlot(items: readonly AdminAppointment[]): [string, AdminAppointment[]][] {
  const slots = new Map<string, AdminAppointment[]>();
  for (const item of [...items].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    slots.set(item.starts_at, [...(slots.get(item.starts_at) ?? []), item]);
  }
  return [...slots.entries()];
}

/**
 * /admin/appointments: one branch's appointments by day (a list by slot) or by week (seven
 * columns), moved by previous/next/today and narrowed by status; the branch, view, date and
 * status are in the URL so a view can be shared and reloaded.
 */
export default function AgendaPage() {
  const { t } = useTranslation();
  const services = useBookableServices();
  const settings = useSettings();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.admin-appointments.title')}</h1>
      <QueryView query={settings}>
        {({ appointments }) => (
          <QueryView query={services}>
            {(list) => {
              const branches = branchesOf(list);
              return branches.length === 0 ? (
                <EmptyState title={t('appointments.admin.no_branches')} />
              ) : (
                <Agenda branches={branches} zone={appointments.time_zone} />
              );
            }}
          </QueryView>
        )}
      </QueryView>
    </div>
  );
}

/**
 * The agenda of `zone`'s calendar: its today, its days and its times, as the API's from/to are
 * dates of that zone (a browser elsewhere would otherwise ask for other hours than it shows).
 */
function Agenda({ branches, zone }: { branches: ServiceBranch[]; zone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const [today] = useState(() => todayIn(zone));
  const branchId = branches.some((b) => String(b.id) === search.get('branch'))
    ? Number(search.get('branch'))
    : branches[0]!.id;
  const view: View = search.get('view') === 'day' ? 'day' : 'week';
  const anchor = parseDateKey(search.get('date') ?? '') ? search.get('date')! : today;
  const statusParam = search.get('status');
  const status = APPOINTMENT_STATUSES.includes(statusParam as AppointmentStatus)
    ? (statusParam as AppointmentStatus)
    : undefined;
  const days = view === 'week' ? weekDays(weekStart(anchor)) : [anchor];
  const agenda = useAgenda({ branchId, from: days[0]!, to: days.at(-1)!, status });
  const grouped = useMemo(() => byDay(agenda.data?.data ?? [], zone), [agenda.data, zone]);

  const set = (changes: Record<string, string | undefined>) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const step = view === 'week' ? 7 : 1;
  const dayTitle = (day: string) =>
    formatDate(locale, parseDateKey(day)!, { weekday: 'long', day: 'numeric', month: 'long' });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('appointments.admin.branch')}
          options={branches.map((b) => ({ value: String(b.id), label: b.title }))}
          selectProps={{
            value: String(branchId),
            onChange: (e) => set({ branch: e.target.value }),
            'data-testid': 'agenda-branch',
          }}
        />
        <FilterSelect
          label={t('appointments.admin.status')}
          allLabel={t('appointments.admin.all_statuses')}
          value={status ?? ''}
          onChange={(v) => set({ status: v || undefined })}
        >
          {APPOINTMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </FilterSelect>
        <fieldset>
          <legend className="mb-1 block text-sm font-medium text-slate-800">
            {t('appointments.admin.view')}
          </legend>
          <div className="flex gap-2">
            {(['day', 'week'] as const).map((v) => (
              <Button
                key={v}
                size="sm"
                variant={view === v ? 'primary' : 'secondary'}
                aria-pressed={view === v}
                onClick={() => set({ view: v === 'week' ? undefined : v })}
              >
                {t(VIEW_LABELS[v])}
              </Button>
            ))}
          </div>
        </fieldset>
      </div>
      <nav aria-label={t('routes.admin-appointments.title')} className="flex flex-wrap items-center gap-2">
        <Button
          size="sm"
          variant="secondary"
          onClick={() => set({ date: addDays(anchor, -step) })}
          data-testid="agenda-previous"
        >
          <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
            ‹
          </span>{' '}
          {t(view === 'week' ? 'appointments.admin.previous_week' : 'appointments.admin.previous_day')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => set({ date: undefined })}>
          {t('appointments.admin.today')}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => set({ date: addDays(anchor, step) })}>
          {t(view === 'week' ? 'appointments.admin.next_week' : 'appointments.admin.next_day')}{' '}
          <span aria-hidden="true" className="rtl:-scale-x-100 inline-block">
            ›
          </span>
        </Button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {view === 'week'
            ? `${formatDate(locale, parseDateKey(days[0]!)!, { dateStyle: 'medium' })} – ${formatDate(locale, parseDateKey(days.at(-1)!)!, { dateStyle: 'medium' })}`
            : dayTitle(anchor)}
          {' · '}
          {t('appointments.admin.times_zone', { zone })}
        </p>
      </nav>
      <QueryView query={agenda}>
        {() =>
          view === 'week' ? (
            <div className="grid gap-3 md:grid-cols-7" data-testid="agenda-week">
              {days.map((day) => (
                <section
                  key={day}
                  aria-labelledby={`agenda-${day}`}
                  className={`flex min-w-0 flex-col gap-2 rounded-xl border p-2 ${day === today ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-slate-50'}`}
                >
                  <h2 id={`agenda-${day}`} className="text-sm font-semibold">
                    <button
                      type="button"
                      className="text-start underline"
                      onClick={() => set({ view: 'day', date: day })}
                    >
                      {formatDate(locale, parseDateKey(day)!, {
                        weekday: 'short',
                        day: 'numeric',
                        month: 'short',
                      })}
                    </button>
                  </h2>
                  {(grouped.get(day) ?? []).length === 0 ? (
                    <p className="text-xs text-slate-500">{t('appointments.admin.empty_day')}</p>
                  ) : (
                    <ul className="flex flex-col gap-2">
                      {grouped.get(day)!.map((item) => (
                        <li key={item.id}>
                          <AgendaItem item={item} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              ))}
            </div>
          ) : (
            <section aria-labelledby="agenda-day" data-testid="agenda-day" className="flex flex-col gap-3">
              <h2 id="agenda-day" className="text-lg font-semibold">
                {dayTitle(anchor)}
              </h2>
              {(grouped.get(anchor) ?? []).length === 0 ? (
                <EmptyState title={t('appointments.admin.empty_day')} />
              ) : (
                <ol className="flex flex-col gap-4">
                  {bySlot(grouped.get(anchor)!).map(([startsAt, items]) => (
                    <li key={startsAt} className="grid gap-2 sm:grid-cols-[6rem_1fr]">
                      <time dateTime={startsAt} className="font-semibold tabular-nums">
                        {formatDate(locale, startsAt, { hour: 'numeric', minute: '2-digit', timeZone: zone })}
                      </time>
                      <ul className="flex flex-col gap-2">
                        {items.map((item) => (
                          <li key={item.id}>
                            <AgendaItem item={item} />
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ol>
              )}
            </section>
          )
        }
      </QueryView>
    </div>
  );
}
