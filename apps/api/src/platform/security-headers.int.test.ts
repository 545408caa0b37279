import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

/** The Content-Security-Policy header as directive → sources. */
function cspOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  const directives = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

function expectStrictHeaders(res: LightMyRequestResponse): void {
  const csp = cspOf(res);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // Scripts from our origin only: nothing inline, no eval, no other host.
  const scriptSrc = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect(scriptSrc).toEqual(["'self'"]);
  expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-inline');
  expect(String(res.headers['content-security-policy'])).not.toContain('unsafe-eval');

  const hsts = String(res.headers['strict-transport-security']);
  expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  expect(hsts).toContain('includeSubDomains');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-powered-by']).toBeUndefined();
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['x-request-id']).toEqual(expect.any(String));
}

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['the home page', '/home', 200],
    ['the not-found page', '/no-such-page', 404],
    ['an API answer', '/api/v1/health', 200],
    ['the settings', '/api/v1/settings', 200],
    ['an API error', '/api/v1/no-such-thing', 404],
    ['an asset', '/build/assets/app-abc123.js', 200],
    // The API reference runs on its own files under the site's policy, not its plugin's
    // looser one (styles and fonts from any https host, framing, the online validator).
    ['the API reference', '/api/docs', 200],
    ['the API reference (with a slash)', '/api/docs/', 200],
    ['a file of the API reference', '/api/docs/static/index.css', 200],
  ])('are all set on %s', async (_what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expectStrictHeaders(res);
  });

  it('are set on a refused state-changing call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/no-such-thing',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectStrictHeaders(res);
  });

  it('allow no other origin to read answers (no CORS headers)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/settings',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  describe('X-Request-Id', () => {
    const requestIdFor = async (incoming: string | undefined) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/health',
        headers: incoming === undefined ? {} : { 'x-request-id': incoming },
      });
      return String(res.headers['x-request-id']);
    };

    it('is made up when the client sends none, new for every request', async () => {
      const first = await requestIdFor(undefined);
      const second = await requestIdFor(undefined);
      expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(second).not.toBe(first);
    });

    it('echoes a safe incoming id', async () => {
      for (const id of ['abcd1234', 'lb-7f3a9c2e:1701.42_x', 'A'.repeat(64)]) {
        expect(await requestIdFor(id)).toBe(id);
      }
    });

    it('replaces an unsafe one', async () => {
      for (const id of [
        'abc\ndef-forged-log-line',
        'abc\r\nX-Injected: 1',
        'has some spaces',
        'A'.repeat(65),
        'short',
        '<script>alert(1)</script>',
        'ünïcödé-id-1234',
      ]) {
        const answered = await requestIdFor(id);
        expect(answered, JSON.stringify(id)).not.toBe(id);
        expect(answered, JSON.stringify(id)).toMatch(/^[0-9a-f-]{36}$/);
      }
    });
  });
});
