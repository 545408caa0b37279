/** A write refused by a unique index (pg and PGlite both put the SQLSTATE on the error or its cause). */
export function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } })?.code ??
    (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

/** The unique index a violation hit (pg and PGlite both name it on the driver's error). */
export function violatedConstraint(err: unknown): string | undefined {
  const e = err as { constraint?: string; cause?: { constraint?: string } };
  return e?.constraint ?? e?.cause?.constraint;
}

/** SQLSTATEs of a server that cannot answer now: class 08 (connection), and shutting down or starting up. */
const UNAVAILABLE_STATES = /^(08...|57P01|57P02|57P03)$/;
/** Node's socket errors, and what pg says when the server went away between two messages. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

/**
 * The database server is not answering (down, restarting, unreachable), rather than the query
 * being wrong: worth a 503 the client may try again after, not a 500 (the error or its causes).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_CODES.has(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}
