import { isLocale, type Locale } from '@portal/contract/locale';
import type { AccountDeps } from '../auth/service';
import { notify, wantsMail } from '../notifications/service';
import { passedEndDate } from './check-listing-input';
import { expireDueListings, selectOwners } from './job-queries';
import { PROFILE_LIST } from './owner-lists';

export type ExpiryDeps = Pick<AccountDeps, 'db' | 'enqueueMail' | 'notifyMail'>;

/** Every minute: a listing stops being public at its expires_at already. */
export const EXPIRE_LISTINGS_INTERVAL_MS = 60_000;

/**
 * Ends the listings whose time is over at `now` (status `expired`: the owner can renew),
 * notifies each owner and mails them (as they chose), in their language, with a link to their list. Each batch changes the rows
 * and writes the mails in one transaction, so a mail is queued once per expiry, and never for
 * a change that did not happen. Batches continue until none is full or the process stops.
 */
export async function expireListings(
  deps: ExpiryDeps,
  options: { now?: Date; batchSize?: number; signal?: AbortSignal } = {},
): Promise<{ expired: number }> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 100;
  let expired = 0;
  for (;;) {
    const count = await deps.db.transaction(async (tx) => {
      const rows = await expireDueListings(tx, now, batchSize);
      const owners = new Map(
        (await selectOwners(tx, [...new Set(rows.map((r) => r.userId))])).map((o) => [o.id, o]),
      );
      for (const row of rows) {
        const owner = owners.get(row.userId);
        // An anonymised (deleted) account has no address to write to.
        if (!owner || owner.deletedAt) continue;
        const locale: Locale = isLocale(owner.locale) ? owner.locale : 'ar';
        const linkPath = PROFILE_LIST[row.platform as keyof typeof PROFILE_LIST];
        await notify(tx, {
          userId: owner.id,
          kind: 'listing_expired',
          params: { title: row.title },
          link: linkPath,
        });
        if (!(await wantsMail(tx, owner.id, 'listing_expired'))) continue;
        await deps.enqueueMail(tx, {
          to: owner.email,
          locale,
          template: 'listing_expired',
          data: {
            name: owner.firstName,
            title: row.title,
            cause: passedEndDate(row, now) ? 'date' : 'period',
            linkPath,
          },
        });
      }
      return rows.length;
    });
    expired += count;
    if (count > 0) deps.notifyMail();
    // Two statements share the batch size: stop when neither filled it.
    if (count < batchSize || options.signal?.aborted) break;
  }
  return { expired };
}
