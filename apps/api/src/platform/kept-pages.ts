import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import type { Locale } from '@portal/contract/locale';
import type { SsrReadInput } from '@portal/contract/ssr';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createVersionedMemo } from './http-cache';
import type { RequestScope } from './request-scope';

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** A read of a drawing that does something on every view of its page (page-data.ts's onView). */
export interface PageView {
  endpoint: string;
  input: SsrReadInput;
}

/**
 * What a page request is answered with: the page drawn by the server (the whole document, kept
 * for other visitors without a session), or what only this moment holds — the plain SPA (not
 * drawn: overloaded, too late, unknown listing) or a move to the page's current address.
 */
export type PageAnswer =
  | { kind: 'drawn'; bytes: Buffer; locale: Locale; views: PageView[] }
  | { kind: 'plain'; status: number; html: string }
  | { kind: 'moved'; location: string };

/**
 * A drawn document: its UTF-8 bytes, and those bytes brotli-compressed once (what browsers ask
 * for). A kept page holds its compressed bytes alone (about a seventh, outside the heap): at a
 * million listings the kept pages' texts were a third of what a process kept alive.
 */
export interface KeptBody {
  brotli(): Promise<Buffer>;
  bytes(): Promise<Buffer>;
}

/** A drawn answer as it is sent: its body rather than its text. */
export type SentAnswer =
  | { kind: 'drawn'; body: KeptBody; locale: Locale; views: PageView[] }
  | Exclude<PageAnswer, { kind: 'drawn' }>;

export interface KeptAnswer {
  answer: SentAnswer;
  /** Made for this request (its reads already counted what they count), or kept from another. */
  made: boolean;
}

/** The body of a document drawn for one visitor: compressed if they take brotli. */
export function bodyOf(bytes: Buffer): KeptBody {
  let brotli: Promise<Buffer> | undefined;
  return {
    brotli: () => (brotli ??= compress(bytes, BROTLI_OPTIONS)),
    bytes: () => Promise.resolve(bytes),
  };
}

/**
 * The body of a kept document drawn here: compressed at once (on libuv's threads), its bytes
 * held only until then, for the visitor it was drawn for and those asking meanwhile.
 */
function keptBodyOf(bytes: Buffer): KeptBody {
  let plain: Buffer | undefined = bytes;
  let compressed: KeptBody | undefined;
  const brotli = compress(bytes, BROTLI_OPTIONS).then((made) => {
    compressed = compressedBody(made);
    plain = undefined;
    return made;
  });
  // Not compressed: the bytes stay, and whoever asks for the compressed ones is told (Redis's
  // sharing logs it).
  brotli.catch(() => undefined);
  return {
    brotli: () => brotli,
    bytes: () => (plain === undefined ? compressed!.bytes() : Promise.resolve(plain)),
  };
}

/**
 * A body of compressed bytes. The plain ones, for a visitor who does not take brotli, are made
 * again when asked (about a millisecond for a list page) and given to the others who ask before
 * the collector's next full pass: nothing holds them beyond that.
 */
function compressedBody(brotli: Buffer): KeptBody {
  let made: WeakRef<{ bytes: Promise<Buffer> }> | undefined;
  return {
    brotli: () => Promise.resolve(brotli),
    bytes: () => {
      let plain = made?.deref();
      if (!plain) {
        plain = { bytes: decompress(brotli) };
        made = new WeakRef(plain);
      }
      return plain.bytes;
    },
  };
}

/** An answer as it is sent, from the answer made: a drawn one's body made by `body`. */
export function sentAnswer(answer: PageAnswer, body: (bytes: Buffer) => KeptBody = bodyOf): SentAnswer {
  if (answer.kind !== 'drawn') return answer;
  return { kind: 'drawn', body: body(answer.bytes), locale: answer.locale, views: answer.views };
}

/** Pages kept for visitors without a session; see createKeptPages. */
export interface KeptPages {
  /**
   * The page kept under `key` at the current data version, else the one `make` draws. `scope`:
   * the request's reads, where the version's parts read for it are kept for the drawing's
   * parts (their memos ask for the same versions).
   */
  answer(key: string, make: () => Promise<PageAnswer>, scope?: RequestScope): Promise<KeptAnswer>;
}

/**
 * What moves without a version is as old as this at most: a listing's view and like counts, and
 * the listings whose time ran out since (public answers check expiry themselves, but the version
 * does not move for it: at a million listings one expires every few seconds).
 */
const PAGE_MAX_AGE_MS = 120_000;
const PAGES_KEPT = 2_000;
/**
 * How long an address asked once is remembered, and how many are, without Redis: asked again
 * within that time, its next drawing is kept. Longer than a kept page lives, so a page asked
 * every few minutes is kept again at once after a change of the data.
 */
const SEEN_FOR_MS = 600_000;
const SEEN_KEPT = 20_000;
/** What the kept pages' compressed bytes may weigh together, estimated from their plain size. */
const PAGES_BYTES = 48 * 1024 * 1024;
/** A drawn page's compressed size per byte of the document, at most: a list page's is 0.13. */
const COMPRESSED_PER_BYTE = 0.2;

/**
 * Brotli's quality 5: about a fifth of a page's bytes, a few milliseconds once per drawing on
 * libuv's threads (the event loop goes on meanwhile); 11 costs tens of times more for a few
 * percent less.
 */
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 },
};

