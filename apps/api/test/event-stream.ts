import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AUTH_COOKIE } from '@portal/contract/ssr';
import { buildAppOn } from './build-test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

/** An open event stream: what it received so far, and a way to wait for a line. */
export interface Stream {
  text(): string;
  waitFor(pattern: RegExp, ms?: number): Promise<void>;
  ended: Promise<void>;
  close(): void;
}

/** Opens the member's live stream (GET /events) on a listening app, signed in by the session cookie. */
export function openStream(app: FastifyInstance, token: string): Promise<Stream> {
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/v1/events',
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

export interface ListeningApps {
  testDb: TestDatabase;
  apps: FastifyInstance[];
  /** Stops the apps and drops the database. */
  close(): Promise<void>;
}

/** `count` apps listening on one new database, as so many API processes (their streams each on its own). */
export async function listeningApps(count = 2): Promise<ListeningApps> {
  const testDb = await createTestDatabase();
  const apps: FastifyInstance[] = [];
  const closes: (() => Promise<void>)[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = await buildAppOn(testDb.database);
    await started.app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(started.app);
    closes.push(started.close);
  }
  return {
    testDb,
    apps,
    async close() {
      for (const close of closes) await close();
      await testDb.drop();
    },
  };
}
