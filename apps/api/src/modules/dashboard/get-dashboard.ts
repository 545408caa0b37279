import type { Platform } from '@portal/contract/catalog';
import type { Dashboard, DashboardQuery } from '@portal/contract/dashboard';
import { getSettings, portalTimeZone } from '../settings/service';
import { countRequestedAppointments } from '../appointments/service';
import { countOpenContactThreads } from '../contact/service';
import { countWaitingJoinRequests } from '../join-requests/service';
import { countNewSurveyResponses } from '../survey/service';
import { countOpenReports } from '../trust/service';
import { countsByDay, dayWindow } from './day-window';
import type { DashboardDeps } from './deps';
import {
  countDecisionsPerDay,
  countNewUsersPerDay,
  countOpenQueues,
  countPendingEdits,
  decisionTimes,
} from './queries';

function perPlatform(rows: readonly { platform: string; n: number }[]): Record<Platform, number> {
  const counts = { announcements: 0, sales: 0 };
  for (const { platform, n } of rows) if (platform in counts) counts[platform as Platform] += n;
  return counts;
}

/** Percentiles interpolate between waits: a whole second is precision enough to read. */
const wholeSeconds = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value);

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * What waits now and what the window's days saw. The settings give the zone, which sets the
 * days' bounds; every figure is then read in one round of parallel queries.
 */
export async function getDashboard(
  deps: DashboardDeps,
  query: DashboardQuery,
  now = new Date(),
): Promise<Dashboard> {
  const { db } = deps;
  const timeZone = portalTimeZone(await getSettings(db));
  const { days, bounds } = dayWindow(now, query.days, timeZone);
  const [queues, edits, reports, decisions, newUsers, [times], requests] = await Promise.all([
    countOpenQueues(db),
    countPendingEdits(db),
    countOpenReports(db),
    countDecisionsPerDay(db, bounds),
    countNewUsersPerDay(db, bounds),
    decisionTimes(db, bounds),
    Promise.all([
      countRequestedAppointments(db),
      countWaitingJoinRequests(db),
      countOpenContactThreads(db),
      countNewSurveyResponses(db, bounds[0]),
    ]),
  ]);
  const approved = countsByDay(
    days.length,
    decisions.filter((r) => r.action === 'listing.approve'),
  );
  const rejected = countsByDay(
    days.length,
    decisions.filter((r) => r.action === 'listing.reject'),
  );
  const users = countsByDay(days.length, newUsers);
  return {
    days: query.days,
    time_zone: timeZone,
    generated_at: now.toISOString(),
    queues: {
      pending: perPlatform(queues.filter((r) => r.status === 'pending')),
      pending_edits: perPlatform(edits),
      waiting_payment: perPlatform(queues.filter((r) => r.status === 'waiting_payment')),
    },
    reports,
    requests: {
      appointments: requests[0],
      join_requests: requests[1],
      contact_threads: requests[2],
      survey_responses: requests[3],
    },
    series: days.map((day, i) => ({
      day,
      approved: approved[i]!,
      rejected: rejected[i]!,
      new_users: users[i]!,
    })),
    totals: { approved: sum(approved), rejected: sum(rejected), new_users: sum(users) },
    decision_time: {
      decisions: times?.decisions ?? 0,
      median_seconds: wholeSeconds(times?.median),
      p90_seconds: wholeSeconds(times?.p90),
    },
  };
}
