import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildAppOn } from '../../../test/build-test-app';
import { listeningApps, openStream, type ListeningApps } from '../../../test/event-stream';
import { api, createUser } from '../../../test/session';
import type { TestDatabase } from '../../../test/test-database';
import { firstBranch, insertListing } from '../listings/testing';

/**
 * New messages and read receipts reach the other side's open page without a reload, whichever
 * API process holds its stream: two apps on one database, as two processes (LISTEN/NOTIFY on
 * PostgreSQL; PGlite's own on the one process that holds it).
 */
describe('live delivery of messages across processes', () => {
  let processes: ListeningApps;
  let apps: FastifyInstance[];
  let testDb: TestDatabase;

  beforeAll(async () => {
    processes = await listeningApps(2);
    ({ apps, testDb } = processes);
  }, 60_000);

  afterAll(async () => {
    await processes.close();
  });

  it('delivers a message written on one process to a stream held by another, and the read receipt back', async () => {
    const db = testDb.database.db;
    const seller = await createUser(db);
    const buyer = await createUser(db);
    const sellerToken = (await signIn(db, seller.id)).token;
    const buyerToken = (await signIn(db, buyer.id)).token;
    const listing = await insertListing(db, {
      userId: seller.id,
      title: 'Table en chêne',
      categoryId: (await firstBranch(db, 'sales')).category,
    });

    const sellerStream = await openStream(apps[1]!, sellerToken);
    const buyerStream = await openStream(apps[1]!, buyerToken);
    const sent = await api(apps[0]!, {
      method: 'POST',
      url: `/api/v1/listings/${listing.id}/conversations`,
      token: buyerToken,
      body: { body: 'Bonjour, toujours disponible ?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().conversation.id as number;
    await sellerStream.waitFor(
      new RegExp(`event: message\\ndata: \\{"conversation_id":${id},"message_id":\\d+\\}`),
    );

    const read = await api(apps[0]!, {
      method: 'POST',
      url: `/api/v1/conversations/${id}/read`,
      token: sellerToken,
    });
    expect(read.statusCode).toBe(204);
    await buyerStream.waitFor(
      new RegExp(`event: read\\ndata: \\{"conversation_id":${id},"reader_id":${seller.id}\\}`),
    );
    // Only the two of them hear it.
    const stranger = await createUser(db);
    const strangerStream = await openStream(apps[0]!, (await signIn(db, stranger.id)).token);
    await api(apps[1]!, {
      method: 'POST',
      url: `/api/v1/conversations/${id}/messages`,
      token: sellerToken,
      body: { body: 'Oui, passez samedi.' },
    });
    await buyerStream.waitFor(/event: message[\s\S]*event: message/);
    expect(strangerStream.text()).not.toContain('event: message');
    for (const s of [sellerStream, buyerStream, strangerStream]) s.close();
  });

  it('refuses a stream without a session (401)', async () => {
    const res = await apps[0]!.inject({ url: '/api/v1/events' });
    expect(res.statusCode).toBe(401);
  });

  it('ends its open streams when the process stops, so they do not hold it', async () => {
    const db = testDb.database.db;
    const user = await createUser(db);
    const started = await buildAppOn(testDb.database);
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(started.app, (await signIn(db, user.id)).token);
    const began = Date.now();
    await started.close();
    await stream.ended;
    expect(Date.now() - began).toBeLessThan(5_000);
  });
});
