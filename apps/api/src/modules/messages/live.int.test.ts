import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE } from '@portal/contract/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildAppOn } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { firstBranch, insertListing } from '../listings/testing';

/** An open event stream: what it received so far, and a way to wait for a line. */
interface Stream {
  text(): string;
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

function openStream(app: FastifyInstance, token: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/conversations/events',
        headers: { cookie: `${AUTH_COOKIE}=${token}` },
      },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        let received = '';
        const waiters: (() => void)[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          for (const wake of waiters.splice(0)) wake();
        });
        const ended = new Promise<void>((done) => res.on('close', () => done()));
        resolve({
          text: () => received,
          ended,
          close: () => request.destroy(),
          async waitFor(pattern, ms = 10_000) {
            const deadline = Date.now() + ms;
            while (!pattern.test(received)) {
              if (Date.now() > deadline) throw new Error(`no ${pattern} in ${JSON.stringify(received)}`);
              await new Promise<void>((wake) => {
                waiters.push(wake);
                setTimeout(wake, 100);
              });
            }
          },
        });
      },
    );
    request.on('error', reject);
  });
}

/**
 * New messages and read receipts reach the other side's open page without a reload, whichever
 * API process holds its stream: two apps on one database, as two processes (LISTEN/NOTIFY on
 * PostgreSQL; PGlite's own on the one process that holds it).
 */
describe('live delivery of messages across processes', () => {
  let testDb: TestDatabase;
  const apps: FastifyInstance[] = [];
  const closes: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    testDb = await createTestDatabase();
    for (let i = 0; i < 2; i += 1) {
      const started = await buildAppOn(testDb.database);
      await started.app.listen({ port: 0, host: '127.0.0.1' });
      apps.push(started.app);
      closes.push(started.close);
    }
  }, 60_000);

  afterAll(async () => {
    for (const close of closes) await close();
    await testDb.drop();
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
    const res = await apps[0]!.inject({ url: '/api/v1/conversations/events' });
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
