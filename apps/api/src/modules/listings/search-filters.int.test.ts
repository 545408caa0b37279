import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { approve, cityOf, firstBranch, listingBody, postListing, type Branch } from './testing';

/**
 * The sales options as filters, the facets of the chosen category's children and of the
 * chosen region's cities, and offset pages that neither repeat nor skip.
 */
describe('listings search: sales options, facets, pages', () => {
  let t: TestApp;
  let branch: Branch;
  let city: number;
  const db = () => t.testDb.database.db;
  const ids: Record<string, number> = {};
  const sameTime = new Date(Date.now() - 3_600_000);

  const sale = (title: string, overrides: Record<string, unknown>) =>
    listingBody(branch, {
      platform: 'sales',
      title,
      description: 'Une annonce de vente pour les tests.',
      ...overrides,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    branch = await firstBranch(db(), 'sales');
    city = await cityOf(db(), 16);
    const token = (await signIn(db(), (await createUser(db())).id)).token;
    const bodies: Record<string, Record<string, unknown>> = {
      cash: sale('Vente au comptant livrée', {
        payment_method: 'cash',
        has_delivery: true,
        sales_quality: 'original',
        city_id: city,
        filter_id: branch.filter,
      }),
      cheque: sale('Vente par chèque importée', {
        payment_method: 'cheque',
        has_delivery: false,
        sales_source: 'imported',
        selling_style: 'wholesale',
        after_sales_service: true,
      }),
      plain: sale('Vente sans options précisées', { region_id: 31 }),
    };
    for (const [key, body] of Object.entries(bodies)) {
      const res = await postListing(t.app, token, body);
      expect(res.statusCode, res.body).toBe(201);
      ids[key] = res.json().listing.id as number;
      // All three at the same instant: only the id can keep their order stable.
      await approve(db(), ids[key]!, sameTime);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const search = async (params: Record<string, string>) => {
    const res = await api(t.app, { url: `/api/v1/listings?${new URLSearchParams(params)}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { id: number }[];
      total: number;
      facets: Record<'categories' | 'children' | 'regions' | 'cities', { id: number; count: number }[]>;
    };
  };
  const found = async (params: Record<string, string>) =>
    (await search({ platform: 'sales', ...params })).data.map((l) => l.id).sort((a, b) => a - b);

  it.each([
    [{ payment_method: 'cash' }, ['cash']],
    [{ payment_method: 'cheque' }, ['cheque']],
    [{ has_delivery: 'true' }, ['cash']],
    [{ has_delivery: 'false' }, ['cheque']],
    [{ sales_quality: 'original' }, ['cash']],
    [{ sales_source: 'imported' }, ['cheque']],
    [{ selling_style: 'wholesale', after_sales_service: 'true' }, ['cheque']],
    [{ selling_style: 'retail' }, []],
    [{ payment_method: 'cash', has_delivery: 'false' }, []],
  ])('filters sales by %j', async (params, expected) => {
    expect(await found(params)).toEqual(expected.map((k) => ids[k]!).sort((a, b) => a - b));
  });

  it('refuses unknown sales option values with 422', async () => {
    for (const query of ['payment_method=bitcoin', 'has_delivery=yes', 'mobility=1', 'sellability=x']) {
      const res = await api(t.app, { url: `/api/v1/listings?${query}` });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('counts the children of the chosen category, with the other filters applied', async () => {
    const top = await search({ platform: 'sales', category_id: String(branch.category) });
    expect(top.total).toBe(3);
    expect(top.facets.children).toEqual([expect.objectContaining({ id: branch.subCategory, count: 3 })]);
    const sub = await search({ platform: 'sales', category_id: String(branch.subCategory) });
    expect(sub.facets.children).toEqual([expect.objectContaining({ id: branch.filter, count: 1 })]);
    const filtered = await search({
      platform: 'sales',
      category_id: String(branch.category),
      payment_method: 'cheque',
    });
    expect(filtered.facets.children).toEqual([expect.objectContaining({ count: 1 })]);
    expect((await search({ platform: 'sales' })).facets.children).toEqual([]);
  });

  it('counts the cities of the chosen region, the city itself left out of its own facet', async () => {
    expect((await search({ platform: 'sales' })).facets.cities).toEqual([]);
    const region = await search({ platform: 'sales', region_id: '16' });
    expect(region.total).toBe(2);
    expect(region.facets.cities).toEqual([{ id: city, name: expect.any(String), count: 1 }]);
    const inCity = await search({ platform: 'sales', region_id: '16', city_id: String(city) });
    expect(inCity.total).toBe(1);
    expect(inCity.facets.cities).toEqual(region.facets.cities);
    expect(inCity.facets.regions).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 31, count: 1 })]),
    );
  });

  it('pages listings published at the same instant without repeating or skipping one', async () => {
    for (const sort of ['newest', 'price_asc', 'price_desc']) {
      const pages = [];
      for (const page of ['1', '2', '3']) {
        const res = await search({ platform: 'sales', sort, per_page: '1', page });
        expect(res.total).toBe(3);
        pages.push(...res.data.map((l) => l.id));
      }
      expect(
        pages.sort((a, b) => a - b),
        sort,
      ).toEqual(Object.values(ids).sort((a, b) => a - b));
    }
  });

  it('answers the deepest page with its total and facets, and refuses deeper with 422', async () => {
    const last = await search({ platform: 'sales', page: '500' });
    expect(last.data).toEqual([]);
    expect(last.total).toBe(3);
    expect(last.facets.categories).toHaveLength(1);
    const res = await api(t.app, { url: '/api/v1/listings?page=501' });
    expect(res.statusCode).toBe(422);
  });
});
