import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorsPlugin } from './errors';
import { i18nPlugin } from './i18n';
import { overloadPlugin } from './overload';

/** Keeps the event loop busy for `ms` in 100 ms blocks, as renders queued behind each other do. */
async function busyFor(ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const block = Date.now() + 100;
    while (Date.now() < block) {
      // Busy on purpose: the event loop cannot run meanwhile.
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('load shedding on event-loop delay', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('answers 503 with Retry-After in the request language while the loop lags; health checks still answer', async () => {
    app = Fastify();
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    await app.register(overloadPlugin, { maxEventLoopDelayMs: 20 });
    app.get('/api/v1/health', async () => ({ status: 'ok' }));
    app.get('/api/v1/ready', async () => ({ status: 'ready' }));
    app.get('/api/v1/settings', async () => ({ ok: true }));
    app.get('/build/*', async () => 'asset');
    await app.ready();

    const calm = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(calm.statusCode).toBe(200);

    // Two samples' worth of lag (the plugin samples the delay every second).
    await busyFor(2_200);
    const shed = await app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'x-localization': 'ar' },
    });
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe('5');
    expect(shed.json()).toEqual({
      message: 'عدد الزوار كبير جداً في هذه اللحظة. حاول مجدداً بعد 5 ثوانٍ.',
      code: 'service_unavailable',
    });
    const english = await app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'x-localization': 'en' },
    });
    expect(english.json().message).toBe('Too many visitors at once. Please try again in 5 seconds.');
    // A page's own built assets are never refused: a page without its script is a blank page.
    for (const url of ['/api/v1/health', '/api/v1/ready', '/build/assets/app.js']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  }, 15_000);

  it('answers 503 past the bound on requests in flight, health checks aside, and counts finished ones out', async () => {
    app = Fastify();
    await app.register(i18nPlugin);
    await app.register(errorsPlugin);
    await app.register(overloadPlugin, { maxEventLoopDelayMs: false, maxInFlight: 2 });
    const held: (() => void)[] = [];
    let arrived = 0;
    app.get('/api/v1/health', async () => ({ status: 'ok' }));
    app.get('/build/*', async () => 'asset');
    app.get('/api/v1/slow', async () => {
      arrived += 1;
      await new Promise<void>((resolve) => held.push(resolve));
      return { ok: true };
    });
    // In-process calls (a page's drawing asks the API so) are not clients: never counted.
    app.get('/api/v1/inner', async () =>
      (await app!.inject({ method: 'GET', url: '/api/v1/health' })).json(),
    );
    const base = await app.listen({ port: 0, host: '127.0.0.1' });

    const slow = [fetch(`${base}/api/v1/slow`), fetch(`${base}/api/v1/slow`)];
    await vi.waitFor(() => expect(arrived).toBe(2));
    const shed = await fetch(`${base}/api/v1/slow`, { headers: { 'x-localization': 'fr' } });
    expect(shed.status).toBe(503);
    expect(shed.headers.get('retry-after')).toBe('5');
    expect(await shed.json()).toEqual({
      message: 'Trop de visiteurs en même temps. Réessayez dans 5 secondes.',
      code: 'service_unavailable',
    });
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
    expect((await fetch(`${base}/build/assets/app.js`)).status).toBe(200);

    held.splice(0).forEach((release) => release());
    expect((await Promise.all(slow)).map((res) => res.status)).toEqual([200, 200]);
    // The two finished: room again, for a client and for the calls it makes in-process.
    await vi.waitFor(async () => expect((await fetch(`${base}/api/v1/inner`)).status).toBe(200));
    const again = fetch(`${base}/api/v1/slow`);
    await vi.waitFor(() => expect(arrived).toBe(3));
    held.splice(0).forEach((release) => release());
    expect((await again).status).toBe(200);
  });
});
