import type { z } from 'zod';
import type { updateProfileBodySchema } from '@portal/contract/auth';
import { isLocale } from '@portal/contract/locale';
import { eq } from 'drizzle-orm';
import { verificationCodes } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import type { AuthContext, UserRow } from '../../platform/auth/plugin';
import { hashPassword, passwordProblem, verifyPassword } from '../../platform/auth/passwords';
import { toSquareWebp } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import {
  consumeCode,
  deleteTokensOfUser,
  findTakenIdentity,
  findUserById,
  issueCode,
  listSessions,
  toPublicUser,
  updateUser,
  type AccountDeps,
} from '../auth/service';
import { deleteSavedSearchesOf, savedSearchDataOfUser } from '../alerts/service';
import { engagementDataOfUser } from '../engagement/service';
import { deleteJoinRequestsOfUser, joinRequestDataOfUser } from '../join-requests/service';
import { eraseMessagesOfUser, messageDataOfUser } from '../messages/service';
import { listingDataOfOwner } from '../listings/service';
import { auditDataOfPerson } from '../moderation/service';
import { paymentDataOfListings } from '../payments/service';
import { promotionDataOfListings } from '../promotions/service';
import { businessDataOfUser, deleteBusinessOfUser } from '../sellers/service';
import { warningDataOfUser } from '../trust/service';

const localeOf = (user: UserRow) => (isLocale(user.locale) ? user.locale : 'ar');

export async function updateProfile(
  deps: AccountDeps,
  auth: AuthContext,
  input: z.output<typeof updateProfileBodySchema>,
) {
  return updateUser(deps.db, auth.user.id, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    countryCode: input.country_code,
    birthdate: input.birthdate,
    ...(input.locale ? { locale: input.locale } : {}),
  });
}

/** Changes the password, signs the other devices out and tells the owner by mail. */
export async function changePassword(deps: AccountDeps, auth: AuthContext, current: string, next: string) {
  const user = auth.user;
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new AppError('validation_failed', {
      fieldErrors: { current_password: ['validation.current_password_wrong'] },
    });
  }
  const problem = passwordProblem(next, user);
  if (problem) throw new AppError('validation_failed', { fieldErrors: { new_password: [problem] } });
  const passwordHash = await hashPassword(next);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await deleteTokensOfUser(tx, user.id, auth.tokenId);
    await deps.enqueueMail(tx, {
      to: user.email,
      locale: localeOf(user),
      template: 'password_changed',
      data: { name: user.firstName },
    });
  });
  deps.notifyMail();
}

/** Step 1 of an email change: the new address gets a code; the old one stays until then. */
export async function requestEmailChange(deps: AccountDeps, auth: AuthContext, email: string) {
  const user = auth.user;
  if (email.toLowerCase() === user.email.toLowerCase()) {
    throw new AppError('validation_failed', { fieldErrors: { email: ['validation.same_email'] } });
  }
  if ((await findTakenIdentity(deps.db, email, null, user.id)).email) {
    throw new AppError('validation_failed', { fieldErrors: { email: ['validation.email_taken'] } });
  }
  await deps.db.transaction(async (tx) => {
    const { code, ttlMinutes } = await issueCode(tx, user.id, 'change_email', email);
    await deps.enqueueMail(tx, {
      to: email,
      locale: localeOf(user),
      template: 'email_change_verify',
      data: {
        name: user.firstName,
        code,
        // The code is typed on the profile page, where the change was asked for.
        linkPath: '/profile/main',
        expiresInMinutes: ttlMinutes,
      },
    });
  });
  deps.notifyMail();
}

/** Step 2: the code proves the new address; it replaces the old one, which is told. */
export async function confirmEmailChange(deps: AccountDeps, auth: AuthContext, code: string) {
  const user = auth.user;
  const result = await deps.db.transaction(async (tx) => {
    const row = await consumeCode(tx, user.id, 'change_email', code);
    if (!row?.newEmail) return undefined;
    if ((await findTakenIdentity(tx, row.newEmail, null, user.id)).email) return 'taken' as const;
    const updated = await updateUser(tx, user.id, { email: row.newEmail, emailVerifiedAt: new Date() });
    await deps.enqueueMail(tx, {
      to: user.email,
      locale: localeOf(user),
      template: 'email_changed',
      data: { name: user.firstName, newEmail: row.newEmail },
    });
    return updated;
  });
  if (result === 'taken') {
    throw new AppError('validation_failed', { fieldErrors: { code: ['validation.email_taken'] } });
  }
  if (!result)
    throw new AppError('validation_failed', { fieldErrors: { code: ['validation.code_invalid'] } });
  deps.notifyMail();
  return result;
}

