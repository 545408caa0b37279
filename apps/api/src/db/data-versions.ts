import { eq, sql } from 'drizzle-orm';
import type { Tx } from './client';
import { preparedPerDatabase } from './prepared';
import { dataVersions } from './schema/data-versions';

/** The kinds of public data with a version of their own (schema/data-versions.ts). */
export type DataArea = 'settings' | 'content' | 'catalog';

const versionRow = preparedPerDatabase((db: Tx) =>
  db
    .select({ version: dataVersions.version })
    .from(dataVersions)
    .where(eq(dataVersions.area, sql.placeholder('area')))
    .prepare('data_version'),
);

/**
 * An area's version: moved by the database at every write of its tables (one indexed row), so
 * what a process keeps under it is never served after the change commits.
 */
export async function selectDataVersion(db: Tx, area: DataArea): Promise<string> {
  const [row] = await versionRow(db).execute({ area });
  return String(row?.version ?? 0);
}
