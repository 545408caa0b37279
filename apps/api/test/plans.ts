/** The lines of an EXPLAIN answer (node-postgres and PGlite both answer `{ rows }`). */
export function planText(result: unknown): string {
  return (result as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']).join('\n');
}