/** JPEG, PNG or WebP by content, re-encoded to a 256 px WebP without metadata. */
export async function setAvatar(deps: AccountDeps, storage: Storage, auth: AuthContext, data: Buffer) {
  const webp = await toSquareWebp(data, 'avatar');
  const key = storage.newKey('avatars', 'webp');
  await storage.put(key, webp);
  const previous = auth.user.avatarKey;
  const user = await updateUser(deps.db, auth.user.id, { avatarKey: key });
  if (previous) await storage.remove(previous);
  return user;
}

export async function removeAvatar(deps: AccountDeps, storage: Storage, auth: AuthContext) {
  const previous = auth.user.avatarKey;
  const user = await updateUser(deps.db, auth.user.id, { avatarKey: null });
  if (previous) await storage.remove(previous);
  return user;
}

/**
 * Deletes an account as the personal-data policy says: personal fields are erased in place
 * (the row stays, anonymised, so references from listings and audit entries hold), every
 * session and pending code is removed, so are the join requests with their files and what the
 * account's messages said (the other side reads "deleted"), and the
 * owner is told at the old address.
 */
export async function deleteAccount(deps: AccountDeps, storage: Storage, auth: AuthContext) {
  const user = auth.user;
  const removeFiles = await deps.db.transaction(async (tx) => {
    await deps.enqueueMail(tx, {
      to: user.email,
      locale: localeOf(user),
      template: 'account_deleted',
      data: { name: user.firstName },
    });
    await updateUser(tx, user.id, {
      firstName: '',
      lastName: '',
      username: `deleted_${user.id}`,
      email: `deleted+${user.id}@invalid.invalid`,
      passwordHash: '!',
      phone: null,
      countryCode: null,
      birthdate: null,
      avatarKey: null,
      deletedAt: new Date(),
    });
    await deleteTokensOfUser(tx, user.id);
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, user.id));
    const removePhotos = await eraseMessagesOfUser(tx, storage, user.id);
    await deleteSavedSearchesOf(tx, user.id);
    const removeLogo = await deleteBusinessOfUser(tx, storage, user.id);
    return [removePhotos, removeLogo, await deleteJoinRequestsOfUser(tx, storage, user.id)];
  });
  if (user.avatarKey) await storage.remove(user.avatarKey);
  for (const remove of removeFiles) await remove();
  deps.notifyMail();
}

/**
 * Everything the portal keeps about the owner, as one JSON document ("download my data",
 * the right of access of personal-data law): the account, sessions (without their token
 * hashes), every listing in any status with its photos and pending edit, the payments,
 * fees and promotions of those listings, favorites, likes, reports made, warnings
 * received, the join requests sent (their files named, not included), the conversations with their messages, the saved searches, the audit entries about them and when they accepted the terms. Each area hands
 * over its own part.
 */
export async function exportAccountData(deps: AccountDeps, auth: AuthContext) {
  const user = (await findUserById(deps.db, auth.user.id)) ?? auth.user;
  const { db } = deps;
  const owner = {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    username: user.username,
    phone: user.phone,
  };
  const [
    sessions,
    { listings, unattachedPhotos },
    engagement,
    warnings,
    joinRequests,
    business,
    conversations,
    savedSearches,
  ] = await Promise.all([
    listSessions(db, auth),
    listingDataOfOwner(db, owner, localeOf(user)),
    engagementDataOfUser(db, user.id),
    warningDataOfUser(db, user.id),
    joinRequestDataOfUser(db, user.id),
    businessDataOfUser(db, user.id),
    messageDataOfUser(db, user.id),
    savedSearchDataOfUser(db, user.id),
  ]);
  const listingIds = listings.map((l) => l.id);
  const [{ fees, payments }, promotions, audit] = await Promise.all([
    paymentDataOfListings(db, listingIds),
    promotionDataOfListings(db, listingIds),
    auditDataOfPerson(db, user.id, listingIds),
  ]);
  return {
    exported_at: new Date().toISOString(),
    account: toPublicUser(user),
    sessions,
    listings,
    unattached_photos: unattachedPhotos,
    fees,
    payments,
    promotions,
    favorites: engagement.favorites,
    likes: engagement.likes,
    reports: engagement.reports,
    saved_searches: savedSearches,
    warnings,
    join_requests: joinRequests,
    business,
    conversations,
    audit_entries: audit,
    // Cookie choices live in the person's browser only (the SPA adds them to the file).
    consents: { terms_accepted_at: user.termsAcceptedAt?.toISOString() ?? null },
  };
}
