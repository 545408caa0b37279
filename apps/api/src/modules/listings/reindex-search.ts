import type { Db } from '../../db/client';
import { selectSearchSources, updateSearchText } from './queries';
import { searchDocument } from './search-document';

/** A document's terms in one order: the category names may come in another. */
const sorted = (text: string) => text.split(' ').sort().join(' ');

/**
 * Writes every listing's search document again with the current rules (search-document.ts),
 * for listings indexed before a rule changed (the phonetic keys that let "samsung" meet
 * سامسونج): `npm run db:reindex -w @portal/api` after such a release. Only documents that
 * differ are written; batches by id, so it can run on a live site and be run again.
 */
export async function reindexSearch(
  deps: { db: Db },
  options: { batchSize?: number } = {},
): Promise<{ read: number; rewritten: number }> {
  const batchSize = options.batchSize ?? 500;
  let afterId = 0;
  let read = 0;
  let rewritten = 0;
  for (;;) {
    const rows = await selectSearchSources(deps.db, afterId, batchSize);
    for (const row of rows) {
      const names = [row.category, row.subCategory, row.filter].flatMap((n) => (n ? [n.ar, n.fr, n.en] : []));
      const text = searchDocument([row.title, row.description, ...names]);
      if (sorted(text) !== sorted(row.searchText)) {
        await updateSearchText(deps.db, row.id, text);
        rewritten += 1;
      }
    }
    read += rows.length;
    if (rows.length < batchSize) return { read, rewritten };
    afterId = rows[rows.length - 1]!.id;
  }
}
