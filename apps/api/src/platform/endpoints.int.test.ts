import { endpoints } from '@portal/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const API = '/api/v1';
/** Served under /api/v1 but no endpoint of the SPA's: the API's own description. */
const NOT_ENDPOINTS = new Set(['GET /api/v1/openapi.json']);

/** "GET /api/v1/listings/{id}" for GET /listings/:id: one spelling for the router and the document. */
const key = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;

/**
 * The router prints the parameters of one position together (`:id|:slug`), whichever route
 * named them; compared by shape, `GET /listings/:slug` and `PUT /listings/:id` are still told apart
 * by method, and the OpenAPI test below compares the names.
 */
const shape = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/:\w+(?:\|:\w+)*/g, ':')}`;

/** Every method and path the router answers, read from its printed tree. */
function registeredRoutes(printed: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^([│├└─\s]*)(\S.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    stack.length = depth;
    stack.push(match[2] ?? '');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(shape(method, stack.join('')));
    }
  }
  return routes;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/**
 * The contract's endpoint table and the API are the same list
 * (docs/decisions/022-endpoints-in-the-contract.md): a route added without its endpoint,
 * or an endpoint the API forgot, fails here.
 */
describe('endpoint table and API', () => {
  let t: TestApp;
  let api: string[];
  let documented: string[];
  const list = Object.values(endpoints);
  const table = list.map((endpoint) => key(endpoint.method, `${API}${endpoint.path}`)).sort();
  const tableShapes = list.map((endpoint) => shape(endpoint.method, `${API}${endpoint.path}`)).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    api = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter((route) => route.includes(` ${API}/`) && !NOT_ENDPOINTS.has(route))
      .sort();
    const doc = (await t.app.inject({ method: 'GET', url: `${API}/openapi.json` })).json<OpenApiDocument>();
    documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => key(method, path)))
      .sort();
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers every endpoint of the table and no other route under /api/v1', () => {
    expect(api.length).toBeGreaterThan(100);
    expect(api).toEqual(tableShapes);
  });

  it('documents exactly the table in the OpenAPI document', () => {
    expect(documented).toEqual(table);
  });
});
