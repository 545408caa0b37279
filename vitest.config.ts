import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { isolatedWebProject } from './apps/web/vitest.config.ts';

/**
 * One `vitest run` covers every unit and integration test. API integration tests
 * (`*.int.test.ts`) run twice: on PGlite and on the PostgreSQL server (TEST_DATABASE).
 */
const integration = ['apps/api/src/**/*.int.test.ts', 'apps/api/test/**/*.int.test.ts'];

/**
 * Integration files share their worker's loaded modules (`isolate: false`): each still builds
 * its own app on its own new database (test/build-test-app.ts), and nothing of one file's app
 * outlives its afterAll. Re-importing Fastify, Drizzle, PGlite and the whole API for each of
 * the 94 files was most of the run's CPU time (import 190–290 s of ~13 min; 35 s shared).
 */
const integrationProject = {
  environment: 'node',
  include: integration,
  // Names the run's seeded database templates and removes them at its end.
  globalSetup: ['apps/api/test/global-setup.ts'],
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
} as const;

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one: a single worker on the 2-core CI
    // machine, which then leaves a core idle while a test waits on PostgreSQL or a hash.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // In CI a JSON report lets .ci/run print one closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'scripts/topology/*.test.mjs',
          ],
          exclude: integration,
          // Plain functions with nothing to put back between files: sharing a worker's loaded
          // modules spares importing them again for each file.
          isolate: false,
        },
      },
      {
        test: { ...integrationProject, name: 'api-pglite', env: { TEST_DATABASE: 'pglite' } },
      },
      {
        test: { ...integrationProject, name: 'api-postgres', env: { TEST_DATABASE: 'postgres' } },
      },
      'apps/web/vitest.config.ts',
      isolatedWebProject,
    ],
  },
});
