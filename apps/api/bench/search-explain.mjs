// The plans of the benchmark's scenarios: each scenario's first requests are served by the app's
// own use-cases (searchListings with memos as the server keeps them, getListing) over a Drizzle
// instance that records its SQL, and every distinct recorded SELECT is run again under
// EXPLAIN (ANALYZE, BUFFERS). So the plans are those of the statements the server runs,
// the match sets' included, whatever they become.

import { listingSearchQuerySchema } from '@portal/contract/listings';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../src/db/schema/index.ts';
import { getListing } from '../src/modules/listings/get-listing.ts';
import { searchListings } from '../src/modules/listings/search-listings.ts';

/** Share of the table a sequential scan of listings may read before it counts as a whole-table read. */
const FULL_SHARE = 0.1;

/**
 * Whether a plan reads the whole listings table (what no public request may do at scale):
 * a sequential scan of it that went through at least FULL_SHARE of its rows. One stopped by
 * a LIMIT after a few thousand rows (a bounded count's sample) is not one.
 */
function readsWholeTable(plan, tableRows) {
  const lines = plan.split('\n');
  return lines.some((line, i) => {
    if (!/Seq Scan on listings\b/.test(line)) return false;
    const actual = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line);
    if (!actual) return true;
    const indent = line.search(/\S/);
    let removed = 0;
    for (const next of lines.slice(i + 1)) {
      if (next.search(/\S/) <= indent) break;
      const match = /Rows Removed by Filter: (\d+)/.exec(next);
      if (match) removed = Number(match[1]);
    }
    return (Number(actual[1]) + removed) * Number(actual[2]) >= FULL_SHARE * tableRows;
  });
}

function recordingDb(database, recorded) {
  const logger = { logQuery: (query, params) => recorded.push({ query, params }) };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(database.client, { schema, logger })
      : drizzleNodePg(database.client, { schema, logger });
  return db;
}

/**
 * The keeps of the server's search memo (search-memo.ts) without versions: so a scenario's
 * requests take the paths they take in the server (a text's match set built once, then
 * answered in memory; the catalog's names read once) and the plans are those of every
 * statement the server runs, the match-set path included.
 */
function serverLikeMemos() {
  const sets = new Map();
  let names;
  return {
    matchSets: (key, build) => {
      if (!sets.has(key)) sets.set(key, build());
      return sets.get(key);
    },
    names: (build) => (names ??= build()),
  };
}

/** What a scenario's request runs, by its API path. */
async function runRequest(db, requestPath, memos) {
  const url = new URL(requestPath, 'http://bench');
  const deps = { db, storage: undefined };
  if (url.pathname === '/api/v1/listings') {
    const query = listingSearchQuerySchema.parse(Object.fromEntries(url.searchParams));
    return searchListings(deps, query, 'fr', memos);
  }
  const slug = decodeURIComponent(url.pathname.slice('/api/v1/listings/'.length));
  return getListing(deps, slug, null, 'fr');
}

/** Requests of each scenario whose statements are recorded and planned. */
const REQUESTS_PLANNED = 12;
/** Distinct statements (text and parameters) planned per scenario at most. */
const STATEMENTS_PLANNED = 40;

/**
 * Plans of what each scenario runs: the first REQUESTS_PLANNED requests each go through the
 * use case as the server runs it (a keyword search both from its match set and from the
 * database, as while its set is being built), every distinct statement (its text and parameters) is
 * planned, each under the settings its transaction made before it (set_config, set local):
 * [{ scenario, path, requests, plans: [{ query, plan, fullScan }] }].
 * Statements other than SELECT (the detail's view counter) are listed without a plan.
 */
export async function explainScenarios(database, scenarios) {
  const out = [];
  const {
    rows: [{ n: tableRows }],
  } = await database.client.query(`SELECT count(*)::int AS n FROM listings`);
  for (const scenario of scenarios) {
    const recorded = [];
    const memos = serverLikeMemos();
    const requests = scenario.paths.slice(0, REQUESTS_PLANNED);
    for (const requestPath of requests) {
      await runRequest(recordingDb(database, recorded), requestPath, memos);
      // The database path too: the server takes it while a text's match set is being built.
      if (new URL(requestPath, 'http://bench').searchParams.has('q')) {
        await runRequest(recordingDb(database, recorded), requestPath, {});
      }
    }
    const plans = [];
    const seen = new Set();
    // Settings made in open transactions (those of a request's parallel statements interleave).
    let settings = [];
    let open = 0;
    for (const { query, params } of recorded) {
      if (/^\s*begin\b/i.test(query)) {
        open += 1;
        continue;
      }
      if (/^\s*(commit|rollback)\b/i.test(query)) {
        open = Math.max(0, open - 1);
        if (open === 0) settings = [];
        continue;
      }
      if (/^\s*(set local\b|select set_config\()/i.test(query)) {
        if (!settings.some((setting) => setting.query === query)) settings.push({ query, params });
        continue;
      }
      const inEffect = settings;
      const key = JSON.stringify([query, params]);
      if (seen.has(key) || plans.length >= STATEMENTS_PLANNED) continue;
      seen.add(key);
      if (!/^\s*(select|with)\b/i.test(query)) {
        plans.push({ query, plan: '(not a SELECT: not explained)', fullScan: false });
        continue;
      }
      await database.client.query('BEGIN');
      try {
        for (const setting of inEffect) await database.client.query(setting.query, setting.params);
        const { rows } = await database.client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
        const plan = [
          ...inEffect.map((setting) => `(${setting.query})`),
          ...rows.map((r) => r['QUERY PLAN']),
        ].join('\n');
        plans.push({ query, plan, fullScan: readsWholeTable(plan, tableRows) });
      } finally {
        await database.client.query('COMMIT');
      }
    }
    out.push({ scenario: scenario.name, path: requests[0], requests: requests.length, plans });
  }
  return out;
}

/** Prints every plan, then a line per scenario saying whether any plan read all of listings. */
export function printPlans(backendLabel, explained) {
  console.log(`\n### EXPLAIN (ANALYZE, BUFFERS) on ${backendLabel}`);
  for (const { scenario, path, requests, plans } of explained) {
    console.log(`\n## ${scenario}: ${requests} requests from GET ${path}`);
    plans.forEach(({ query, plan }, i) => {
      console.log(`\n-- query ${i + 1}: ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
      console.log(plan);
    });
  }
  console.log('');
  for (const { scenario, plans } of explained) {
    const scans = plans.filter((p) => p.fullScan).length;
    console.log(
      `${backendLabel} ${scenario}: ${plans.length} distinct statements of ${REQUESTS_PLANNED} requests, ` +
        (scans === 0
          ? 'no read of the whole listings table'
          : `${scans} READ(S) OF THE WHOLE LISTINGS TABLE`),
    );
  }
}
