import type { Job } from '../../platform/jobs/runner';
import { getSettings } from '../settings/service';
import { enqueueAppointmentMail } from './appointment-mails';
import type { AppointmentsDeps } from './deps';
import { markDueReminders } from './queries';

/** Every 15 minutes: a reminder leaves between 24 hours and 23¾ hours before the appointment. */
export const SEND_REMINDERS_INTERVAL_MS = 15 * 60_000;

/**
 * Reminds each member of an active appointment starting within 24 hours, once: the rows are
 * marked and the mails queued in one transaction (a failure leaves both undone for the next
 * run), and the marking statement lets only one of two concurrent runs take a row. Batches
 * continue until one is not full or the process stops.
 */
export async function sendReminders(
  deps: AppointmentsDeps,
  options: { batchSize?: number; signal?: AbortSignal } = {},
): Promise<{ reminded: number }> {
  const batchSize = options.batchSize ?? 100;
  const settings = await getSettings(deps.db);
  let reminded = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const rows = await markDueReminders(tx, batchSize);
      for (const row of rows) {
        await enqueueAppointmentMail(deps, tx, { id: row.id, settings, event: { kind: 'reminder' } });
      }
      return rows.length;
    });
    reminded += count;
    if (count > 0) deps.notifyMail();
    if (count < batchSize || options.signal?.aborted) break;
  }
  return { reminded };
}

/** The background jobs of appointments, for the app's job runner (platform/jobs). */
export function appointmentJobs(deps: AppointmentsDeps): Job[] {
  return [
    {
      name: 'send-appointment-reminders',
      intervalMs: SEND_REMINDERS_INTERVAL_MS,
      run: ({ signal }) => sendReminders(deps, { signal }),
    },
  ];
}
