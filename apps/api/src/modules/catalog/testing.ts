import { signIn } from '../../../test/accounts';
import type { TestApp } from '../../../test/build-test-app';
import { api, createUser, type ApiCall } from '../../../test/session';

/** Test helpers of catalog management: the four kinds of caller, and calls as each. */

export interface Callers {
  admin: string;
  moderator: string;
  user: string;
  adminId: number;
}

export async function catalogCallers(t: TestApp): Promise<Callers> {
  const db = t.testDb.database.db;
  const admin = await createUser(db, { role: 'admin' });
  return {
    admin: (await signIn(db, admin.id)).token,
    moderator: (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token,
    user: (await signIn(db, (await createUser(db)).id)).token,
    adminId: admin.id,
  };
}

/** Calls `call` as a visitor, a user, a moderator and an admin; answers their statuses. */
export async function statusesByCaller(t: TestApp, callers: Callers, call: ApiCall) {
  return {
    visitor: (await api(t.app, call)).statusCode,
    user: (await api(t.app, { ...call, token: callers.user })).statusCode,
    moderator: (await api(t.app, { ...call, token: callers.moderator })).statusCode,
  };
}

/** A name in each language, made unique by `tag` so parallel runs never clash. */
export function names(tag: string) {
  return { ar: `تجربة ${tag}`, fr: `Essai ${tag}`, en: `Trial ${tag}` };
}
