import { AppError } from '../../platform/errors';
import type { NewsletterDeps } from './deps';
import { unsubscribeById } from './queries';
import { subscriberOfToken } from './tokens';

/**
 * Unsubscribes the subscriber a mailed link names, without an account. Idempotent: a second
 * click answers the same. A forged token is refused like an expired code.
 */
export async function unsubscribe(deps: NewsletterDeps, token: string): Promise<void> {
  const id = subscriberOfToken(deps.unsubscribeSecret, token);
  const row = id === undefined ? undefined : await deps.db.transaction((tx) => unsubscribeById(tx, id));
  if (!row) throw new AppError('validation_failed', { fieldErrors: { token: ['validation.code_invalid'] } });
}
