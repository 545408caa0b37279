import { settingsSchema } from '@portal/contract/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema/index';
import { normalizeText } from '../../platform/search/normalize';
import { DEFAULT_SETTINGS } from '../settings/service';

/**
 * Synonym groups of settings.search.synonyms, read for each query (never written into the
 * search document), so an admin's change applies without re-indexing (docs/architecture.md, "Search").
 */

/** One entry of a group, folded: one word, or several that must all be present ("machine a laver"). */
export type SynonymEntry = string[];

export interface SynonymIndex {
  /** The groups an entry's words lead to, keyed by the entry joined with spaces. */
  readonly groups: Map<string, SynonymEntry[]>;
  /** The longest entry, in words: how far ahead a query is read for a phrase. */
  readonly longest: number;
}

/**
 * Folds each entry (so سيارة, سياره and SAYARA meet one key) and keys every entry to the
 * union of the groups holding it: a word in two groups expands to both.
 */
export function buildSynonymIndex(groups: string[][]): SynonymIndex {
  const index = new Map<string, Map<string, SynonymEntry>>();
  let longest = 1;
  for (const group of groups) {
    const entries = group.map((e) => normalizeText(e).split(' ').filter(Boolean)).filter((e) => e.length > 0);
    for (const entry of entries) {
      longest = Math.max(longest, entry.length);
      const key = entry.join(' ');
      const known = index.get(key) ?? new Map<string, SynonymEntry>();
      for (const other of entries) known.set(other.join(' '), other);
      index.set(key, known);
    }
  }
  return {
    groups: new Map([...index].map(([key, entries]) => [key, [...entries.values()]])),
    longest,
  };
}

/** A query cut into spans: a phrase of a synonym group, or a single word. */
export interface QuerySpan {
  words: string[];
  synonyms: SynonymEntry[];
}

/** Reads the query left to right, taking the longest phrase that is a synonym entry at each word. */
export function spansOf(words: string[], index: SynonymIndex): QuerySpan[] {
  const spans: QuerySpan[] = [];
  for (let i = 0; i < words.length;) {
    let span: QuerySpan | undefined;
    for (let n = Math.min(index.longest, words.length - i); n >= 1 && !span; n--) {
      const found = index.groups.get(words.slice(i, i + n).join(' '));
      if (found) span = { words: words.slice(i, i + n), synonyms: found };
    }
    span ??= { words: [words[i]!], synonyms: [] };
    spans.push(span);
    i += span.words.length;
  }
  return spans;
}

/** How long a read index is used before the settings row is read again. */
const TTL_MS = 30_000;
const cache = new WeakMap<Db, { at: number; index: Promise<SynonymIndex> }>();

async function readSynonyms(db: Db): Promise<SynonymIndex> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'search'));
  const parsed = settingsSchema.shape.search.safeParse(row?.value);
  // A missing or broken row falls back to the defaults, as getSettings does.
  return buildSynonymIndex((parsed.success ? parsed.data : DEFAULT_SETTINGS.search).synonyms);
}

/** The synonym index of a database, read at most once per TTL_MS. */
export function synonymsOf(db: Db, now = Date.now()): Promise<SynonymIndex> {
  const cached = cache.get(db);
  if (cached && now - cached.at < TTL_MS) return cached.index;
  const index = readSynonyms(db);
  cache.set(db, { at: now, index });
  // A failed read is not kept: the next query tries again.
  index.catch(() => cache.delete(db));
  return index;
}

/** Forgets the cached index (after an admin saves the settings, or in tests). */
export function forgetSynonyms(db: Db): void {
  cache.delete(db);
}
