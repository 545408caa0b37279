import type { RegisterBody } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import type { z } from 'zod';
import type { registerBodySchema } from '@portal/contract/auth';
import { users } from '../../db/schema/index';
import { isUniqueViolation, violatedConstraint } from '../../db/errors';
import { AppError } from '../../platform/errors';
import { hashPassword, passwordProblem } from '../../platform/auth/passwords';
import type { MessageKey } from '../../platform/messages';
import { getSettings } from '../settings/service';
import { issueCode } from './codes';
import type { AccountDeps } from './deps';
import { findTakenIdentity } from './queries';
import { createSession, type SessionMeta } from './sessions';
import { verificationMailData } from './verify-email';

export type RegisterInput = z.output<typeof registerBodySchema>;

/** Creates an account, signs it in and mails the verification code and link. */
export async function registerUser(
  deps: AccountDeps,
  input: RegisterInput,
  locale: Locale,
  meta: SessionMeta,
) {
  // Checked before the fields, so a closed registration says so rather than listing field errors.
  if (!(await getSettings(deps.db)).settings_state.registration_open)
    throw new AppError('registration_closed');
  const fieldErrors: Record<string, MessageKey[]> = {};
  const problem = passwordProblem(input.password, input);
  if (problem) fieldErrors.password = [problem];
  const taken = await findTakenIdentity(deps.db, input.email, input.username);
  if (taken.email) fieldErrors.email = ['validation.email_taken'];
  if (taken.username) fieldErrors.username = ['validation.username_taken'];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('validation_failed', { fieldErrors });

  const passwordHash = await hashPassword(input.password);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          firstName: input.first_name,
          lastName: input.last_name,
          username: input.username,
          email: input.email,
          passwordHash,
          phone: input.phone,
          countryCode: input.country_code,
          birthdate: input.birthdate,
          locale,
          // The contract refuses a registration without `terms: true`.
          termsAcceptedAt: new Date(),
        })
        .returning();
      const { code, linkToken, ttlMinutes } = await issueCode(tx, user!.id, 'verify_email');
      await deps.enqueueMail(tx, {
        to: user!.email,
        locale,
        template: 'verify_email',
        data: verificationMailData(user!, code, linkToken, ttlMinutes),
      });
      const session = await createSession(tx, user!, { ...meta, remember: false });
      return { user: user!, session };
    });
    deps.notifyMail();
    return result;
  } catch (err) {
    // Two registrations racing for the same email or username: the unique index decides.
    if (isUniqueViolation(err)) {
      const fieldErrors: Record<string, MessageKey[]> = violatedConstraint(err)?.includes('username')
        ? { username: ['validation.username_taken'] }
        : { email: ['validation.email_taken'] };
      throw new AppError('validation_failed', { fieldErrors });
    }
    throw err;
  }
}

export type { RegisterBody };
