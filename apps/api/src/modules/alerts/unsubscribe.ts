import { AppError } from '../../platform/errors';
import { idOfSignedToken, signedIdToken } from '../../platform/signed-ids';
import type { AlertsDeps } from './deps';
import { turnAlertsOff } from './queries';

const PURPOSE = 'saved-search-unsubscribe';

/** The token of an alert mail's unsubscribe link: the saved search's id, signed. */
export const alertUnsubscribeToken = (secret: string, savedSearchId: number) =>
  signedIdToken(secret, PURPOSE, savedSearchId);

/** Where the link leads: the page that confirms, in the reader's language. */
export const unsubscribePath = (secret: string, savedSearchId: number) =>
  `/alerts/unsubscribe?token=${alertUnsubscribeToken(secret, savedSearchId)}`;

/**
 * POST /saved-searches/unsubscribe: turns off the alerts of the saved search a mail's link
 * names, without login (the signed token is the authorisation). The search itself stays.
 * Idempotent; a forged token, or one of a deleted search, is refused like an expired code.
 */
export async function unsubscribeAlerts(deps: AlertsDeps, token: string): Promise<{ name: string }> {
  const id = idOfSignedToken(deps.unsubscribeSecret, PURPOSE, token);
  const row = id === undefined ? undefined : await deps.db.transaction((tx) => turnAlertsOff(tx, id));
  if (!row) throw new AppError('validation_failed', { fieldErrors: { token: ['validation.code_invalid'] } });
  return { name: row.name };
}
