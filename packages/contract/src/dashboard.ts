import { z } from 'zod';

/**
 * The back office's dashboard: queue sizes, open reports, decisions and new users per
 * day, and how long a submission waits for its decision. GET /api/v1/admin/dashboard, for
 * moderators and admins.
 */

/** The windows a moderator can choose, in days; the last one is today. */
export const DASHBOARD_WINDOWS = [7, 30, 90] as const;
export type DashboardWindow = (typeof DASHBOARD_WINDOWS)[number];
export const DEFAULT_DASHBOARD_WINDOW: DashboardWindow = 30;

export const dashboardQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'])
    .default('30')
    .transform((value) => Number(value) as DashboardWindow),
});
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;

const count = z.number().int().nonnegative();
const perPlatform = z.object({ announcements: count, sales: count });

export const dashboardDaySchema = z
  .object({
    /** A calendar day in the portal's time zone, `YYYY-MM-DD`. */
    day: z.string(),
    approved: count,
    rejected: count,
    new_users: count,
  })
  .meta({ id: 'DashboardDay' });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

export const dashboardResponseSchema = z
  .object({
    days: z.number().int(),
    /** The zone the days are cut in: the portal's (settings.appointments.time_zone). */
    time_zone: z.string(),
    generated_at: z.string(),
    /** What waits now, whatever the window. */
    queues: z.object({
      /** New listings (and renewed or re-edited ones) waiting for review. */
      pending: perPlatform,
      /** Edits of approved listings waiting for review (listing_revisions). */
      pending_edits: perPlatform,
      waiting_payment: perPlatform,
    }),
    reports: z.object({
      /** Listings with at least one open report (the reports queue's listing items). */
      listings: count,
      /** Conversations with at least one open report, a member's or the system's (flagged messages). */
      conversations: count,
      /** Open reports in all, both kinds. */
      reports: count,
    }),
    /** What visitors and members asked for and staff have not handled yet. */
    requests: z.object({
      /** Appointments booked and not yet confirmed, rescheduled or cancelled. */
      appointments: count,
      /** Join requests received and not yet looked at. */
      join_requests: count,
      /** Contact threads waiting for an answer. */
      contact_threads: count,
      /** Survey answers received in the window. */
      survey_responses: count,
    }),
    /** Every day of the window, oldest first, today last, with zeros for quiet days. */
    series: z.array(dashboardDaySchema),
    totals: z.object({ approved: count, rejected: count, new_users: count }),
    /** From submission to approval or rejection, over the decisions of the window. */
    decision_time: z.object({
      decisions: count,
      /** Whole seconds; null without decisions. */
      median_seconds: z.number().int().nonnegative().nullable(),
      p90_seconds: z.number().int().nonnegative().nullable(),
    }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof dashboardResponseSchema>;
