import type { ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client';

/** The one channel of live events; each payload names the people it is for. */
export const LIVE_CHANNEL = 'portal_live';

/** A comment line sent this often keeps proxies from closing a quiet stream. */
export const LIVE_KEEP_ALIVE_MS = 25_000;

/** What a browser is told: an event's name and its data (ids; the page reads what changed). */
export interface LiveEvent {
  event: string;
  data: Record<string, string | number | null>;
}

interface Notice extends LiveEvent {
  to: number[];
}

/**
 * Sends `event` to `userIds`' open streams, in whichever process holds them: a NOTIFY in the
 * caller's transaction, so it is delivered when (and only if) the change commits.
 */
export async function publishLive(tx: Tx, userIds: number[], event: LiveEvent): Promise<void> {
  const notice: Notice = { ...event, to: userIds };
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

export interface LiveHub {
  /** Opens a Server-Sent Events stream on `raw` for `userId`; it ends when the client leaves or the hub closes. */
  open(userId: number, raw: ServerResponse): void;
  /** Streams open in this process. */
  size(): number;
  /** Ends every stream (shutdown) and stops listening. */
  close(): Promise<void>;
}

/**
 * The live events of this process: one LISTEN on the database for every stream it holds
 * (docs/decisions/048). Several processes each hear every NOTIFY and write it to their own
 * streams of the people it names. A member's tab holds one stream (GET /events) carrying every
 * area's events: their notifications and their conversations (docs/decisions/050).
 */
export async function createLiveHub(database: Database, log: FastifyBaseLogger): Promise<LiveHub> {
  const streams = new Map<number, Set<ServerResponse>>();
  let counter = 0;
  let closed = false;
  const write = (raw: ServerResponse, text: string) => {
    if (!raw.writableEnded) raw.write(text);
  };
  const deliver = (payload: string) => {
    let notice: Notice;
    try {
      notice = JSON.parse(payload) as Notice;
    } catch {
      log.warn('live event with an unreadable payload ignored');
      return;
    }
    counter += 1;
    const frame = `id: ${Date.now()}-${counter}\nevent: ${notice.event}\ndata: ${JSON.stringify(notice.data)}\n\n`;
    for (const userId of notice.to) for (const raw of streams.get(userId) ?? []) write(raw, frame);
  };
  const stopListening = await database.listen(LIVE_CHANNEL, deliver);
  const keepAlive = setInterval(() => {
    for (const set of streams.values()) for (const raw of set) write(raw, ': keep-alive\n\n');
  }, LIVE_KEEP_ALIVE_MS);
  keepAlive.unref();

  const remove = (userId: number, raw: ServerResponse) => {
    const set = streams.get(userId);
    set?.delete(raw);
    if (set?.size === 0) streams.delete(userId);
  };

  return {
    open(userId, raw) {
      // A stream asked for while the process stops would hold it open: the browser comes back
      // (to another process) after the pause it is told.
      if (closed) {
        raw.writeHead(503, { 'Retry-After': '3', 'Cache-Control': 'no-store' }).end();
        return;
      }
      raw.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      // Tells the browser how soon to come back after a lost connection.
      raw.write('retry: 3000\n\n');
      const set = streams.get(userId) ?? new Set();
      set.add(raw);
      streams.set(userId, set);
      raw.on('close', () => remove(userId, raw));
    },
    size: () => [...streams.values()].reduce((n, set) => n + set.size, 0),
    async close() {
      closed = true;
      clearInterval(keepAlive);
      for (const set of streams.values()) for (const raw of set) raw.end();
      streams.clear();
      await stopListening();
    },
  };
}
