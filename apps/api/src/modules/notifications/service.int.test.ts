import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '@portal/contract/notification-values';
import { notifications, pushSubscriptions } from '../../db/schema/index';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createUser } from '../../../test/session';
import { upsertChannels } from './queries';
import { notify, wantsMail } from './service';

/** The core other areas call: notify and wantsMail follow each member's preferences. */
describe('notifications service', () => {
  let testDb: TestDatabase;
  const db = () => testDb.database.db;
  beforeAll(async () => {
    testDb = await createTestDatabase();
  });
  afterAll(async () => {
    await testDb.drop();
  });
  const feedOf = (userId: number) =>
    db().select().from(notifications).where(eq(notifications.userId, userId));

  it('records a notification with its kind, values and link, unread', async () => {
    const user = await createUser(db());
    const id = await notify(db(), {
      userId: user.id,
      kind: 'listing_approved',
      params: { title: 'Peugeot 208', listingId: 7 },
      link: '/listings/7',
    });
    expect(id).toEqual(expect.any(Number));
    const [row] = await feedOf(user.id);
    expect(row).toMatchObject({
      id,
      kind: 'listing_approved',
      params: { title: 'Peugeot 208', listingId: 7 },
      link: '/listings/7',
      readAt: null,
      pushPending: false,
    });
  });

  it('records nothing for a kind the member turned off, and only for that kind', async () => {
    const user = await createUser(db());
    await upsertChannels(db(), user.id, [{ kind: 'price_drop', channel: 'off' }]);
    expect(
      await notify(db(), { userId: user.id, kind: 'price_drop', params: {}, link: '/favorites' }),
    ).toBeNull();
    expect(await feedOf(user.id)).toHaveLength(0);
    await notify(db(), {
      userId: user.id,
      kind: 'alert_match',
      params: { count: 2 },
      link: '/profile/saved-searches',
    });
    expect((await feedOf(user.id)).map((r) => r.kind)).toEqual(['alert_match']);
  });

  it('wantsMail follows the chosen channel, else the kind’s default', async () => {
    const user = await createUser(db());
    expect(await wantsMail(db(), user.id, 'message')).toBe(NOTIFICATION_DEFAULTS.message === 'mail');
    expect(await wantsMail(db(), user.id, 'report_outcome')).toBe(false);
    await upsertChannels(db(), user.id, [
      { kind: 'message', channel: 'in_app' },
      { kind: 'report_outcome', channel: 'mail' },
      { kind: 'listing_rejected', channel: 'off' },
    ]);
    expect(await wantsMail(db(), user.id, 'message')).toBe(false);
    expect(await wantsMail(db(), user.id, 'report_outcome')).toBe(true);
    expect(await wantsMail(db(), user.id, 'listing_rejected')).toBe(false);
    // An in-app choice still records the notification.
    expect(
      await notify(db(), { userId: user.id, kind: 'message', params: {}, link: '/profile/messages' }),
    ).not.toBeNull();
  });

  it('queues a push only for members with a subscribed browser', async () => {
    const user = await createUser(db());
    await db()
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example.test/${user.id}`, p256dh: 'k', auth: 'a' });
    await notify(db(), { userId: user.id, kind: 'payment_received', params: {}, link: '/profile/listings' });
    const [row] = await feedOf(user.id);
    expect(row?.pushPending).toBe(true);
  });

  it('commits or rolls back with the caller’s transaction', async () => {
    const user = await createUser(db());
    await expect(
      db().transaction(async (tx) => {
        await notify(tx, { userId: user.id, kind: 'listing_expired', params: {}, link: '/profile/listings' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await feedOf(user.id)).toHaveLength(0);
  });

  it('refuses a link that is not an app path', async () => {
    const user = await createUser(db());
    await expect(
      notify(db(), { userId: user.id, kind: 'message', params: {}, link: 'https://elsewhere.example' }),
    ).rejects.toThrow(/app path/);
    await expect(
      notify(db(), { userId: user.id, kind: 'message', params: {}, link: '//evil.example' }),
    ).rejects.toThrow();
  });
});