/**
 * Drawn pages kept for visitors without a session (docs/decisions/038-kept-pages.md), per key
 * (the caller's: build, address, language, consent choice) and data version, at most
 * PAGE_MAX_AGE_MS; visitors asking for one page together share one drawing.
 *
 * A page is kept from its address's second request within SEEN_FOR_MS
 * (docs/decisions/059-pages-kept-from-their-second-visit.md): most addresses a crawler or a
 * search box makes are asked once, and keeping those cost a compression each, a write to Redis,
 * and the places of the pages that are asked again. The first request is drawn for its visitor
 * alone (compressed only if they take brotli).
 *
 * Each process keeps the pages it served in memory, least recently used first out past
 * PAGES_KEPT or PAGES_BYTES. With Redis, a drawing is also shared with the other processes
 * (compressed, under the version, expiring with PAGE_MAX_AGE_MS): a page is drawn once per
 * change for the whole site rather than once per process. Redis unavailable: each process
 * draws its own, as without it.
 */
export function createKeptPages(options: {
  /**
   * The version of what public pages show (home-version.ts): a kept page serves only its own.
   * Its parts are read into `scope` when given.
   */
  dataVersion: (scope?: RequestScope) => Promise<string>;
  redis?: Redis;
  log: FastifyBaseLogger;
}): KeptPages {
  interface Entry {
    answer: SentAnswer;
    /** The drawn document's size in bytes. */
    size: number;
  }
  const memo = createVersionedMemo<Entry>(PAGE_MAX_AGE_MS, PAGES_KEPT, {
    max: PAGES_BYTES,
    weigh: (entry) => COMPRESSED_PER_BYTE * entry.size,
    keep: (entry) => entry.answer.kind === 'drawn',
  });
  const { redis, log } = options;
  // Requests arriving while the version is being read share that read: at a thousand pages a
  // second each would otherwise be three queries of its own. A read that ended is never reused,
  // so a change is seen by every request that arrives once the read under way is over (within
  // a query's time of its commit). The request starting a read has its parts in its scope;
  // one sharing it reads them again if its drawing needs them.
  let versionRead: Promise<string> | undefined;
  const dataVersion = (scope: RequestScope | undefined) =>
    (versionRead ??= options.dataVersion(scope).finally(() => {
      versionRead = undefined;
    }));

  const sharedKey = (version: string, key: string) =>
    `portal:page:${createHash('sha256').update(version).update('\n').update(key).digest('base64url')}`;

  // The addresses asked before: in Redis, shared by the processes, when there is one.
  const seenHere = new Map<string, number>();
  async function askedBefore(key: string): Promise<boolean> {
    const digest = createHash('sha256').update(key).digest('base64url');
    if (redis) {
      const first = await redis.set(`portal:seen:${digest}`, '', 'PX', SEEN_FOR_MS, 'NX').then(
        (reply) => reply === 'OK',
        // Without Redis's mark, every address counts as asked before: pages are kept as they were.
        (err: unknown) => {
          log.warn({ err }, 'kept pages: redis unavailable, every page kept from its first drawing');
          return false;
        },
      );
      return !first;
    }
    const now = Date.now();
    const at = seenHere.get(digest);
    seenHere.delete(digest);
    seenHere.set(digest, now);
    if (seenHere.size > SEEN_KEPT) seenHere.delete(seenHere.keys().next().value!);
    return at !== undefined && now - at < SEEN_FOR_MS;
  }

  /** A kept page from Redis: `{locale, views, size}` as JSON, a newline, the brotli bytes. */
  async function fromShared(name: string): Promise<Entry | undefined> {
    const stored = await redis!.getBuffer(name).catch((err: unknown) => {
      log.warn({ err }, 'kept pages: redis unavailable, drawing here');
      return null;
    });
    if (!stored) return undefined;
    const cut = stored.indexOf(0x0a);
    const meta = JSON.parse(stored.subarray(0, cut).toString('utf8')) as {
      locale: Locale;
      views: PageView[];
      size: number;
    };
    const body = compressedBody(stored.subarray(cut + 1));
    return { answer: { kind: 'drawn', body, locale: meta.locale, views: meta.views }, size: meta.size };
  }

  function share(name: string, answer: Extract<SentAnswer, { kind: 'drawn' }>, size: number, brotli: Buffer) {
    const meta = JSON.stringify({ locale: answer.locale, views: answer.views, size });
    redis!
      .set(name, Buffer.concat([Buffer.from(`${meta}\n`), brotli]), 'PX', PAGE_MAX_AGE_MS)
      .catch((err: unknown) => log.warn({ err }, 'kept pages: redis unavailable, page kept here only'));
  }

  return {
    async answer(key, make, scope) {
      const version = await dataVersion(scope);
      if (!memo.has(key, version) && !(await askedBefore(key))) {
        return { answer: sentAnswer(await make()), made: true };
      }
      let made = false;
      const entry = await memo(key, version, async () => {
        const name = redis ? sharedKey(version, key) : undefined;
        const shared = name ? await fromShared(name) : undefined;
        if (shared) return shared;
        made = true;
        const drawing = await make();
        const answer = sentAnswer(drawing, keptBodyOf);
        const size = drawing.kind === 'drawn' ? drawing.bytes.length : 0;
        if (name && answer.kind === 'drawn') {
          answer.body.brotli().then(
            (bytes) => share(name, answer, size, bytes),
            (err: unknown) => log.warn({ err }, 'kept pages: compression failed'),
          );
        }
        return { answer, size };
      });
      return { answer: entry.answer, made };
    },
  };
}
