import { defineConfig } from 'vitest/config';

/**
 * One `vitest run` covers every unit and integration test. API integration tests
 * (`*.int.test.ts`) run twice: on PGlite and on the PostgreSQL server (TEST_DATABASE).
 */
const integration = ['apps/api/src/**/*.int.test.ts', 'apps/api/test/**/*.int.test.ts'];

export default defineConfig({
  test: {
    // In CI a JSON report lets .ci/run print one closing "N passed, N failed" line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: integration,
        },
      },
      {
        test: {
          name: 'api-pglite',
          environment: 'node',
          include: integration,
          env: { TEST_DATABASE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api-postgres',
          environment: 'node',
          include: integration,
          env: { TEST_DATABASE: 'postgres' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
