import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Catalogs change rarely (an admin's edit): shared caches may keep an answer five minutes. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=300';

/** An answer for one reader only (their own orders, a staff queue): no cache keeps it. */
export const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

/** A strong validator: the same body bytes, the same tag (RFC 9110 §8.8.3). */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2): a `W/` prefix still matches. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers a cacheable GET: the body is serialized here (validated by its response schema,
 * as the route's serializer would) so its ETag is computed from the exact bytes sent, and a
 * matching If-None-Match gets 304 with no body. The answer depends on the language, which
 * the i18n plugin already lists in Vary (X-localization, Accept-Language).
 */
export function sendCacheable<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<T>,
  data: T | SerializedBody,
  cacheControl: string = CATALOG_CACHE_CONTROL,
): FastifyReply {
  const { body, etag } = data instanceof SerializedBody ? data : serialize(schema, data);
  reply.header('Cache-Control', cacheControl).header('ETag', etag);
  const vary = String(reply.getHeader('Vary') ?? '');
  if (!/(^|,)\s*x-localization\s*(,|$)/i.test(vary)) {
    reply.header('Vary', vary ? `${vary}, X-localization` : 'X-localization');
  }
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * A body already validated and serialized (see BodyMemo), tagged when first sent: a page drawn
 * on the server reads the answer's text and never sends its tag. `shared`: the same body answers
 * most pages' reads (the settings, the catalog's lists), so a drawing may keep its parsed value
 * by the text (platform/page-data.ts); an answer per query (a search's) is rarely read again by
 * another drawing, and keeping its value only held it in memory until the collector's next full
 * pass.
 */
export class SerializedBody {
  #etag: string | undefined;
  constructor(
    readonly body: string,
    readonly shared = true,
    /**
     * The value the body is the JSON of, on a body made for one read and not kept (a search's
     * answer asked once): a drawing takes it instead of parsing the body (page-data.ts).
     */
    readonly value?: unknown,
  ) {}
  get etag(): string {
    return (this.#etag ??= etagOf(this.body));
  }
}

function serialize<T>(schema: z.ZodType<T>, data: T, shared = true, withValue = false): SerializedBody {
  const value = schema.parse(data);
  return new SerializedBody(JSON.stringify(value), shared, withValue ? value : undefined);
}

/**
 * Values kept in memory, each valid for one version of what it was built from (the caller
 * reads the version with a cheap query on every request), so every API process sees a change
 * at once while a steady source costs that small query instead of the whole build. A time
 * limit bounds what a change without a version bump could leave stale. Past `maxEntries` the
 * least recently used entry goes (a Map keeps insertion order; a hit moves its key to the end),
 * and so it does past `budget.max` when values have a size (`budget.weigh`, counted once built).
 * Requests that miss the same key together share one build instead of each running it; a built
 * value `budget.keep` refuses is given to them and then dropped (an answer only one moment holds).
 */
export function createVersionedMemo<T>(
  maxAgeMs: number,
  maxEntries = 500,
  budget?: { max: number; weigh: (value: T) => number; keep?: (value: T) => boolean },
) {
  type Entry = { version: string; at: number; value: Promise<T>; weight: number };
  const entries = new Map<string, Entry>();
  let weight = 0;
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  const evict = () => {
    while (entries.size > maxEntries || (budget && weight > budget.max && entries.size > 1)) {
      remove(entries.keys().next().value!);
    }
  };
  const live = (entry: Entry | undefined, version: string): entry is Entry =>
    entry !== undefined && entry.version === version && Date.now() - entry.at < maxAgeMs;
  const memo = function memo(key: string, version: string, build: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (live(hit, version)) {
      // Moved to the end: the most recently used.
      entries.delete(key);
      entries.set(key, hit);
      return hit.value;
    }
    remove(key);
    const value = build();
    const entry: Entry = { version, at: Date.now(), value, weight: 0 };
    entries.set(key, entry);
    evict();
    value.then(
      (built) => {
        if (!budget || entries.get(key) !== entry) return;
        if (budget.keep && !budget.keep(built)) return remove(key);
        entry.weight = budget.weigh(built);
        weight += entry.weight;
        evict();
      },
      // A failed build is not kept: the next request tries again.
      () => {
        if (entries.get(key) === entry) remove(key);
      },
    );
    return value;
  };
  /** Whether `key` holds a value (built or being built) of `version`, without touching its place. */
  const has = (key: string, version: string) => live(entries.get(key), version);
  return Object.assign(memo, { has });
}

/**
 * Records kept per id, each valid for one version of the data and at most `maxAgeMs` (as in
 * createVersionedMemo), read in batches: the ids a request misses are read together in one call
 * to `read`, the others come from memory, and requests that miss an id together share its read.
 * An id the read does not return is remembered as missing, and left out of the answer. Past
 * `maxEntries` the least recently used ids go. `clock` is for tests.
 */
export function createVersionedRecords<T>(maxAgeMs: number, maxEntries: number, clock = Date.now) {
  type Entry = { version: string; at: number; value: Promise<T | undefined> };
  const entries = new Map<number, Entry>();
  return async function records(
    ids: readonly number[],
    version: string,
    read: (ids: number[]) => Promise<Map<number, T>>,
  ): Promise<Map<number, T>> {
    const now = clock();
    const values = new Map<number, Promise<T | undefined>>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = entries.get(id);
      if (hit && hit.version === version && now - hit.at < maxAgeMs) {
        // Moved to the end: the most recently used.
        entries.delete(id);
        entries.set(id, hit);
        values.set(id, hit.value);
      } else if (!values.has(id)) {
        missing.push(id);
        values.set(id, Promise.resolve(undefined));
      }
    }
    if (missing.length > 0) {
      const batch = read(missing);
      for (const id of missing) {
        const entry: Entry = { version, at: now, value: batch.then((found) => found.get(id)) };
        entries.delete(id);
        entries.set(id, entry);
        values.set(id, entry.value);
        // A failed read is not kept: the next request reads again.
        entry.value.catch(() => {
          if (entries.get(id) === entry) entries.delete(id);
        });
      }
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    }
    const found = new Map<number, T>();
    for (const [id, value] of values) {
      const record = await value;
      if (record !== undefined) found.set(id, record);
    }
    return found;
  };
}

/**
 * Serialized answers kept in memory per version of the catalog (see createVersionedMemo): a
 * steady catalog costs one small query instead of building, validating and hashing the tree.
 * `perQuery`: the answers are one per query (searches), not shared by most pages
 * (SerializedBody), and an answer is kept from the second time its query is asked under a
 * version: most searches are never repeated, and a thousand answers of 30–40 KB kept for nothing
 * were the largest part of a process's heap under never-seen searches.
 */
export function createBodyMemo(maxAgeMs = 5 * 60_000, maxEntries = 500, { perQuery = false } = {}) {
  const memo = createVersionedMemo<SerializedBody>(maxAgeMs, maxEntries);
  const askedBefore = createAskedBefore(maxEntries * ASKED_PER_KEPT);
  return function <T>(
    key: string,
    version: string,
    schema: z.ZodType<T>,
    build: () => Promise<T>,
  ): Promise<SerializedBody> {
    const made = async (withValue = false) => serialize(schema, await build(), !perQuery, withValue);
    // An answer not kept goes with its value: nothing holds it past this read.
    if (perQuery && !memo.has(key, version) && !askedBefore(key, version)) return made(true);
    return memo(key, version, () => made());
  };
}

/** Queries remembered as asked once, per answer a per-query memo keeps (a key is ~100 bytes). */
const ASKED_PER_KEPT = 10;

/**
 * Whether a key was asked before under this version; each call remembers the key as the latest
 * asked, and the least recently asked are forgotten past `maxEntries`. Used to keep or build
 * something only from its second ask: most searches are never repeated.
 */
export function createAskedBefore(maxEntries: number) {
  // Key → the version it was last asked under (insertion order: the least recent first).
  const asked = new Map<string, string>();
  return (key: string, version: string) => {
    const before = asked.get(key) === version;
    asked.delete(key);
    asked.set(key, version);
    if (asked.size > maxEntries) asked.delete(asked.keys().next().value!);
    return before;
  };
}
