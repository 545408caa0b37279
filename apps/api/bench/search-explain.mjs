// The plans of the benchmark's scenarios: each scenario's request is served by the app's own
// use-case (searchListings, getListing) over a Drizzle instance that records its SQL, and every
// recorded SELECT is run again under EXPLAIN (ANALYZE, BUFFERS). So the plans are those of the
// query shapes the server runs, whatever they become.

import { listingSearchQuerySchema } from '@portal/contract/listings';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from '../src/db/schema/index.ts';
import { getListing } from '../src/modules/listings/get-listing.ts';
import { searchListings } from '../src/modules/listings/search-listings.ts';

/** A whole-table read of listings: what no public request may do at scale. */
const FULL_SCAN = /Seq Scan on listings\b/;

function recordingDb(database, recorded) {
  const logger = { logQuery: (query, params) => recorded.push({ query, params }) };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(database.client, { schema, logger })
      : drizzleNodePg(database.client, { schema, logger });
  return db;
}

/** What a scenario's request runs, by its API path. */
async function runRequest(db, requestPath) {
  const url = new URL(requestPath, 'http://bench');
  const deps = { db, storage: undefined };
  if (url.pathname === '/api/v1/listings') {
    const query = listingSearchQuerySchema.parse(Object.fromEntries(url.searchParams));
    return searchListings(deps, query, 'fr');
  }
  const slug = decodeURIComponent(url.pathname.slice('/api/v1/listings/'.length));
  return getListing(deps, slug, null, 'fr');
}

/**
 * Plans of each scenario's first request: [{ scenario, path, plans: [{ query, plan, fullScan }] }].
 * Statements other than SELECT (the detail's view counter) are listed without a plan.
 */
export async function explainScenarios(database, scenarios) {
  const out = [];
  for (const scenario of scenarios) {
    const recorded = [];
    const requestPath = scenario.paths[0];
    await runRequest(recordingDb(database, recorded), requestPath);
    const plans = [];
    for (const { query, params } of recorded) {
      if (!/^\s*(select|with)\b/i.test(query)) {
        plans.push({ query, plan: '(not a SELECT: not explained)', fullScan: false });
        continue;
      }
      const { rows } = await database.client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query}`, params);
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      plans.push({ query, plan, fullScan: FULL_SCAN.test(plan) });
    }
    out.push({ scenario: scenario.name, path: requestPath, plans });
  }
  return out;
}

/** Prints every plan, then a line per scenario saying whether any plan read all of listings. */
export function printPlans(backendLabel, explained) {
  console.log(`\n### EXPLAIN (ANALYZE, BUFFERS) on ${backendLabel}`);
  for (const { scenario, path, plans } of explained) {
    console.log(`\n## ${scenario}: GET ${path}`);
    plans.forEach(({ query, plan }, i) => {
      console.log(`\n-- query ${i + 1}: ${query.replace(/\s+/g, ' ').slice(0, 300)}`);
      console.log(plan);
    });
  }
  console.log('');
  for (const { scenario, plans } of explained) {
    const scans = plans.filter((p) => p.fullScan).length;
    console.log(
      `${backendLabel} ${scenario}: ${plans.length} statements, ` +
        (scans === 0 ? 'no sequential scan of listings' : `${scans} SEQUENTIAL SCAN(S) OF LISTINGS`),
    );
  }
}
