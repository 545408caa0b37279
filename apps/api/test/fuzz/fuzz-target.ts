import { signIn } from '../accounts';
import type { TestApp } from '../build-test-app';
import { csrfToken, createUser } from '../session';
import { firstBranch, insertListing } from '../../src/modules/listings/testing';
import type { FuzzTarget, Identity } from './openapi-fuzz';

/**
 * The app under fuzzing with something to find: a user, a moderator and an admin, and listings
 * of each status with small ids (the generated ids are mostly small), so requests reach past
 * the 404s into the services.
 */
export async function createFuzzTarget(t: TestApp): Promise<FuzzTarget> {
  const db = t.testDb.database.db;
  const ids: Record<Exclude<Identity, 'visitor'>, number> = {
    user: (await createUser(db)).id,
    moderator: (await createUser(db, { role: 'moderator' })).id,
    admin: (await createUser(db, { role: 'admin' })).id,
  };
  for (const platform of ['announcements', 'sales'] as const) {
    const branch = await firstBranch(db, platform);
    for (const status of ['approved', 'pending', 'rejected', 'waiting_payment']) {
      await insertListing(db, {
        userId: ids.user,
        platform,
        status,
        title: `Annonce ${platform} ${status}`,
        categoryId: branch.category,
        subCategoryId: branch.subCategory,
      });
    }
  }
  return {
    app: t.app,
    csrf: await csrfToken(t.app),
    tokenOf: async (identity) => (await signIn(db, ids[identity])).token,
  };
}
