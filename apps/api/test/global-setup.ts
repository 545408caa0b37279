import { rmSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seededTemplates, TEST_POSTGRES_URL } from './test-database';

/**
 * Names the run for the integration projects' seeded templates (test-database.ts), which their
 * first test files make, and removes them once the project's files are done. Both projects of
 * a run share the name: each makes and removes its own kind.
 */
export default function setup(project: TestProject) {
  process.env.TEST_TEMPLATE_RUN ??= `${process.pid}_${Date.now().toString(36)}`;
  const templates = seededTemplates(process.env.TEST_TEMPLATE_RUN);
  return async () => {
    if (project.config.env.TEST_DATABASE !== 'postgres') {
      rmSync(templates.pgliteFile, { force: true });
      return;
    }
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${templates.serverDatabase} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${templates.serverDatabase}_partial WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
