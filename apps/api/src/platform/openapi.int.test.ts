import { ROUTES } from '@portal/contract/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown>; tags?: string[] }>>;
  components?: { schemas?: Record<string, unknown> };
}

describe('OpenAPI', () => {
  let t: TestApp;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is an OpenAPI 3.1.0 document', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Portal API');
  });

  it('lists the platform endpoints with their response schemas', () => {
    for (const path of ['/api/v1/health', '/api/v1/ready', '/api/v1/settings']) {
      expect(doc.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
    expect(doc.paths['/api/v1/ready']?.get?.responses?.['503']).toBeDefined();
    expect(doc.components?.schemas).toHaveProperty('Settings');
    expect(doc.components?.schemas).toHaveProperty('ErrorResponse');
  });

  it('lists API endpoints only: no SPA page, asset, docs or the document itself', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) expect(path).toMatch(/^\/api\/v1\//);
    for (const route of ROUTES) expect(paths).not.toContain(route.path);
    expect(paths).not.toContain('/api/v1/openapi.json');
  });

  it.each(['/api/docs', '/api/docs/'])(
    '%s answers a page that loads only same-origin scripts',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);

      const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes = '', inline = ''] of scripts) {
        // No inline code, and each source on our origin (a path, never another host).
        expect(inline.trim()).toBe('');
        const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
        expect(src).toBeDefined();
        expect(src).not.toMatch(/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i);

        const script = await t.app.inject({
          method: 'GET',
          url: new URL(src ?? '', `http://x${url}`).pathname,
        });
        expect(script.statusCode, src).toBe(200);
        expect(script.headers['content-type'], src).toMatch(/javascript/);
      }
      expect(res.body).not.toMatch(/\son[a-z]+\s*=/i);

      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self'\s*;/);
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
    },
  );

  it('feeds the docs page the same document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(doc);
  });
});
