import { PLATFORMS, type Platform } from '@portal/contract/catalog';
import { DASHBOARD_WINDOWS } from '@portal/contract/dashboard';
import { pathFor } from '@portal/contract/routes';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { errorText } from '../../../../lib/error-text';
import { formatDuration, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useDashboard, type Dashboard } from '../api/dashboard';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { DayBarChart, dayLabel } from '../components/day-bar-chart';
import { dashboardSearch, readDashboardWindow } from '../dashboard-window';
import { queueSearch } from '../../../moderation/admin/queue-filters';
import { Button } from '../../../../ui/button';

type Platforms = Dashboard['queues']['pending'];

/** The review queue of one platform. */
const queueOf = (platform: Platform) =>
  `${pathFor('admin')}${queueSearch({ platform, category: null, region: null, age: null, page: 1 })}`;

/** A figure with its label; the label and figure link to the queue they count when there is one. */
function StatCard({
  label,
  value,
  to,
  testId,
  children,
}: {
  label: string;
  value: string;
  to?: string;
  testId: string;
  children?: ReactNode;
}) {
  const body = (
    <>
      <span className="block text-sm text-slate-700">{label}</span>
      <span className="block text-3xl font-bold tabular-nums" data-testid="stat-value">
        {value}
      </span>
    </>
  );
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4" data-testid={testId}>
      {to ? (
        <Link to={to} className="block rounded-lg hover:text-brand-800">
          {body}
        </Link>
      ) : (
        body
      )}
      {children}
    </li>
  );
}

