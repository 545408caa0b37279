import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLaggingReplica, type LaggingReplica } from '../../test/replica';
import { waitFor } from '../../test/server-process';
import { api } from '../../test/session';
import { testDatabaseKind } from '../../test/test-database';
import type { Visitor } from '../platform/page-data';
import type { Database } from './client';

/**
 * The replica's address goes through a TCP forwarder the test stops and starts again, as a
 * replica's server stops answering and comes back. The replica's database is a copy taken
 * before the last listing was written, so an answer tells which server gave it: the replica
 * does not have that listing (404), the primary does (200).
 */
class Forwarder {
  private server: net.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  port = 0;
  /** Connections opened through the forwarder so far. */
  connections = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    const server = net.createServer((client) => {
      this.connections += 1;
      const upstream = net.connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  /** Refuses new connections and cuts the open ones, as a server that stops. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

describe.runIf(testDatabaseKind() === 'postgres')('read replica down: reads fall back to the primary', () => {
  let replica: LaggingReplica | undefined;
  let database: Database;
  let app: FastifyInstance;
  let forwarder: Forwarder;
  let recent: { id: number; slug: string };
  const logged: string[] = [];

  beforeAll(async () => {
    replica = await startLaggingReplica({
      // The replica's address goes through the forwarder.
      readUrl: async (url) => {
        const replicaUrl = new URL(url);
        forwarder = new Forwarder({ host: replicaUrl.hostname, port: Number(replicaUrl.port || 5432) });
        await forwarder.start();
        replicaUrl.port = String(forwarder.port);
        return replicaUrl.toString();
      },
      replicaRetryMs: 300,
      env: { METRICS_TOKEN: 'a-metrics-token-long-enough' },
    });
    ({ app, database, recent } = replica);
    // What the app logs of the replica's state, kept to check it names no one.
    database.readReplica!.setLog({
      warn: (fields, message) => logged.push(`warn ${message} ${JSON.stringify(fields)}`),
      info: (fields, message) => logged.push(`info ${message} ${JSON.stringify(fields)}`),
    });
  });

  afterAll(async () => {
    await replica?.close();
    await forwarder?.stop();
  });

  const anonymous: Visitor = { locale: 'fr', timeZone: 'UTC', auth: null, ip: '127.0.0.1' };
  const detail = () => api(app, { url: `/api/v1/listings/${recent.slug}` });
  const page = () => app.pageData.read('getListing', { params: { slug: recent.slug } }, anonymous);
  const replicaUp = async () => {
    const res = await app.inject({
      url: '/metrics',
      headers: { authorization: 'Bearer a-metrics-token-long-enough' },
    });
    return /^portal_db_replica_up (\d)/m.exec(res.body)?.[1];
  };
  const publicReads = [
    '/api/v1/listings?platform=sales',
    '/api/v1/search?q=velo',
    '/api/v1/home',
    '/api/v1/settings',
    '/api/v1/content/news',
    '/sitemap.xml',
  ];

  it('answers public reads from the primary while the replica is down, and from the replica once it is back', async () => {
    // Replica up: the listing written after its copy is not there.
    expect((await detail()).statusCode).toBe(404);
    expect((await page()).status).toBe(404);
    expect(await replicaUp()).toBe('1');

    await forwarder.stop();
    // The read that finds the replica gone is answered by the primary, and the next ones too.
    expect((await detail()).statusCode).toBe(200);
    expect((await page()).status).toBe(200);
    for (const url of publicReads) {
      const res = await api(app, { url });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    expect(await replicaUp()).toBe('0');
    expect(database.readReplica!.up()).toBe(false);
    // The readiness check is the primary's: the process stays in the load balancer.
    expect((await api(app, { url: '/api/v1/ready' })).statusCode).toBe(200);
    // The reads on the primary are read-only as the replica's are: a write sent there fails.
    await expect(
      database.readDb.execute(sql`insert into listing_views values (${recent.id}, 1)`),
    ).rejects.toMatchObject({ cause: { message: 'cannot execute INSERT in a read-only transaction' } });

    await forwarder.start();
    const before = forwarder.connections;
    // After the retry delay a read checks the replica (that read still goes to the primary);
    // once it answers, public reads go back to it.
    await waitFor(async () => (await detail()).statusCode === 404, 'reads back on the replica', 10_000);
    expect(forwarder.connections).toBeGreaterThan(before);
    expect((await page()).status).toBe(404);
    expect(await replicaUp()).toBe('1');

    expect(logged).toEqual([
      expect.stringMatching(/^warn read replica not answering: public reads go to the primary/),
      expect.stringMatching(/^info read replica answers again: public reads go back to it/),
    ]);
    expect(logged.join('\n')).not.toMatch(/Vélo|postgres:\/\//);
  });

  it('still answers from the primary when the replica is down for longer than one retry', async () => {
    await forwarder.stop();
    try {
      for (let i = 0; i < 4; i++) {
        expect((await detail()).statusCode).toBe(200);
        // Past the retry delay: the check fails again and the reads stay on the primary.
        await new Promise((resolve) => setTimeout(resolve, 350));
      }
      expect(database.readReplica!.up()).toBe(false);
    } finally {
      await forwarder.start();
    }
    await waitFor(async () => (await detail()).statusCode === 404, 'reads back on the replica', 10_000);
  });
});
