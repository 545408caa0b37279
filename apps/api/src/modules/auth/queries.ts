import { and, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { authTokens, users, verificationCodes } from '../../db/schema/index';

export async function findUserByLogin(db: Tx, login: string) {
  const lowered = login.toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        or(sql`lower(${users.email}) = ${lowered}`, sql`lower(${users.username}) = ${lowered}`),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function findUserByEmail(db: Tx, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return rows[0];
}

/**
 * What the public sees of an advertiser, as columns of another area's query (a listing's detail
 * reads its advertiser in the listing's own read): the names, the username of their public page,
 * and whether they have a phone to reveal. Nothing else of the account leaves this area.
 */
export function advertiserColumns(userId: SQL | { getSQL(): SQL }) {
  const column = <T>(value: SQL) => sql<T>`(select ${value} from ${users} where ${users.id} = ${userId})`;
  return {
    firstName: column<string | null>(sql`${users.firstName}`),
    lastName: column<string | null>(sql`${users.lastName}`),
    username: column<string | null>(sql`${users.username}`),
    hasPhone: column<boolean | null>(sql`coalesce(${users.phone}, '') <> ''`),
  };
}

export async function findUserById(db: Tx, id: number) {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Which of an email and a username are already used by another account. */
export async function findTakenIdentity(
  db: Tx,
  email: string,
  username: string | null,
  exceptUserId?: number,
) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(
      and(
        or(
          sql`lower(${users.email}) = ${email.toLowerCase()}`,
          username ? sql`lower(${users.username}) = ${username.toLowerCase()}` : sql`false`,
        ),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  return {
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
    username: !!username && rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
  };
}

export async function insertToken(db: Tx, values: typeof authTokens.$inferInsert) {
  const rows = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
  return rows[0]!.id;
}

export async function deleteToken(db: Tx, userId: number, tokenId: number) {
  const rows = await db
    .delete(authTokens)
    .where(and(eq(authTokens.id, tokenId), eq(authTokens.userId, userId)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

export async function deleteTokensOfUser(db: Tx, userId: number, exceptTokenId?: number) {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.userId, userId), exceptTokenId ? ne(authTokens.id, exceptTokenId) : undefined));
}

export async function listTokens(db: Tx, userId: number) {
  return db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.userId, userId), gt(authTokens.expiresAt, new Date())))
    .orderBy(desc(authTokens.lastUsedAt));
}

export async function markPasswordConfirmed(db: Tx, tokenId: number) {
  await db.update(authTokens).set({ passwordConfirmedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

export async function insertCode(db: Tx, values: typeof verificationCodes.$inferInsert) {
  // A new code replaces the earlier unused ones of the same purpose.
  await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, values.userId),
        eq(verificationCodes.purpose, values.purpose),
        isNull(verificationCodes.usedAt),
      ),
    );
  await db.insert(verificationCodes).values(values);
}

/** The newest live code of a purpose for a user, locked so parallel tries are serialised. */
export async function lockLiveCode(db: Tx, userId: number, purpose: string) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function lockCodeByLinkHash(db: Tx, linkTokenHash: string, purpose: string) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.linkTokenHash, linkTokenHash),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.usedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .limit(1)
    .for('update');
  return rows[0];
}

export async function countCodeAttempt(db: Tx, codeId: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, codeId));
}

export async function useCode(db: Tx, codeId: number) {
  await db.update(verificationCodes).set({ usedAt: new Date() }).where(eq(verificationCodes.id, codeId));
}

export async function latestCodeCreatedAt(db: Tx, userId: number, purpose: string) {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return rows[0]?.createdAt;
}

export async function updateUser(db: Tx, userId: number, values: Partial<typeof users.$inferInsert>) {
  const rows = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return rows[0]!;
}
