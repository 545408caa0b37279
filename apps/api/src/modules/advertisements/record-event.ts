import { createHmac } from 'node:crypto';
import type { AdEventKind } from '@portal/contract/advertisements-values';
import { AppError } from '../../platform/errors';
import { addDays, zonedDate } from '../appointments/service';
import { getSettings, portalTimeZone } from '../settings/service';
import type { AdServingDeps } from './serve-deps';
import { insertEvent, selectActive, type ServedRow } from './serving-queries';

/** Who saw or clicked: a member when signed in, else only what the request shows of the browser. */
export interface AdVisitor {
  userId: number | null;
  ip: string;
  userAgent: string;
}

/**
 * The visitor's key for one day: a keyed hash (HMAC-SHA-256) of the member's id, or of the
 * address and browser, with a secret derived from the server's secret and the day. The same
 * visitor gets the same key all day and an unrelated one the next; nothing in it can be turned
 * back into the address or the account (docs/decisions/034-paid-advertisements.md).
 */
export function visitorKey(secret: string, day: string, visitor: AdVisitor): string {
  const daySecret = createHmac('sha256', secret).update(`ad-visitor:${day}`).digest();
  const subject = visitor.userId !== null ? `u:${visitor.userId}` : `v:${visitor.ip}|${visitor.userAgent}`;
  return createHmac('sha256', daySecret).update(subject).digest('base64url');
}

/**
 * Counts an impression or a click of an active advertisement, once per visitor and day (the
 * portal's day). Returns the advertisement; 404 for one that is not active.
 */
export async function recordAdEvent(
  deps: AdServingDeps,
  input: { id: number; kind: AdEventKind; visitor: AdVisitor; now?: Date },
): Promise<ServedRow> {
  const ad = await selectActive(deps.db, input.id);
  if (!ad) throw new AppError('not_found');
  await countAdEvent(deps, ad.id, input.kind, input.visitor, input.now ?? new Date());
  return ad;
}

export async function countAdEvent(
  deps: AdServingDeps,
  id: number,
  kind: AdEventKind,
  visitor: AdVisitor,
  now: Date,
): Promise<boolean> {
  const day = zonedDate(now, portalTimeZone(await getSettings(deps.db)));
  return insertEvent(deps.db, {
    advertisementId: id,
    day,
    kind,
    visitor: visitorKey(deps.visitorSecret, day, visitor),
    // Yesterday's keys stay (a visit around midnight); older ones tell nothing useful.
    forgetBefore: addDays(day, -1),
  });
}
