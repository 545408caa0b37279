import { randomUUID } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createKeptPages, type KeptAnswer, type PageAnswer } from './kept-pages';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const log = pino({ level: 'silent' });

const drawn = (html: string): PageAnswer => ({
  kind: 'drawn',
  bytes: Buffer.from(html),
  locale: 'fr',
  views: [{ endpoint: 'getListing', input: { params: { slug: 'a-slug' } } }],
});

async function textOf(kept: KeptAnswer): Promise<string> {
  if (kept.answer.kind !== 'drawn') throw new Error(`not drawn: ${kept.answer.kind}`);
  return (await kept.answer.body.bytes()).toString('utf8');
}

describe('kept pages', () => {
  const clients: Redis[] = [];
  const redis = () => {
    const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    clients.forEach((client) => client.disconnect());
  });

  it('keeps a page from its second request, once per version, and gives the same bytes, compressed, to the next visitor', async () => {
    let version = '1';
    const pages = createKeptPages({ dataVersion: async () => version, log });
    let makes = 0;
    const make = async () => {
      makes += 1;
      return drawn(`<html>page ${makes} ${'é'.repeat(2_000)}</html>`);
    };
    const once = await pages.answer('k', make);
    const first = await pages.answer('k', make);
    const again = await pages.answer('k', make);
    expect([once.made, first.made, again.made]).toEqual([true, true, false]);
    expect(await textOf(once)).toContain('page 1');
    expect(await textOf(again)).toBe(await textOf(first));
    if (again.answer.kind !== 'drawn') throw new Error('not drawn');
    expect(again.answer.views).toEqual([{ endpoint: 'getListing', input: { params: { slug: 'a-slug' } } }]);
    const brotli = await again.answer.body.brotli();
    expect(brotli.length).toBeLessThan((await textOf(again)).length / 4);
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(await textOf(first));
    // An address asked before is kept at once under the next version.
    version = '2';
    const changed = await pages.answer('k', make);
    expect(changed.made).toBe(true);
    expect(await textOf(changed)).toContain('page 3');
    expect((await pages.answer('k', make)).made).toBe(false);
  });

  it('draws an address asked once for its visitor alone: neither kept nor shared', async () => {
    const key = `test-${randomUUID()}`;
    const one = createKeptPages({ dataVersion: async () => 'v1', redis: redis(), log });
    const two = createKeptPages({ dataVersion: async () => 'v1', redis: redis(), log });
    let makes = 0;
    const make = async () => drawn(`<html>drawing ${++makes}</html>`);
    expect((await one.answer(key, make)).made).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Asked once anywhere: nothing kept, here or in Redis; asked again, drawn and kept.
    const second = await two.answer(key, make);
    expect(second.made).toBe(true);
    await (second.answer.kind === 'drawn' ? second.answer.body.brotli() : undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await two.answer(key, make)).made).toBe(false);
    const shared = await one.answer(key, make);
    expect(shared.made).toBe(false);
    expect(await textOf(shared)).toBe('<html>drawing 2</html>');
    expect(makes).toBe(2);
  });

  it('shares one read of the version between the requests that arrive while it runs, never a finished one', async () => {
    let reads = 0;
    const pages = createKeptPages({
      dataVersion: async () => {
        reads += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
        return '1';
      },
      log,
    });
    const make = async () => drawn('<html>one</html>');
    await Promise.all([1, 2, 3].map(() => pages.answer('k', make)));
    expect(reads).toBe(1);
    await pages.answer('k', make);
    expect(reads).toBe(2);
  });

  it('keeps no answer that was not drawn, but gives it to the visitors who asked together', async () => {
    const pages = createKeptPages({ dataVersion: async () => '1', log });
    let makes = 0;
    const plain = async (): Promise<PageAnswer> => {
      makes += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { kind: 'plain', status: 200, html: '<div id="root"></div>' };
    };
    await pages.answer('k', plain);
    const together = await Promise.all([pages.answer('k', plain), pages.answer('k', plain)]);
    expect(together.map((kept) => kept.answer.kind)).toEqual(['plain', 'plain']);
    expect(makes).toBe(2);
    await pages.answer('k', plain);
    expect(makes).toBe(3);
  });

  it('shares a drawing between processes through Redis, under its version only', async () => {
    const key = `test-${randomUUID()}`;
    const one = createKeptPages({ dataVersion: async () => 'v1', redis: redis(), log });
    const two = createKeptPages({ dataVersion: async () => 'v1', redis: redis(), log });
    const other = createKeptPages({ dataVersion: async () => 'v2', redis: redis(), log });
    const html = `<html lang="ar">صفحة ${'x'.repeat(5_000)}</html>`;
    await one.answer(key, async () => drawn(html));
    const first = await one.answer(key, async () => drawn(html));
    expect(first.made).toBe(true);
    // Shared once compressed, which runs beside the answer.
    await (first.answer.kind === 'drawn' ? first.answer.body.brotli() : undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const fromRedis = await two.answer(key, () => {
      throw new Error('drawn again in the second process');
    });
    expect(fromRedis.made).toBe(false);
    expect(await textOf(fromRedis)).toBe(html);
    if (fromRedis.answer.kind !== 'drawn') throw new Error('not drawn');
    expect(fromRedis.answer.locale).toBe('fr');
    expect(fromRedis.answer.views).toHaveLength(1);
    // Another version of the data is another page.
    const newer = await other.answer(key, async () => drawn('<html>newer</html>'));
    expect(newer.made).toBe(true);
    expect(await textOf(newer)).toBe('<html>newer</html>');
  });

  it('draws in each process when Redis does not answer', async () => {
    const down = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    down.on('error', () => undefined);
    clients.push(down);
    const pages = createKeptPages({ dataVersion: async () => '1', redis: down, log });
    const first = await pages.answer('k', async () => drawn('<html>here</html>'));
    expect(first.made).toBe(true);
    expect(await textOf(first)).toBe('<html>here</html>');
    expect((await pages.answer('k', async () => drawn('<html>again</html>'))).made).toBe(false);
  });

  it('holds a kept page as its compressed bytes once they are made, and its plain bytes for who asks', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const pages = createKeptPages({ dataVersion: async () => '1', log });
    // 40 pages of 720 KB each (Arabic: two bytes a letter).
    const textOfPage = (n: number) => `<html lang="ar">${n} ${'صفحة '.repeat(80_000)}</html>`;
    // The heap and the buffers outside it, where a page's bytes are.
    const used = () => process.memoryUsage().heapUsed + process.memoryUsage().external;
    gc();
    const before = used();
    const kept: KeptAnswer[] = [];
    for (let n = 0; n < 40; n++) {
      await pages.answer(`page-${n}`, async () => drawn(textOfPage(n)));
      kept.push(await pages.answer(`page-${n}`, async () => drawn(textOfPage(n))));
    }
    await Promise.all(kept.map((k) => (k.answer.kind === 'drawn' ? k.answer.body.brotli() : undefined)));
    // Buffers are freed by a sweep after the collection: the next one has seen it done.
    gc();
    await new Promise((resolve) => setTimeout(resolve, 10));
    gc();
    const grown = used() - before;
    // Holding the plain bytes would be 29 MB.
    expect(grown).toBeLessThan(8 * 1024 * 1024);
    const again = await pages.answer('page-7', () => {
      throw new Error('drawn again');
    });
    expect(await textOf(again)).toBe(textOfPage(7));
  });
});