/** The count of each platform, each linking to that platform's queue when `href` is given. */
function PlatformCounts({ counts, href }: { counts: Platforms; href?: (platform: Platform) => string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul
      className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm"
      aria-label={t('admin-dashboard.waiting.per_platform')}
    >
      {PLATFORMS.map((platform) => {
        const text = t('admin-dashboard.waiting.platform_count', {
          platform: t(`admin.platform.${platform}`),
          n: formatNumber(locale, counts[platform]),
        });
        return (
          <li key={platform} data-testid={`platform-${platform}`}>
            {href ? (
              <Link to={href(platform)} className="text-brand-800 underline">
                {text}
              </Link>
            ) : (
              text
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The window's choices (7, 30, 90 days), kept in the URL. */
function WindowPicker({ days }: { days: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <nav aria-label={t('admin-dashboard.window.label')}>
      <ul className="flex gap-1 rounded-full border border-slate-300 bg-white p-1">
        {DASHBOARD_WINDOWS.map((choice) => (
          <li key={choice}>
            <Link
              to={dashboardSearch(choice) || '?'}
              aria-current={choice === days ? 'true' : undefined}
              className={`block rounded-full px-3 py-1 text-sm font-medium ${
                choice === days ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'
              }`}
            >
              {t('admin-dashboard.window.days', { count: choice, n: formatNumber(locale, choice) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const sum = (counts: Platforms) => counts.announcements + counts.sales;

function Figures({ data }: { data: Dashboard }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (value: number) => formatNumber(locale, value);
  const days = data.series.map((d) => d.day);
  const range = { from: dayLabel(locale, days[0] ?? ''), to: dayLabel(locale, days.at(-1) ?? '') };
  const decisionPeak = Math.max(0, ...data.series.map((d) => d.approved + d.rejected));
  const usersPeak = Math.max(0, ...data.series.map((d) => d.new_users));
  const time = data.decision_time;

  return (
    <>
      <section aria-labelledby="dashboard-waiting" className="space-y-3">
        <h2 id="dashboard-waiting" className="text-lg font-semibold">
          {t('admin-dashboard.waiting.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label={t('admin-dashboard.waiting.pending')}
            value={n(sum(data.queues.pending))}
            to={pathFor('admin')}
            testId="stat-pending"
          >
            <PlatformCounts counts={data.queues.pending} href={queueOf} />
          </StatCard>
          <StatCard
            label={t('admin-dashboard.waiting.pending_edits')}
            value={n(sum(data.queues.pending_edits))}
            testId="stat-pending-edits"
          >
            <PlatformCounts counts={data.queues.pending_edits} />
          </StatCard>
          <StatCard
            label={t('admin-dashboard.waiting.waiting_payment')}
            value={n(sum(data.queues.waiting_payment))}
            to={pathFor('admin-payments')}
            testId="stat-waiting-payment"
          >
            <PlatformCounts counts={data.queues.waiting_payment} />
          </StatCard>
          <StatCard
            label={t('admin-dashboard.waiting.reported_items')}
            value={n(data.reports.listings + data.reports.conversations)}
            to={pathFor('admin-reports')}
            testId="stat-reports"
          >
            <p className="mt-2 text-sm">
              {t('admin-dashboard.waiting.reported_split', {
                listings: n(data.reports.listings),
                conversations: n(data.reports.conversations),
              })}
            </p>
            <p className="text-sm">
              {t('admin-dashboard.waiting.open_reports', {
                count: data.reports.reports,
                n: n(data.reports.reports),
              })}
            </p>
          </StatCard>
        </ul>
      </section>

      <section aria-labelledby="dashboard-requests" className="space-y-3">
        <h2 id="dashboard-requests" className="text-lg font-semibold">
          {t('admin-dashboard.requests.title')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label={t('admin-dashboard.requests.appointments')}
            value={n(data.requests.appointments)}
            to={pathFor('admin-appointments')}
            testId="stat-appointments"
          />
          <StatCard
            label={t('admin-dashboard.requests.join_requests')}
            value={n(data.requests.join_requests)}
            to={pathFor('admin-join-requests')}
            testId="stat-join-requests"
          />
          <StatCard
            label={t('admin-dashboard.requests.contact_threads')}
            value={n(data.requests.contact_threads)}
            to={pathFor('admin-contact')}
            testId="stat-contact-threads"
          />
          <StatCard
            label={t('admin-dashboard.requests.survey_responses', { count: data.days, n: n(data.days) })}
            value={n(data.requests.survey_responses)}
            to={pathFor('admin-survey')}
            testId="stat-survey-responses"
          />
        </ul>
      </section>

      <section aria-labelledby="dashboard-period" className="space-y-3">
        <h2 id="dashboard-period" className="text-lg font-semibold">
          {t('admin-dashboard.period.title', { count: data.days, n: n(data.days) })}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <StatCard
            label={t('admin-dashboard.period.approved')}
            value={n(data.totals.approved)}
            testId="stat-approved"
          />
          <StatCard
            label={t('admin-dashboard.period.rejected')}
            value={n(data.totals.rejected)}
            testId="stat-rejected"
          />
          <StatCard
            label={t('admin-dashboard.period.new_users')}
            value={n(data.totals.new_users)}
            testId="stat-new-users"
          />
          <StatCard
            label={t('admin-dashboard.period.median')}
            value={time.median_seconds === null ? '—' : formatDuration(locale, time.median_seconds)}
            testId="stat-median"
          >
            <p className="mt-2 text-sm text-slate-700">
              {time.p90_seconds === null
                ? t('admin-dashboard.period.no_decisions')
                : t('admin-dashboard.period.p90', {
                    duration: formatDuration(locale, time.p90_seconds),
                    n: n(time.decisions),
                  })}
            </p>
          </StatCard>
        </ul>
        <div className="grid gap-3 lg:grid-cols-2">
          <DayBarChart
            testId="chart-decisions"
            title={t('admin-dashboard.chart.decisions_title')}
            description={t('admin-dashboard.chart.decisions_desc', {
              approved: n(data.totals.approved),
              rejected: n(data.totals.rejected),
              max: n(decisionPeak),
              ...range,
            })}
            days={days}
            series={[
              {
                key: 'approved',
                label: t('admin-dashboard.period.approved'),
                values: data.series.map((d) => d.approved),
                fill: 'fill-green-700',
                swatch: 'bg-green-700',
              },
              {
                key: 'rejected',
                label: t('admin-dashboard.period.rejected'),
                values: data.series.map((d) => d.rejected),
                fill: 'fill-red-600',
                swatch: 'bg-red-600',
              },
            ]}
          />
          <DayBarChart
            testId="chart-users"
            title={t('admin-dashboard.chart.users_title')}
            description={t('admin-dashboard.chart.users_desc', {
              total: n(data.totals.new_users),
              max: n(usersPeak),
              ...range,
            })}
            days={days}
            series={[
              {
                key: 'new_users',
                label: t('admin-dashboard.period.new_users'),
                values: data.series.map((d) => d.new_users),
                fill: 'fill-brand-600',
                swatch: 'bg-brand-600',
              },
            ]}
          />
        </div>
      </section>
    </>
  );
}

/**
 * /admin/dashboard, the back office's landing section: what waits now (each figure linking to
 * its queue) and how the window's days went, in small charts. The window is in the URL.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const days = readDashboardWindow(search);
  const dashboard = useDashboard(days);

  return (
    <BackOfficeLayout>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('routes.admin-dashboard.title')}</h1>
          <WindowPicker days={days} />
        </div>
        {dashboard.data ? (
          <p className="text-sm text-slate-600" data-testid="dashboard-zone">
            {t('admin-dashboard.zone', { zone: dashboard.data.time_zone })}
          </p>
        ) : null}
        {dashboard.isError && !dashboard.data ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
          >
            <p className="mb-3">{errorText(dashboard.error, t)}</p>
            <Button onClick={() => void dashboard.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : !dashboard.data ? (
          <p role="status" className="py-16 text-center text-slate-500">
            {t('common.loading')}
          </p>
        ) : (
          <Figures data={dashboard.data} />
        )}
      </div>
    </BackOfficeLayout>
  );
}
