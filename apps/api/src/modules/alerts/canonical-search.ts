/**
 * What makes two saved searches find the same listings: their words (in one spacing and case;
 * the search normalizes them further) and their filters, in one order. The order of results is
 * left out: it changes which listings come first, not which match.
 */
export function canonicalSearch(filters: Readonly<Record<string, unknown>>): string {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(filters)) {
    if (name === 'sort' || value === undefined) continue;
    entries.push([name, name === 'q' ? wordsOf(String(value)) : String(value)]);
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(entries);
}

const wordsOf = (q: string) => q.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
