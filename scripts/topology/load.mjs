// The mixed load of `npm run load` and `npm run faults`: visitors opening the home page,
// searching (Arabic, French, English and Arabizi words), opening listings, signing in, adding
// favorites and posting listings with photos, all at once, each kind measured on its own.
//
// Before the load (prepareLoad, on the database directly): accounts with verified addresses
// and a known password, made the way the search bench makes its users but with a real hash so
// they can sign in. During it, every request carries an address of its own in X-Forwarded-For
// (nginx trusts loopback to name the visitor; one process on PGlite trusts it with
// TRUST_PROXY), so the per-address limits see many visitors, as they would in production.

import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { percentile, REQUEST_TIMEOUT_S, runAutocannonRequests } from '../../apps/api/bench/harness.mjs';
import { SEARCH_TERMS, seededRandom } from '../../apps/api/bench/search-data.mjs';
import { readSeededCatalog } from '../../apps/api/bench/seeded-backend.mjs';
import { hashPassword } from '../../apps/api/src/platform/auth/passwords.ts';
import { KINDS, pacing, splitConnections } from './kinds.mjs';

const LOCALES = ['ar', 'fr', 'en'];
export const LOAD_PASSWORD = 'Load-Portal-2026';
/** Sign-ins an account may make a minute, and listings an hour (docs/operations.md, rate limits). */
const SIGN_INS_PER_ACCOUNT_MINUTE = 5;
const LISTINGS_PER_ACCOUNT_HOUR = 30;

/** A fresh address for each call: 10.x.y.z, never twice within 16 million calls. */
function addressSource() {
  let n = Math.floor(Math.random() * 1_000_000);
  return () => {
    n = (n + 1) % 16_777_216;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;
  };
}

/**
 * Accounts for the load, written to the database before it starts (`query`: search-seed.mjs's
 * rawQuery): `count` verified users sharing one password hash, named load_<run>_<i>. Also
 * reads what the requests pick from: listing slugs and ids, the catalog of the seed.
 */
export async function prepareLoad(query, { accounts }) {
  const run = randomBytes(4).toString('hex');
  const hash = await hashPassword(LOAD_PASSWORD);
  const users = await query(
    `INSERT INTO users (first_name, last_name, username, email, password_hash, email_verified_at, locale)
     SELECT 'Load', 'User ' || g, 'load_' || $1 || '_' || g, 'load_' || $1 || '_' || g || '@example.test', $2, now(),
            (ARRAY['ar','fr','en'])[1 + g % 3]
     FROM generate_series(1, $3::int) g
     RETURNING id::int, username`,
    [run, hash, accounts],
  );
  const listings = await query(
    `SELECT id::int, slug FROM listings
     WHERE status = 'approved' AND expires_at > now() + interval '1 hour' AND NOT author_suspended
     ORDER BY random() LIMIT 5000`,
  );
  if (listings.length === 0) throw new Error('the database has no public listing: seed it (--listings N)');
  const catalog = await readSeededCatalog(query);
  // Where a sale may be posted: a sub-category and its parent.
  const salesBranches = await query(
    `SELECT id::int, parent_id::int FROM categories WHERE platform = 'sales' AND depth = 1 AND is_active`,
  );
  return { run, users, listings, catalog, salesBranches };
}

