import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@portal/contract/endpoints';

/**
 * Endpoint paths are written once, in the contract (docs/decisions/022-endpoints-in-the-contract.md):
 * the web calls `call(endpoint)`, the API registers `route(app, endpoint)` and builds links
 * with `endpointUrl`. A path written again in the apps' sources fails here. Tests may write
 * paths.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SCANNED = ['apps/web/src', 'apps/api/src'];

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    // Tests and their helpers (testing.ts) fake or call the API by its URLs.
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/(\.test\.tsx?|^testing\.ts)$/.test(entry.name);
    return isSource ? [relative] : [];
  });
}

/** The code of a file without its comments, which may name an endpoint to explain it. */
function code(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * `'/listings/:id'` as a literal: quoted, a parameter as `${…}`; on the web also without its
 * leading slash, as calls were written there (the API's storage keys, `listings/${file}`, have none).
 */
function literalPattern(endpointPath: string, slash: '/' | '/?'): RegExp {
  const body = endpointPath
    .replace(/^\//, '')
    .split(/:\w+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\$\\{[^}]+\\}');
  return new RegExp(`['"\`]${slash}${body}(?:['"\`?])`);
}

describe('endpoint paths outside the contract', () => {
  const files = SCANNED.flatMap(sources);
  // A one-word path ('/login', '/settings') is also a page, a table or a cache key: only
  // longer paths are told apart by their text; the calls themselves are checked below.
  const patterns = Object.values(endpoints)
    .filter((endpoint) => /^\/[^/]+\/|:/.test(endpoint.path))
    .map((endpoint) => ({
      endpoint,
      web: literalPattern(endpoint.path, '/?'),
      api: literalPattern(endpoint.path, '/'),
    }));

  it('scans the apps', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('writes no /api/v1 path', () => {
    const found = files.filter((file) => /['"`]\/api\/v1/.test(code(file)));
    expect(found).toEqual([]);
  });

  it('writes no endpoint path', () => {
    const found = files.flatMap((file) => {
      const text = code(file);
      return patterns
        .filter((pattern) => (file.startsWith('apps/web/') ? pattern.web : pattern.api).test(text))
        .map(({ endpoint }) => `${file}: ${endpoint.method} ${endpoint.path}`);
    });
    expect(found).toEqual([]);
  });

  it('registers API routes only through route()', () => {
    // Documents other programs fetch outside /api/v1 (a podcast app's feed, a mail provider's
    // one-click unsubscribe): addresses of their own, not endpoints the SPA calls.
    const outsideApi = [
      'apps/api/src/modules/podcast/feed-route.ts',
      'apps/api/src/modules/newsletter/one-click-route.ts',
    ];
    const found = files.filter(
      (file) =>
        file.startsWith('apps/api/src/modules/') &&
        !outsideApi.includes(file) &&
        /\bapp\.(?:get|post|put|patch|delete|route)\(/.test(code(file)),
    );
    expect(found).toEqual([]);
  });

  it('calls the API only through call() on the web', () => {
    const found = files.filter(
      (file) =>
        file.startsWith('apps/web/src/') &&
        !['apps/web/src/lib/http.ts', 'apps/web/src/lib/upload.ts', 'apps/web/src/lib/call.ts'].includes(
          file,
        ) &&
        /\b(?:http|uploadFile)(?:<[^>]*>)?\(/.test(code(file)),
    );
    expect(found).toEqual([]);
  });
});
