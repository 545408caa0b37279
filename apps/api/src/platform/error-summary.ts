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