/** A photo as a phone would send it: a 1200×900 JPEG, a little different each time it is made. */
async function makePhoto(seed) {
  const random = seededRandom(seed);
  const channel = () => Math.floor(random() * 255);
  return sharp({
    create: {
      width: 1200,
      height: 900,
      channels: 3,
      background: { r: channel(), g: channel(), b: channel() },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A multipart body with one file under `field`. */
function multipartBody(field, filename, type, data) {
  const boundary = `----load${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The CSRF pair every state-changing call echoes (one pair serves every call: it is signed). */
async function csrfPair(baseUrl) {
  let last = '';
  // A process just started may shed its first requests (503): asked again a few times.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const res = await fetch(`${baseUrl}/api/v1/init`, {
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_S * 1000),
    });
    await res.arrayBuffer();
    const value = /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (value) return { cookie: `XSRF-TOKEN=${value}`, header: decodeURIComponent(value) };
    last = `HTTP ${res.status}`;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`no CSRF cookie from /api/v1/init (last: ${last})`);
}

/** Signs `users` in, a few at a time, each from its own address: their tokens. */
async function signIn(baseUrl, users, csrf, nextAddress) {
  const signed = [];
  let next = 0;
  const worker = async () => {
    while (next < users.length) {
      const user = users[next++];
      // Preparing is not measuring: a sign-in refused by a busy process is asked again.
      let res;
      let body;
      for (let attempt = 0; attempt < 4; attempt += 1) {
        res = await fetch(`${baseUrl}/api/v1/login`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: csrf.cookie,
            'x-xsrf-token': csrf.header,
            'x-forwarded-for': nextAddress(),
          },
          body: JSON.stringify({ login: user.username, password: LOAD_PASSWORD }),
          signal: AbortSignal.timeout(30_000),
        });
        body = await res.json().catch(() => ({}));
        if (res.status !== 502 && res.status !== 503) break;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      if (res.status !== 200)
        throw new Error(`sign-in of ${user.username} answered ${res.status}: ${JSON.stringify(body)}`);
      signed.push({ ...user, token: body.token });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return signed;
}

/** What the load needs from the running portal: CSRF pair, signed-in writers, posting values. */
export async function readyLoad(baseUrl, prepared, { writers }) {
  const nextAddress = addressSource();
  const csrf = await csrfPair(baseUrl);
  const settings = await (await fetch(`${baseUrl}/api/v1/settings`)).json();
  const signed = await signIn(baseUrl, prepared.users.slice(0, writers), csrf, nextAddress);
  const photos = await Promise.all([1, 2, 3, 4].map((seed) => makePhoto(seed)));
  return { ...prepared, csrf, signed, durations: settings.announcements.durations_days, photos, nextAddress };
}

/** The requests of each kind, for autocannon (harness.mjs runAutocannonRequests). */
export function kindRequests(ready, acknowledged, { random = seededRandom(11) } = {}) {
  const { csrf, signed, users, listings, catalog, nextAddress } = ready;
  const pick = (items) => items[Math.floor(random() * items.length)];
  const visitor = () => ({ 'x-forwarded-for': nextAddress(), 'x-localization': pick(LOCALES) });
  const writer = (user) => ({
    ...visitor(),
    authorization: `Bearer ${user.token}`,
    cookie: csrf.cookie,
    'x-xsrf-token': csrf.header,
  });
  let userTurn = 0;
  let writerTurn = 0;
  let postTurn = 0;
  /** Photos each writer uploaded that no listing names yet. */
  const uploaded = new Map();
  // Reads ask for compressed answers as every browser does (a kept page is served as the brotli
  // made once); writes do not, so that their answers can be read for the ids they acknowledge.
  const get =
    (path, headers = visitor()) =>
    (request) => ({
      ...request,
      method: 'GET',
      path,
      headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
    });

  return {
    home: [{ setup: (r) => get(`/home?lang=${pick(LOCALES)}`)(r) }],
    search: [
      {
        setup: (r) => {
          const params = new URLSearchParams({ q: pick(SEARCH_TERMS) });
          if (random() < 0.8) params.set('platform', random() < 0.6 ? 'sales' : 'announcements');
          if (random() < 0.3) params.set('region_id', String(pick(catalog.regions)));
          return get(`/api/v1/listings?${params}`)(r);
        },
      },
    ],
    detail: [{ setup: (r) => get(`/api/v1/listings/${encodeURIComponent(pick(listings).slug)}`)(r) }],
    login: [
      {
        setup: (r) => {
          const user = users[userTurn++ % users.length];
          return {
            ...r,
            method: 'POST',
            path: '/api/v1/login',
            headers: {
              ...visitor(),
              'content-type': 'application/json',
              cookie: csrf.cookie,
              'x-xsrf-token': csrf.header,
            },
            body: JSON.stringify({ login: user.username, password: LOAD_PASSWORD }),
          };
        },
      },
    ],
    favorite: [
      {
        setup: (r, context) => {
          const user = signed[writerTurn++ % signed.length];
          const listing = pick(listings);
          context.favorite = [user.id, listing.id];
          return {
            ...r,
            method: 'PUT',
            path: `/api/v1/listings/${listing.id}/favorite`,
            headers: writer(user),
          };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) acknowledged.favorites.add(context.favorite.join(':'));
        },
      },
    ],
    'photo upload': [
      {
        setup: (r, context) => {
          context.user = signed[writerTurn++ % signed.length];
          const photo = multipartBody('photo', 'photo.jpg', 'image/jpeg', pick(ready.photos));
          return {
            ...r,
            method: 'POST',
            path: '/api/v1/listings/photos',
            headers: { ...writer(context.user), 'content-type': photo.contentType },
            body: photo.body,
          };
        },
        onResponse: (status, body, context) => {
          if (status !== 201) return;
          const id = JSON.parse(body)?.photo?.id;
          if (!id) return;
          acknowledged.photos.add(id);
          const waiting = uploaded.get(context.user.id) ?? [];
          waiting.push(id);
          uploaded.set(context.user.id, waiting);
        },
      },
    ],
    'post listing': [
      {
        setup: (r) => {
          const user = signed[postTurn++ % signed.length];
          const photoIds = (uploaded.get(user.id) ?? []).splice(0, 4);
          const branch = pick(ready.salesBranches);
          const term = pick(SEARCH_TERMS);
          return {
            ...r,
            method: 'POST',
            path: '/api/v1/listings',
            headers: { ...writer(user), 'content-type': 'application/json' },
            body: JSON.stringify({
              platform: 'sales',
              title: `${term} ${randomBytes(3).toString('hex')} — load`,
              description: `${term}: très bon état, remise en main propre. حالة جيدة جدا. Good condition.`,
              category_id: branch.parent_id,
              sub_category_id: branch.id,
              price_type: 'fixed',
              price: 10_000 + Math.floor(random() * 5_000_000),
              currency_id: 'DZD',
              region_id: pick(catalog.regions),
              advertiser_characteristic: 'individual',
              duration_days: ready.durations[0],
              photo_ids: photoIds,
            }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 201) return;
          const id = JSON.parse(body)?.listing?.id;
          if (id) acknowledged.listings.add(id);
        },
      },
    ],
  };
}

/**
 * Requests a second each kind may make without hitting the per-account limits: sign-ins (5 a
 * minute per account, over every load account) and new listings (30 an hour per writer, over
 * the whole run). Kinds not named: no cap.
 */
export function kindRates({ accounts, writers, durationSeconds }) {
  const signIns = (accounts * SIGN_INS_PER_ACCOUNT_MINUTE * 0.8) / 60;
  const postings = (writers * LISTINGS_PER_ACCOUNT_HOUR * 0.8) / Math.max(durationSeconds, 60);
  return { login: signIns, 'post listing': postings };
}

/** Writes the portal acknowledged, to compare with the rows afterwards. */
export function newAcknowledged() {
  return { listings: new Set(), favorites: new Set(), photos: new Set() };
}

/**
 * Runs every kind at once for `durationSeconds` over `connections` connections (split by
 * share; each connection of a kind at most `ratePerConnection` requests a second when given).
 * Returns per kind: requests, non-2xx (with their statuses), errors and latencies.
 */
export async function runLoad(
  baseUrl,
  ready,
  { connections, durationSeconds, ratePerConnection, acknowledged, rates = {} },
) {
  const split = splitConnections(connections);
  const requests = kindRequests(ready, acknowledged);
  const stats = new Map();
  const runs = KINDS.map(async ({ name }) => {
    const entry = { kind: name, latencies: [], statuses: {}, errors: 0, errorCodes: {} };
    stats.set(name, entry);
    const connectionsOfKind = split[name];
    const paced = pacing(ratePerConnection, connectionsOfKind, rates[name]);
    await runAutocannonRequests(baseUrl, {
      connections: connectionsOfKind,
      durationSeconds,
      ...paced,
      requests: requests[name].map((step) => ({
        setupRequest: (request, context) => step.setup(request, context),
        onResponse: (status, body, context) => {
          entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
          try {
            step.onResponse?.(status, body, context);
          } catch {
            // An answer that is not the JSON expected counts by its status only.
          }
        },
      })),
      onLatency: (ms) => entry.latencies.push(ms),
      onError: (code) => {
        entry.errors += 1;
        entry.errorCodes[code] = (entry.errorCodes[code] ?? 0) + 1;
      },
    });
  });
  await Promise.all(runs);
  return [...stats.values()];
}

/** One row per kind: requests, errors, non-2xx, p50/p95/p99 (ms) and requests a second. */
export function summarizeKinds(stats, durationSeconds) {
  return stats.map((s) => {
    const answered = Object.values(s.statuses).reduce((a, b) => a + b, 0);
    const non2xx = Object.entries(s.statuses)
      .filter(([status]) => Number(status) < 200 || Number(status) > 299)
      .reduce((a, [, n]) => a + n, 0);
    return {
      kind: s.kind,
      requests: answered + s.errors,
      errors: s.errors,
      non2xx,
      statuses: s.statuses,
      errorCodes: s.errorCodes,
      perSecond: (answered + s.errors) / durationSeconds,
      p50: percentile(s.latencies, 50),
      p95: percentile(s.latencies, 95),
      p99: percentile(s.latencies, 99),
    };
  });
}

/** The rows as a table (text). */
export function formatKinds(rows) {
  const header = ['kind', 'requests', 'req/s', 'errors', 'non-2xx', 'p50 ms', 'p95 ms', 'p99 ms', 'statuses'];
  const ms = (v) => (Number.isNaN(v) ? '-' : String(Math.round(v)));
  const body = rows.map((r) => [
    r.kind,
    String(r.requests),
    r.perSecond.toFixed(1),
    String(r.errors),
    String(r.non2xx),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    Object.entries(r.statuses)
      .map(([status, n]) => `${status}:${n}`)
      .join(' ') + (r.errors > 0 ? ` ${JSON.stringify(r.errorCodes)}` : ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === cells.length - 1 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}

/**
 * Acknowledged writes missing from the database (`query` on the portal's database): listings
 * and photos by id, favorites by (user, listing). Each must be 0.
 */
export async function lostWrites(query, acknowledged) {
  const listingIds = [...acknowledged.listings];
  const photoIds = [...acknowledged.photos];
  const favorites = [...acknowledged.favorites].map((pair) => pair.split(':').map(Number));
  const [listings] = await query('SELECT count(*)::int AS n FROM listings WHERE id = ANY($1::bigint[])', [
    listingIds,
  ]);
  const [photos] = await query('SELECT count(*)::int AS n FROM listing_photos WHERE id = ANY($1::bigint[])', [
    photoIds,
  ]);
  const [favorited] = await query(
    `SELECT count(*)::int AS n FROM favorites f
     JOIN unnest($1::bigint[], $2::bigint[]) AS a(user_id, listing_id) USING (user_id, listing_id)`,
    [favorites.map((f) => f[0]), favorites.map((f) => f[1])],
  );
  return {
    acknowledged: listingIds.length + photoIds.length + favorites.length,
    lost: listingIds.length - listings.n + (photoIds.length - photos.n) + (favorites.length - favorited.n),
    detail: {
      listings: `${listings.n}/${listingIds.length}`,
      photos: `${photos.n}/${photoIds.length}`,
      favorites: `${favorited.n}/${favorites.length}`,
    },
  };
}
