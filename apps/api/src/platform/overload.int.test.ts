import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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
      message: 'عدد الزوار كبير جداً في هذه اللحظة. حاول مجدداً بعد 5 ثانية.',
      code: 'service_unavailable',
    });
    const english = await app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'x-localization': 'en' },
    });
    expect(english.json().message).toBe('Too many visitors at once. Please try again in 5 seconds.');
    for (const url of ['/api/v1/health', '/api/v1/ready']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  }, 15_000);
});
