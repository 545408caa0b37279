import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { hashPassword } from '../../platform/auth/passwords';
import { sql } from 'drizzle-orm';
import { findUserByEmail, findUserByLogin } from './queries';

/** Demo accounts (README lists them); they exist only with demo content. */
export const DEMO_ACCOUNTS = [
  {
    email: 'amina@demo.portal',
    username: 'amina',
    password: 'Demo-Portal-2025',
    firstName: 'أمينة',
    lastName: 'بن علي',
    phone: '555123456',
    birthdate: '1992-04-17',
    locale: 'ar',
    verified: true,
    role: 'user',
  },
  {
    email: 'karim@demo.portal',
    username: 'karim',
    password: 'Demo-Portal-2025',
    firstName: 'Karim',
    lastName: 'Haddad',
    phone: '661234567',
    birthdate: '1988-11-02',
    locale: 'fr',
    verified: false,
    role: 'user',
  },
  // The back office: a moderator reviews listings; an admin also manages.
  {
    email: 'moderator@demo.portal',
    username: 'moderator',
    password: 'Demo-Portal-2025',
    firstName: 'Yacine',
    lastName: 'Merabet',
    phone: '770123456',
    birthdate: '1990-06-21',
    locale: 'fr',
    verified: true,
    role: 'moderator',
  },
  {
    email: 'admin@demo.portal',
    username: 'admin_demo',
    password: 'Demo-Portal-2025',
    firstName: 'سعاد',
    lastName: 'حمدي',
    phone: '550987654',
    birthdate: '1985-02-09',
    locale: 'ar',
    verified: true,
    role: 'admin',
  },
  // The living portal's sellers (listings/seed-demo-data): verified, each with their trade.
  seller('sofiane', 'Sofiane', 'Boudiaf', '661472583', 'fr', 180),
  seller('immo_bahia', 'Bahia', 'Immobilier', '560318274', 'fr', 240),
  seller('bilal_tech', 'بلال', 'قاسمي', '770524196', 'ar', 150),
  seller('nadia', 'نادية', 'بوزيد', '552846310', 'ar', 120),
  seller('ferme_mitidja', 'Ferme', 'Mitidja', '661905372', 'fr', 300),
  seller('rachid', 'Rachid', 'Ait Ahmed', '795263148', 'fr', 200),
  seller('meriem', 'مريم', 'سعدي', '540731962', 'ar', 90),
] as const;

/** A verified demo seller who joined `daysAgo` days before the seeding (not one of today's sign-ups). */
function seller(
  username: string,
  firstName: string,
  lastName: string,
  phone: string,
  locale: string,
  daysAgo: number,
) {
  return {
    email: `${username}@demo.portal`,
    username,
    password: 'Demo-Portal-2025',
    firstName,
    lastName,
    phone,
    birthdate: '1990-01-01',
    locale,
    verified: true,
    role: 'user',
    daysAgo,
  } as const;
}

/** The domain of the demo accounts: the demo admin does not count as the portal's first admin. */
const DEMO_DOMAIN = '@demo.portal';

export async function seedDemoAccounts(db: Db): Promise<void> {
  // One hash for the shared password: each costs a noticeable moment by design.
  let passwordHash: string | undefined;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByLogin(db, account.username)) continue;
    passwordHash ??= await hashPassword(account.password);
    const joined = 'daysAgo' in account ? new Date(Date.now() - account.daysAgo * 86_400_000) : undefined;
    await db
      .insert(users)
      .values({
        email: account.email,
        username: account.username,
        passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        phone: account.phone,
        countryCode: '+213',
        birthdate: account.birthdate,
        locale: account.locale,
        role: account.role,
        emailVerifiedAt: account.verified ? (joined ?? new Date()) : null,
        ...(joined ? { createdAt: joined } : {}),
      })
      .onConflictDoNothing();
  }
}

/**
 * The first admin: from ADMIN_EMAIL / ADMIN_PASSWORD, or, when those are unset and
 * no admin exists, admin@portal.localhost with a generated password printed once.
 */
export async function ensureFirstAdmin(db: Db, config: Config, print: (line: string) => void): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.role} = 'admin' and ${users.email} not like ${`%${DEMO_DOMAIN}`}`)
    .limit(1);
  if (config.admin) {
    if (await findUserByEmail(db, config.admin.email)) return;
  } else if (existing.length > 0) {
    return;
  }
  const email = config.admin?.email ?? 'admin@portal.localhost';
  const generated = !config.admin?.password;
  const password = config.admin?.password ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      email,
      username: (await findUserByLogin(db, 'admin')) ? `admin_${randomBytes(3).toString('hex')}` : 'admin',
      passwordHash: await hashPassword(password),
      firstName: 'Admin',
      lastName: 'Portal',
      role: 'admin',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  if (generated) {
    print(
      `First admin created: ${email} with password ${password} (shown once; change it after signing in).`,
    );
  }
}
