import { categoryTreeResponseSchema, type CategoryNode } from '@portal/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import { catalogCallers, type Callers } from '../catalog/testing';
import { listingBody, postListing } from './testing';

/** A category decides which optional details its listings have (docs/decisions/019). */
describe(`optional details offered by a category (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let callers: Callers;
  let seller: string;
  let phones: CategoryNode;
  let smartphones: CategoryNode;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    callers = await catalogCallers(t);
    seller = (await signIn(db(), (await createUser(db())).id)).token;
    const res = await api(t.app, { url: '/api/v1/catalog/sales/categories' });
    const tree = categoryTreeResponseSchema.parse(res.json()).categories;
    phones = tree.find((node) => node.slug === 'phones-tablets')!;
    smartphones = phones.children!.find((node) => node.slug === 'smartphones')!;
  });
  afterAll(async () => {
    await t.close();
  });

  const saleIn = (sub: CategoryNode, extras: Record<string, unknown>) =>
    listingBody(
      { category: sub.parent_id!, subCategory: sub.id, filter: undefined },
      { platform: 'sales', title: 'Samsung Galaxy S23 comme neuf', ...extras },
    );
  const patch = (id: number, body: Record<string, unknown>, token = callers.admin) =>
    api(t.app, { method: 'PATCH', url: `/api/v1/admin/catalog/categories/${id}`, token, body });

  it('seeds the phones category with its own details, inherited by its sub-categories', () => {
    expect(phones.optional_fields).toEqual(
      expect.arrayContaining(['sales_quality', 'sales_guarantee', 'has_delivery']),
    );
    expect(phones.optional_fields).not.toContain('rentability');
    expect(smartphones.optional_fields).toBeNull();
  });

  it('accepts the details the category offers and refuses the others, in the request language', async () => {
    const ok = await postListing(
      t.app,
      seller,
      saleIn(smartphones, { has_delivery: true, sales_quality: 'original' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().listing).toMatchObject({ has_delivery: true, sales_quality: 'original' });

    const res = await api(t.app, {
      method: 'POST',
      url: '/api/v1/listings',
      token: seller,
      locale: 'ar',
      body: saleIn(smartphones, { rentability: true, headquarters: 'Alger centre', has_delivery: true }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual({
      rentability: ['هذه الفئة لا تستعمل هذا الحقل.'],
      headquarters: ['هذه الفئة لا تستعمل هذا الحقل.'],
    });
  });

  it('lets an admin give a sub-category its own list, which then decides; only admins may', async () => {
    expect(
      (await patch(smartphones.id, { optional_fields: ['rentability'] }, callers.moderator)).statusCode,
    ).toBe(403);
    const res = await patch(smartphones.id, { optional_fields: ['rentability'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().category.optional_fields).toEqual(['rentability']);

    expect((await postListing(t.app, seller, saleIn(smartphones, { rentability: true }))).statusCode).toBe(
      201,
    );
    const refused = await postListing(t.app, seller, saleIn(smartphones, { has_delivery: true }));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['has_delivery']);

    // Back to inheriting the category's list.
    expect(
      (await patch(smartphones.id, { optional_fields: null })).json().category.optional_fields,
    ).toBeNull();
    expect((await postListing(t.app, seller, saleIn(smartphones, { has_delivery: true }))).statusCode).toBe(
      201,
    );
  });

  it("refuses a detail of the other platform, or an unknown one, in a category's list", async () => {
    const tree = categoryTreeResponseSchema.parse(
      (await api(t.app, { url: '/api/v1/catalog/announcements/categories' })).json(),
    ).categories;
    const res = await patch(tree[0]!.id, { optional_fields: ['contact_time', 'payment_method'] });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty('optional_fields');
    expect((await patch(tree[0]!.id, { optional_fields: ['colour'] })).statusCode).toBe(422);
  });
});
