import { describe, expect, it } from 'vitest';
import { endpointSchemas } from '../endpoint-schemas';
import { fillPath } from './endpoint';
import { AREA_ENDPOINTS, endpoints } from '../endpoints';

describe('endpoint table', () => {
  const all = AREA_ENDPOINTS.flatMap((area) => Object.entries(area));

  it('names each endpoint once across the areas, by its key', () => {
    expect(Object.keys(endpoints)).toHaveLength(all.length);
    for (const [key, endpoint] of all) expect(endpoint.name).toBe(key);
  });

  it('declares each method and path once', () => {
    const routes = all.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has the schemas of every endpoint and of no other', () => {
    expect(Object.keys(endpointSchemas).sort()).toEqual(Object.keys(endpoints).sort());
  });
});

describe('fillPath', () => {
  it('puts each parameter in its segment, encoded', () => {
    expect(fillPath('/catalog/:platform/categories/:id', { platform: 'sales', id: 7 })).toBe(
      '/catalog/sales/categories/7',
    );
    expect(fillPath('/listings/:slug', { slug: 'سيارة x/1' })).toBe(
      `/listings/${encodeURIComponent('سيارة x/1')}`,
    );
  });

  it('refuses a missing parameter', () => {
    expect(() => fillPath('/listings/:id', {})).toThrow(/id/);
  });
});
