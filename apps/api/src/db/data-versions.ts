import { and, eq, gt, sql } from 'drizzle-orm';
import { readOnce, type RequestScope } from '../platform/request-scope';
import type { Tx } from './client';
import { preparedPerDatabase } from './prepared';
import { contentItems } from './schema/content';
import { dataVersions } from './schema/data-versions';
import { searchVersion } from './schema/listings';

/**
 * The kinds of public data with a version of their own: `settings`, `content` and `catalog`
 * (schema/data-versions.ts), and `listings`, what the public search shows (search_version).
 */
export type DataArea = 'settings' | 'content' | 'catalog' | 'listings';

const areaVersion = (area: Exclude<DataArea, 'listings'>) =>
  sql<number>`(select ${dataVersions.version} from ${dataVersions} where ${dataVersions.area} = ${sql.raw(`'${area}'`)})`;

/**
 * Every area's version in one statement: a page reads three or four of them (its kept drawing's
 * key and each reader's memo), which cost as many round trips to the database as areas when
 * each was read alone. The CMS's adds how many published items are still scheduled (an index of
 * their dates): a scheduled item's time coming changes what the public sees without any write.
 */
const versionsRow = preparedPerDatabase((db: Tx) =>
  db
    .select({
      listings: searchVersion.version,
      settings: areaVersion('settings'),
      catalog: areaVersion('catalog'),
      content: areaVersion('content'),
      scheduled: sql<number>`(select count(*)::int from ${contentItems}
        where ${and(eq(contentItems.status, 'published'), gt(contentItems.publishedAt, sql`now()`))})`,
    })
    .from(searchVersion)
    .prepare('data_versions'),
);

export type DataVersions = Record<DataArea, string>;

/**
 * The versions of public data, moved by the database at every write of their tables (statement
 * triggers), so what a process keeps under them is never served after the change commits.
 */
export async function selectDataVersions(db: Tx): Promise<DataVersions> {
  const [row] = await versionsRow(db).execute();
  return {
    listings: String(row?.listings ?? 0),
    settings: String(row?.settings ?? 0),
    catalog: String(row?.catalog ?? 0),
    content: `${row?.content ?? 0}.${row?.scheduled ?? 0}`,
  };
}

/**
 * An area's version, read once per request with its scope (all areas together, for the other
 * parts of the page that ask), at every call without one.
 */
export async function dataVersion(db: Tx, area: DataArea, scope?: RequestScope): Promise<string> {
  const versions = await readOnce(scope, 'data-versions', () => selectDataVersions(db));
  return versions[area];
}
