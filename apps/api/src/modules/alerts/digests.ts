import type { JobContext, JobSummary } from '../../platform/jobs/runner';
import { addDays, weekdayOf, zonedDate, zonedInstant } from '../appointments/service';
import { getSettings, portalTimeZone } from '../settings/service';
import type { AlertsDeps } from './deps';
import { claimDigest, selectDigestsDue, takeDueMatches } from './queries';
import { sendAlert } from './send-alert';

/** Digests go out at this hour of the portal's time zone (docs/decisions/047). */
export const DIGEST_HOUR = 8;
/** Weekly digests go out on Sundays, the first working day of the week in Algeria (0 = Monday). */
export const DIGEST_WEEKDAY = 6;
/** How often the job looks for digests due: they leave within this time after the hour. */
export const DIGEST_INTERVAL_MS = 5 * 60_000;

export type DigestFrequency = 'daily' | 'weekly';

/**
 * The last digest time at or before `now`: today's DIGEST_HOUR in the zone (yesterday's before
 * it), and for weekly digests the last such time on DIGEST_WEEKDAY. Summer time included: the
 * wall clock's hour, whatever its offset that day.
 */
export function digestBoundary(frequency: DigestFrequency, now: Date, zone: string): Date {
  let date = zonedDate(now, zone);
  if (zonedInstant(date, DIGEST_HOUR * 60, zone) > now) date = addDays(date, -1);
  if (frequency === 'weekly') {
    while (weekdayOf(date) !== DIGEST_WEEKDAY) date = addDays(date, -1);
  }
  return zonedInstant(date, DIGEST_HOUR * 60, zone);
}

/**
 * Sends the daily and weekly digests due: for each saved search, claiming the digest (moving its
 * `last_digest_at` to the boundary) and taking its due matches happen in the transaction that
 * enqueues the one mail, so two processes never send the same digest. A saved search without
 * new matches gets no mail, but its digest is marked done.
 */
export async function sendDigests(
  deps: AlertsDeps,
  { signal }: Pick<JobContext, 'signal'>,
  now = new Date(),
): Promise<JobSummary> {
  const zone = portalTimeZone(await getSettings(deps.db));
  let sent = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const boundary = digestBoundary(frequency, now, zone);
    for (;;) {
      const due = await selectDigestsDue(deps.db, frequency, boundary, 100);
      if (due.length === 0 || signal.aborted) break;
      for (const search of due) {
        const done = await deps.db.transaction(async (tx) => {
          if (!(await claimDigest(tx, search.id, frequency, boundary))) return false;
          const ids = await takeDueMatches(tx, search.id);
          return ids.length > 0 && (await sendAlert(deps, tx, search, ids, frequency));
        });
        if (done) sent += 1;
      }
    }
  }
  if (sent > 0) deps.notifyMail();
  return { digests: sent };
}
