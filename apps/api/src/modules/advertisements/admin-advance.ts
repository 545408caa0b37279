import type { Settings } from '@portal/contract/settings';
import type { Tx } from '../../db/client';
import { insertAuditEntry } from '../../platform/audit';
import { getSettings } from '../settings/service';
import type { AdminAdsDeps } from './admin-deps';
import { mailAdvertiser } from './admin-mails';
import { lockDueExpiry, lockDueScheduled, updateAd } from './admin-queries';
import { addDays, portalToday } from './capacity';
import type { AdvertisementRow } from './queries';

/** Every 5 minutes: an order starts on its first day and ends after its last, in the portal's zone. */
export const ADVANCE_ADVERTISEMENTS_INTERVAL_MS = 5 * 60_000;

/** What the ledger must hold before an order is scheduled: the price, or its first instalment. */
export function neededToSchedule(ad: AdvertisementRow): number {
  return ad.paymentType === 'partial' ? ad.firstInstalment : ad.amount;
}

const period = (ad: AdvertisementRow) => ({ startDate: ad.startDate, lastDate: addDays(ad.endDate, -1) });

/** Starts a scheduled order whose first day has come: audit entry and mail (actor null: the job). */
async function activate(
  deps: AdminAdsDeps,
  tx: Tx,
  ad: AdvertisementRow,
  actorId: number | null,
  settings: Settings,
  now: Date,
) {
  const active = await updateAd(tx, ad.id, { status: 'active' }, now);
  await insertAuditEntry(tx, {
    actorId,
    action: 'advertisement.activate',
    subjectType: 'advertisement',
    subjectId: ad.id,
    before: { status: ad.status },
    after: { status: 'active', start_date: ad.startDate, end_date: ad.endDate },
    createdAt: now,
  });
  await mailAdvertiser(deps, tx, active, settings, 'advertisement_active', period(ad));
}

/**
 * After a payment (or an approval owing nothing): an order waiting for payment whose ledger now
 * reaches what scheduling needs is scheduled, and started at once when its first day has come.
 * Never before: no paid placement runs before it is approved and paid (docs/decisions/034).
 */
export async function advanceAfterPayment(
  deps: AdminAdsDeps,
  tx: Tx,
  ad: AdvertisementRow,
  input: { paid: number; actorId: number; settings: Settings; now: Date },
): Promise<AdvertisementRow> {
  const { paid, actorId, settings, now } = input;
  if (ad.status !== 'waiting_payment' || paid < neededToSchedule(ad)) return ad;
  const scheduled = await updateAd(tx, ad.id, { status: 'scheduled' }, now);
  await insertAuditEntry(tx, {
    actorId,
    action: 'advertisement.schedule',
    subjectType: 'advertisement',
    subjectId: ad.id,
    before: { status: ad.status },
    after: { status: 'scheduled', paid, start_date: ad.startDate, end_date: ad.endDate },
    createdAt: now,
  });
  await mailAdvertiser(deps, tx, scheduled, settings, 'advertisement_scheduled', period(ad));
  const today = portalToday(settings, now);
  if (ad.startDate <= today && today < ad.endDate) {
    await activate(deps, tx, scheduled, actorId, settings, now);
    return { ...scheduled, status: 'active' };
  }
  return scheduled;
}

/**
 * The life cycle job: scheduled orders whose first day has come (in the portal's zone) and whose
 * payments reach what scheduling needs become active; active (or still scheduled) orders whose
 * end date has come expire. Each batch changes the rows, writes the audit entries and the
 * advertisers' mails in one transaction; rows are locked and skipped by a concurrent run.
 */
export async function advanceAdvertisements(
  deps: AdminAdsDeps,
  options: { now?: Date; batchSize?: number; signal?: AbortSignal } = {},
): Promise<{ activated: number; expired: number }> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 100;
  const settings = await getSettings(deps.db);
  const today = portalToday(settings, now);
  let activated = 0;
  let expired = 0;
  for (;;) {
    const counts = await deps.db.transaction(async (tx) => {
      const ending = await lockDueExpiry(tx, today, batchSize);
      for (const ad of ending) {
        const over = await updateAd(tx, ad.id, { status: 'expired' }, now);
        await insertAuditEntry(tx, {
          actorId: null,
          action: 'advertisement.expire',
          subjectType: 'advertisement',
          subjectId: ad.id,
          before: { status: ad.status },
          after: { status: 'expired', end_date: ad.endDate },
          createdAt: now,
        });
        await mailAdvertiser(deps, tx, over, settings, 'advertisement_expired', period(ad));
      }
      const starting = await lockDueScheduled(tx, today, batchSize);
      for (const ad of starting) await activate(deps, tx, ad, null, settings, now);
      return { ending: ending.length, starting: starting.length };
    });
    activated += counts.starting;
    expired += counts.ending;
    if (counts.ending + counts.starting > 0) deps.notifyMail();
    if ((counts.ending < batchSize && counts.starting < batchSize) || options.signal?.aborted) break;
  }
  return { activated, expired };
}
