import { AppError } from '../../platform/errors';
import { findUserById, sendVerificationMail } from '../auth/service';
import { insertAuditEntry } from '../../platform/audit';
import type { TrustDeps } from './deps';

/**
 * POST /admin/users/:id/resend-verification: a new verification mail to a user who has not
 * verified their address (409 once verified; 429 within a minute of the last one). Returns
 * the address written to.
 */
export async function resendUserVerification(
  deps: TrustDeps,
  actorId: number,
  userId: number,
): Promise<string> {
  const user = await findUserById(deps.db, userId);
  if (!user || user.deletedAt) throw new AppError('not_found');
  if (user.emailVerifiedAt) throw new AppError('conflict', { messageKey: 'error.already_verified' });
  await sendVerificationMail(deps, user, (tx) =>
    insertAuditEntry(tx, {
      actorId,
      action: 'user.resend_verification',
      subjectType: 'user',
      subjectId: userId,
    }),
  );
  return user.email;
}
