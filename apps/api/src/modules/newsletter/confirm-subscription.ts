import { AppError } from '../../platform/errors';
import type { NewsletterDeps } from './deps';
import { confirmByTokenHash } from './queries';
import { confirmTokenHash } from './tokens';

/** Opens the mailed link: the pending subscription becomes active. Once only, before it expires. */
export async function confirmSubscription(deps: NewsletterDeps, token: string): Promise<void> {
  const row = await deps.db.transaction((tx) => confirmByTokenHash(tx, confirmTokenHash(token)));
  if (!row) throw new AppError('validation_failed', { fieldErrors: { token: ['validation.code_invalid'] } });
}
