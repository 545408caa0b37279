/**
 * A longer run of the OpenAPI fuzzer than the suite's, with figures:
 *   npm run fuzz:api -- --runs 5000 [--seed 42] [--db pglite|postgres] [--verbose]
 * Builds the app in-process on a fresh database (as the tests do), sends the generated
 * requests, prints how many, how fast, the statuses seen and every failure (a 5xx, or an error
 * outside the documented shape), and exits 1 when there is one.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2000' },
    seed: { type: 'string' },
    db: { type: 'string', default: 'pglite' },
    /** Statuses by operation too. */
    verbose: { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a positive whole number');
if (values.db !== 'pglite' && values.db !== 'postgres') throw new Error('--db is pglite or postgres');
process.env.TEST_DATABASE = values.db;

// Imported after TEST_DATABASE is set: the test database reads it.
const { buildTestApp } = await import('../build-test-app');
const { createFuzzTarget } = await import('./fuzz-target');
const { describeFailure, fuzzApi } = await import('./openapi-fuzz');

const errors: string[] = [];
const t = await buildTestApp({
  env: { TRUST_PROXY: 'true' },
  // Only the server's own error lines, kept to show beside a 500.
  logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } },
});
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
try {
  const result = await fuzzApi(await createFuzzTarget(t), { runs, seed });
  const seconds = result.ms / 1000;
  console.log(`fuzz:api on ${values.db}, seed ${seed}`);
  console.log(
    `${result.requests} requests to ${result.operations} operations in ${seconds.toFixed(1)} s (${(result.requests / seconds).toFixed(0)}/s)`,
  );
  console.log(
    `statuses: ${Object.entries(result.statuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')}`,
  );
  if (values.verbose) {
    for (const [operation, counts] of Object.entries(result.byOperation).sort()) {
      const line = Object.entries(counts)
        .map(([status, count]) => `${status}×${count}`)
        .join(' ');
      console.log(`  ${operation}: ${line}`);
    }
  }
  console.log(`failures: ${result.failures.length}`);
  for (const failure of result.failures.slice(0, 50)) console.log(`  ${describeFailure(failure)}`);
  if (errors.length > 0) {
    console.log(`server error lines: ${errors.length}; the first:`);
    for (const line of errors.slice(0, 5)) console.log(`  ${line.slice(0, 1500)}`);
  }
  process.exitCode = result.failures.length > 0 ? 1 : 0;
} finally {
  await t.close();
}
