import type { Database } from '../src/db/client';

/** The queries sent to a database while counting: how many, and their SQL text. */
export interface QueryCount {
  readonly texts: string[];
  /** Forgets what was counted so far. */
  reset(): void;
  /** Stops counting: the database's clients query as before. */
  stop(): void;
}

type Queried = { query: (...args: unknown[]) => unknown };

/**
 * Counts the queries the app sends to `database` (its primary and its read pool), at the
 * driver's client that Drizzle queries through (node-postgres's pool, or PGlite itself): every
 * read a page makes, whatever code made it.
 */
export function countQueries(database: Database): QueryCount {
  const texts: string[] = [];
  const clients = new Set(
    [database.db, database.readDb].map((db) => (db as unknown as { $client: Queried }).$client),
  );
  const restore: (() => void)[] = [];
  for (const client of clients) {
    const original = client.query;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0];
      texts.push(typeof first === 'string' ? first : String((first as { text?: unknown }).text));
      return original.apply(this, args);
    };
    restore.push(() => {
      client.query = original;
    });
  }
  return {
    texts,
    reset: () => texts.splice(0),
    stop: () => restore.forEach((undo) => undo()),
  };
}
