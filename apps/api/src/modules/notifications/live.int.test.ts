import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { listeningApps, openStream, type ListeningApps } from '../../../test/event-stream';
import { api, createUser } from '../../../test/session';
import type { TestDatabase } from '../../../test/test-database';
import { notificationPreferences, notifications } from '../../db/schema/index';
import { firstBranch, insertListing } from '../listings/testing';

/**
 * The bell is live: a notification recorded for a member reaches their open stream, whichever
 * API process holds it (two apps on one database, as two processes). A conversation's messages
 * are one unread notification for their recipient, updated by each new one, read with the
 * conversation; a member who turned messages off gets none.
 */
describe('live notifications across processes', () => {
  let processes: ListeningApps;
  let apps: FastifyInstance[];
  let testDb: TestDatabase;
  const db = () => testDb.database.db;

  beforeAll(async () => {
    processes = await listeningApps(2);
    ({ apps, testDb } = processes);
  }, 60_000);

  afterAll(async () => {
    await processes.close();
  });

  async function pair() {
    const seller = await createUser(db(), { firstName: 'Samia', lastName: 'Vendeuse' });
    const buyer = await createUser(db(), { firstName: 'Karim', lastName: 'Acheteur' });
    const listing = await insertListing(db(), {
      userId: seller.id,
      title: 'Bureau en noyer',
      categoryId: (await firstBranch(db(), 'sales')).category,
    });
    return {
      seller: { ...seller, token: (await signIn(db(), seller.id)).token },
      buyer: { ...buyer, token: (await signIn(db(), buyer.id)).token },
      listing,
    };
  }

  const messagesTo = (userId: number) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'message')))
      .orderBy(notifications.id);

  const unread = async (app: FastifyInstance, token: string) =>
    (await api(app, { url: '/api/v1/notifications/unread', token })).json().unread as number;

  it('notifies a message at once, on another process’s stream, one notification per conversation until read', async () => {
    const { seller, buyer, listing } = await pair();
    const stream = await openStream(apps[1]!, seller.token);
    const started = await api(apps[0]!, {
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/conversations`,
      token: buyer.token,
      body: { body: 'Bonjour,\n  est-il toujours disponible ?' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().conversation.id as number;
    await stream.waitFor(/event: notification\ndata: \{"id":\d+\}/);

    const [first, ...none] = await messagesTo(seller.id);
    expect(none).toEqual([]);
    expect(first).toMatchObject({
      link: `/profile/messages/${id}`,
      readAt: null,
      params: {
        sender: 'Karim Acheteur',
        title: 'Bureau en noyer',
        excerpt: 'Bonjour, est-il toujours disponible ?',
        count: 1,
      },
    });
    // The sender is not told of their own message.
    expect(await messagesTo(buyer.id)).toEqual([]);
    expect(await unread(apps[1]!, seller.token)).toBe(1);

    // A second message updates the same notification: newest words, count, time.
    const again = await api(apps[0]!, {
      method: 'POST',
      url: `/api/v1/conversations/${id}/messages`,
      token: buyer.token,
      body: { body: 'Je peux passer samedi.' },
    });
    expect(again.statusCode, again.body).toBe(201);
    await stream.waitFor(/event: notification[\s\S]*event: notification/);
    const [updated, ...stillNone] = await messagesTo(seller.id);
    expect(stillNone).toEqual([]);
    expect(updated!.id).toBe(first!.id);
    expect(updated!.params).toMatchObject({ excerpt: 'Je peux passer samedi.', count: 2 });
    expect(updated!.createdAt.getTime()).toBeGreaterThanOrEqual(first!.createdAt.getTime());
    expect(await unread(apps[0]!, seller.token)).toBe(1);

    // Reading the conversation reads its notification; the open pages are told.
    const read = await api(apps[0]!, {
      method: 'POST',
      url: `/api/v1/conversations/${id}/read`,
      token: seller.token,
    });
    expect(read.statusCode).toBe(204);
    await stream.waitFor(/event: notifications_read/);
    expect(await unread(apps[1]!, seller.token)).toBe(0);

    // The next message after reading is a new notification.
    await api(apps[1]!, {
      method: 'POST',
      url: `/api/v1/conversations/${id}/messages`,
      token: buyer.token,
      body: { body: 'Alors ?' },
    });
    const rows = await messagesTo(seller.id);
    expect(rows.map((r) => [r.readAt === null, r.params.count])).toEqual([
      [false, 2],
      [true, 1],
    ]);
    stream.close();
  });

  it('records nothing in-app, and sends no notification event, when the member turned messages off', async () => {
    const { seller, buyer, listing } = await pair();
    await db().insert(notificationPreferences).values({ userId: seller.id, kind: 'message', channel: 'off' });
    const stream = await openStream(apps[0]!, seller.token);
    const sent = await api(apps[1]!, {
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/conversations`,
      token: buyer.token,
      body: { body: 'Bonsoir' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The message's own event comes after any notification's (one transaction, in order).
    await stream.waitFor(/event: message\n/);
    expect(stream.text()).not.toContain('event: notification');
    expect(await messagesTo(seller.id)).toEqual([]);
    stream.close();
  });

  it('tells the member’s other tabs when notifications are read in one', async () => {
    const { seller } = await pair();
    const [row] = await db()
      .insert(notifications)
      .values({
        userId: seller.id,
        kind: 'listing_expired',
        params: { title: 'X' },
        link: '/profile/products',
      })
      .returning({ id: notifications.id });
    const stream = await openStream(apps[1]!, seller.token);
    const res = await api(apps[0]!, {
      method: 'POST',
      url: `/api/v1/notifications/${row!.id}/read`,
      token: seller.token,
    });
    expect(res.json()).toEqual({ unread: 0 });
    await stream.waitFor(/event: notifications_read\ndata: \{\}/);
    stream.close();
  });
});
