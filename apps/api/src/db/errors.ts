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
