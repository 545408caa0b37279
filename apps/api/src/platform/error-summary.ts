import { stdSerializers } from 'pino';

/** An error as a log line carries it. */
export type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Errors of background work (mail delivery, jobs) summed up for a table column or a log line:
 * no stack, no line breaks (a newline cannot forge a log line), no query parameters.
 */

/** One line, short: what is stored in last_error. */
export function shortError(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as { code?: unknown; message?: unknown };
  const message = typeof e.message === 'string' ? e.message : String(err);
  const prefix = typeof e.code === 'string' && !message.startsWith(e.code) ? `${e.code}: ` : '';
  return `${prefix}${message}`.replace(/\s+/g, ' ').trim().slice(0, 300);
}

/**
 * A database error for the logs: the driver's own message, without the query parameters
 * Drizzle appends (they may hold an address).
 */
export function errorForLog(err: unknown): string {
  const cause = (err as { cause?: unknown } | null)?.cause ?? err;
  return shortError(cause).split(' params: ')[0] ?? '';
}

/**
 * Fields of database errors that hold the query's values: Drizzle's and PGlite's `params`
 * (a failed registration's would be the new password hash, email and phone), pg's
 * `parameters`, and `detail`, where PostgreSQL repeats a value ("Key (email)=(…) already
 * exists").
 */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'queryOptions']);

/**
 * The logger's `err` serializer, for every error any log line carries: pino's own, without
 * query values. Drizzle also writes the values into its message ("Failed query: …\nparams:
 * a,b,c"), and so into the stack and the causes' text; that exact tail is cut out wherever it
 * appears. The SQL text stays: its values are parameters ($1, $2…), never inlined.
 */
export function serializeErrorForLog(err: Error): SerializedError {
  const appended: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth += 1) {
    const params = (current as { params?: unknown }).params;
    if (Array.isArray(params)) appended.push(`\nparams: ${String(params)}`);
    current = (current as { cause?: unknown }).cause;
  }
  return withoutValues(stdSerializers.err(err), appended, 0) as SerializedError;
}

function withoutValues(value: unknown, appended: readonly string[], depth: number): unknown {
  if (typeof value === 'string') {
    return appended.reduce((text, tail) => (tail ? text.split(tail).join('') : text), value);
  }
  if (typeof value !== 'object' || value === null || depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => withoutValues(item, appended, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !VALUE_FIELDS.has(key))
      .map(([key, item]) => [key, withoutValues(item, appended, depth + 1)]),
  );
}
