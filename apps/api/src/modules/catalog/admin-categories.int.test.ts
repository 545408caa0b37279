import {
  adminCategoryResponseSchema,
  adminCategoryTreeResponseSchema,
  type AdminCategoryNode,
} from '@portal/contract/catalog-admin';
import { categoryTreeResponseSchema, type CategoryNode } from '@portal/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn, unique } from '../../../test/accounts';
import { api, createUser } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { listingBody, postListing } from '../listings/testing';
import { auditEntries, publishedListing } from '../trust/testing';
import { catalogCallers, names, statusesByCaller, type Callers } from './testing';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const publicTree = '/api/v1/catalog/announcements/categories';

function flatten<T extends { children?: T[] }>(nodes: T[]): T[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
}

/** Categories, sub-categories and filters in the back office. */
describe(`catalog management: categories (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let callers: Callers;
  let sellerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    callers = await catalogCallers(t);
    sellerId = (await createUser(db)).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const adminTree = async (platform = 'announcements', token = callers.admin) => {
    const res = await api(t.app, { url: `/api/v1/admin/catalog/${platform}/categories`, token });
    expect(res.statusCode).toBe(200);
    return adminCategoryTreeResponseSchema.parse(res.json()).categories;
  };
  const create = (body: Record<string, unknown>, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/catalog/announcements/categories',
      token: callers.admin,
      body,
      locale,
    });
  const patch = (id: number, body: Record<string, unknown>, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, {
      method: 'PATCH',
      url: `/api/v1/admin/catalog/categories/${id}`,
      token: callers.admin,
      body,
      locale,
    });
  const remove = (id: number, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, {
      method: 'DELETE',
      url: `/api/v1/admin/catalog/categories/${id}`,
      token: callers.admin,
      locale,
    });
  const publicNodes = async (locale: 'ar' | 'fr' | 'en' = 'en') => {
    const res = await api(t.app, { url: publicTree, locale });
    return flatten(categoryTreeResponseSchema.parse(res.json()).categories as CategoryNode[]);
  };

  /** A new category with a sub-category under it, made through the API. */
  async function branch(tag = unique('b')) {
    const top = await create({ parent_id: null, names: names(tag), slug: `top-${tag}`, icon: 'hammer' });
    expect(top.statusCode, top.body).toBe(201);
    const category = adminCategoryResponseSchema.parse(top.json()).category;
    const child = await create({
      parent_id: category.id,
      names: names(`${tag} sub`),
      slug: `sub-${tag}`,
      icon: 'wrench',
    });
    expect(child.statusCode, child.body).toBe(201);
    return { category, sub: adminCategoryResponseSchema.parse(child.json()).category };
  }

  describe('who', () => {
    it('lets moderators read the tree and refuses them, users and visitors every change', async () => {
      const { category } = await branch();
      expect((await adminTree('sales', callers.moderator)).length).toBeGreaterThan(0);
      const writes = [
        {
          method: 'POST' as const,
          url: '/api/v1/admin/catalog/announcements/categories',
          body: { parent_id: null, names: names('x'), slug: unique('x'), icon: null },
        },
        {
          method: 'PATCH' as const,
          url: `/api/v1/admin/catalog/categories/${category.id}`,
          body: { is_active: false },
        },
        { method: 'DELETE' as const, url: `/api/v1/admin/catalog/categories/${category.id}` },
        {
          method: 'PUT' as const,
          url: '/api/v1/admin/catalog/announcements/categories/order',
          body: { parent_id: category.id, ids: [1] },
        },
      ];
      for (const call of writes) {
        expect(await statusesByCaller(t, callers, call), call.method).toEqual({
          visitor: 401,
          user: 403,
          moderator: 403,
        });
      }
      expect(await statusesByCaller(t, callers, { url: '/api/v1/admin/catalog/sales/categories' })).toEqual({
        visitor: 401,
        user: 403,
        moderator: 200,
      });
      // Nothing changed.
      const again = flatten(await adminTree()).find((n) => n.id === category.id)!;
      expect(again.is_active).toBe(true);
    });
  });

  describe('the tree', () => {
    it('holds every node, inactive ones too, with its names, state and listings', async () => {
      const { category, sub } = await branch();
      await publishedListing(db, { category: category.id, subCategory: sub.id, filter: undefined }, sellerId);
      await patch(sub.id, { is_active: false });
      const res = await api(t.app, {
        url: '/api/v1/admin/catalog/announcements/categories',
        token: callers.admin,
      });
      expect(res.headers['cache-control']).toBe('no-store');
      const nodes = flatten(adminCategoryTreeResponseSchema.parse(res.json()).categories);
      const top = nodes.find((n) => n.id === category.id)!;
      expect(top).toMatchObject({ depth: 0, is_active: true, listings_count: 1, parent_id: null });
      expect(top.children).toEqual([
        expect.objectContaining({ id: sub.id, depth: 1, is_active: false, listings_count: 1 }),
      ]);
      expect(top.names.ar).toMatch(ARABIC_LETTER);
      // Seeded nodes are there with their listings counted (none in a fresh database).
      expect(nodes.find((n) => n.slug === 'plumbing')).toMatchObject({ depth: 1, listings_count: 0 });
    });
  });

  describe('adding', () => {
    it('adds a sub-category after its siblings, with its audit entry, and the public tree shows it at once in each language', async () => {
      const parent = (await adminTree()).find((n) => n.slug === 'construction-renovation')!;
      const before = await api(t.app, { url: publicTree, locale: 'fr' });
      const etag = String(before.headers.etag);
      const tag = unique('s');
      const res = await create({
        parent_id: parent.id,
        names: {
          ar: `العزل الحراري ${tag}`,
          fr: `Isolation thermique ${tag}`,
          en: `Thermal insulation ${tag}`,
        },
        slug: `thermal-insulation-${tag}`,
        icon: 'snowflake',
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = adminCategoryResponseSchema.parse(res.json()).category;
      const lastSibling = Math.max(...parent.children.map((c) => c.sort_order));
      expect(created).toMatchObject({
        platform: 'announcements',
        parent_id: parent.id,
        depth: 1,
        icon: 'snowflake',
        is_active: true,
        listings_count: 0,
        sort_order: lastSibling + 10,
      });

      const [entry] = await auditEntries(db, 'category.create', created.id);
      expect(entry).toMatchObject({ actorId: callers.adminId, subjectType: 'category', before: null });
      expect(entry!.after).toMatchObject({ slug: `thermal-insulation-${tag}`, depth: 1, is_active: true });

      const after = await api(t.app, { url: publicTree, locale: 'fr', headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      for (const [locale, name] of [
        ['ar', `العزل الحراري ${tag}`],
        ['fr', `Isolation thermique ${tag}`],
        ['en', `Thermal insulation ${tag}`],
      ] as const) {
        const node = (await publicNodes(locale)).find((n) => n.id === created.id);
        expect(node, locale).toMatchObject({ name, parent_id: parent.id });
      }
      // The last of its siblings in the public tree too.
      const publicParent = (await publicNodes()).find((n) => n.id === parent.id)!;
      expect(publicParent.children!.at(-1)!.id).toBe(created.id);
    });

    it('adds a filter under a sub-category, and refuses a level under a filter', async () => {
      const { sub } = await branch();
      const tag = unique('f');
      const filter = await create({ parent_id: sub.id, names: names(tag), slug: `f-${tag}`, icon: null });
      expect(filter.statusCode, filter.body).toBe(201);
      const filterNode = adminCategoryResponseSchema.parse(filter.json()).category;
      expect(filterNode).toMatchObject({ depth: 2, icon: null });
      const deeper = await create(
        { parent_id: filterNode.id, names: names(`${tag}2`), slug: `g-${tag}`, icon: null },
        'fr',
      );
      expect(deeper.statusCode).toBe(422);
      expect(deeper.json().errors.parent_id).toEqual([
        'Un filtre est le dernier niveau : il ne peut rien contenir.',
      ]);
    });

    it('refuses a parent of the other platform or one that does not exist (422)', async () => {
      const cars = flatten(await adminTree('sales')).find((n) => n.slug === 'cars')!;
      for (const parentId of [cars.id, 2_000_000_000]) {
        const res = await create({ parent_id: parentId, names: names('p'), slug: unique('p'), icon: null });
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['parent_id']);
      }
    });

    it('keeps slugs unique per platform: taken on this one → 422, the same on the other one is fine', async () => {
      const taken = await create(
        { parent_id: null, names: names('t'), slug: 'plumbing', icon: 'droplets' },
        'ar',
      );
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.slug[0]).toMatch(ARABIC_LETTER);
      const salesSlug = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/catalog/sales/categories',
        token: callers.admin,
        body: { parent_id: null, names: names('pl'), slug: 'plumbing', icon: 'droplets', is_active: false },
      });
      expect(salesSlug.statusCode, salesSlug.body).toBe(201);
      expect(salesSlug.json().category).toMatchObject({ platform: 'sales', is_active: false });
    });

    it.each([
      ['an empty name', { names: { ar: '', fr: 'Essai', en: 'Trial' } }, 'names.ar'],
      ['a name of spaces', { names: { ar: 'تجربة', fr: '   ', en: 'Trial' } }, 'names.fr'],
      ['a missing language', { names: { ar: 'تجربة', fr: 'Essai' } }, 'names.en'],
      ['a slug with capitals and spaces', { slug: 'Used Cars' }, 'slug'],
      ['a slug with a double hyphen', { slug: 'used--cars' }, 'slug'],
      ['an icon the SPA does not know', { icon: 'unicorn' }, 'icon'],
      ['a negative order', { sort_order: -1 }, 'sort_order'],
      ['an unknown field', { depth: 2 }, 'depth'],
      ['a parent id that is not a number', { parent_id: 'abc' }, 'parent_id'],
    ])('answers 422 with a localized field error for %s', async (_what, override, field) => {
      const body = { parent_id: null, names: names('v'), slug: unique('v'), icon: 'hammer', ...override };
      for (const locale of ['ar', 'fr', 'en'] as const) {
        const res = await create(body, locale);
        expect(res.statusCode, locale).toBe(422);
        const json = res.json<{ code: string; errors: Record<string, string[]> }>();
        expect(json.code).toBe('validation_failed');
        expect(json.errors[field], `${locale} ${JSON.stringify(json.errors)}`).toHaveLength(1);
        if (locale === 'ar') expect(json.errors[field]![0]).toMatch(ARABIC_LETTER);
      }
    });
  });

  describe('editing', () => {
    it('renames: the public tree answers the new name with a new ETag at once; the audit entry holds what changed', async () => {
      const { category } = await branch();
      const first = await api(t.app, { url: publicTree, locale: 'en' });
      const etag = String(first.headers.etag);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      // While nothing changes the tag holds (304).
      expect((await api(t.app, { url: publicTree, headers: { 'if-none-match': etag } })).statusCode).toBe(
        304,
      );

      const renamed = { ...category.names, en: `Renamed ${unique('n')}` };
      const res = await patch(category.id, { names: renamed });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().category.names).toEqual(renamed);

      const after = await api(t.app, { url: publicTree, locale: 'en', headers: { 'if-none-match': etag } });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(etag);
      const node = flatten(categoryTreeResponseSchema.parse(after.json()).categories as CategoryNode[]).find(
        (n) => n.id === category.id,
      );
      expect(node?.name).toBe(renamed.en);
      const one = await api(t.app, { url: `/api/v1/catalog/announcements/categories/${category.id}` });
      expect(one.json().category.name).toBe(renamed.en);

      const [entry] = await auditEntries(db, 'category.update', category.id);
      expect(entry).toMatchObject({
        actorId: callers.adminId,
        before: { names: category.names },
        after: { names: renamed },
      });
    });

    it('writes nothing for an edit that changes nothing', async () => {
      const { category } = await branch();
      const res = await patch(category.id, { names: category.names, icon: category.icon, is_active: true });
      expect(res.statusCode).toBe(200);
      const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, category.id));
      expect(entries.map((e) => e.action)).toEqual(['category.create']);
    });

    it('changes the slug, icon and order; a taken slug is a field error and changes nothing', async () => {
      const { category, sub } = await branch();
      const res = await patch(sub.id, { slug: `moved-${sub.slug}`, icon: 'paint-roller', sort_order: 5 });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().category).toMatchObject({
        slug: `moved-${sub.slug}`,
        icon: 'paint-roller',
        sort_order: 5,
      });
      const clash = await patch(category.id, { slug: 'plumbing', icon: 'bath' });
      expect(clash.statusCode).toBe(422);
      expect(clash.json().errors.slug).toHaveLength(1);
      const [row] = flatten(await adminTree()).filter((n) => n.id === category.id);
      expect(row).toMatchObject({ slug: category.slug, icon: 'hammer' });
    });

    it('answers 404 for an unknown category and 422 for a bad id', async () => {
      expect((await patch(2_000_000_000, { is_active: false })).statusCode).toBe(404);
      expect((await remove(2_000_000_000)).statusCode).toBe(404);
      for (const id of ['abc', '0', '1.5']) {
        const res = await api(t.app, {
          method: 'PATCH',
          url: `/api/v1/admin/catalog/categories/${id}`,
          token: callers.admin,
          body: {},
        });
        expect(res.statusCode, id).toBe(422);
      }
    });
  });

  describe('deactivating', () => {
    it('takes the branch out of the public tree and the posting form; its listings keep working', async () => {
      const { category, sub } = await branch();
      const listing = await publishedListing(
        db,
        { category: category.id, subCategory: sub.id, filter: undefined },
        sellerId,
        { title: `Annonce ${unique('d')}` },
      );
      const res = await patch(category.id, { is_active: false });
      expect(res.statusCode).toBe(200);
      const [entry] = await auditEntries(db, 'category.deactivate', category.id);
      expect(entry).toMatchObject({ before: { is_active: true }, after: { is_active: false } });

      const publicIds = (await publicNodes()).map((n) => n.id);
      expect(publicIds).not.toContain(category.id);
      expect(publicIds).not.toContain(sub.id);
      for (const id of [category.id, sub.id]) {
        expect((await api(t.app, { url: `/api/v1/catalog/announcements/categories/${id}` })).statusCode).toBe(
          404,
        );
      }
      // A new listing cannot be filed there…
      const sellerToken = (await signIn(db, sellerId)).token;
      const posted = await postListing(
        t.app,
        sellerToken,
        listingBody({ category: category.id, subCategory: sub.id, filter: undefined }),
      );
      expect(posted.statusCode).toBe(422);
      expect(Object.keys(posted.json().errors)).toContain('category_id');
      // …while the one already there stays public.
      const detail = await api(t.app, { url: `/api/v1/listings/${encodeURIComponent(listing.slug)}` });
      expect(detail.statusCode).toBe(200);
      expect(detail.json().listing.category).toMatchObject({ id: category.id });

      expect((await patch(category.id, { is_active: true })).statusCode).toBe(200);
      expect(await auditEntries(db, 'category.activate', category.id)).toHaveLength(1);
      expect((await publicNodes()).map((n) => n.id)).toEqual(expect.arrayContaining([category.id, sub.id]));
    });
  });

  describe('reordering', () => {
    it("puts a node's children in a new order, seen publicly at once; each move is audited", async () => {
      const { category, sub } = await branch();
      const second = await create({
        parent_id: category.id,
        names: names(unique('o')),
        slug: unique('o'),
        icon: 'brush',
      });
      const secondId = second.json().category.id as number;
      const url = '/api/v1/admin/catalog/announcements/categories/order';
      const res = await api(t.app, {
        method: 'PUT',
        url,
        token: callers.admin,
        body: { parent_id: category.id, ids: [secondId, sub.id] },
      });
      expect(res.statusCode, res.body).toBe(204);
      const top = (await publicNodes()).find((n) => n.id === category.id)!;
      expect(top.children!.map((c) => c.id)).toEqual([secondId, sub.id]);
      expect((await auditEntries(db, 'category.reorder', secondId))[0]).toMatchObject({
        before: { sort_order: 20 },
        after: { sort_order: 10 },
      });

      // A list that is not exactly the children (another admin added one meanwhile): 409.
      for (const ids of [[sub.id], [sub.id, secondId, category.id]]) {
        const stale = await api(t.app, {
          method: 'PUT',
          url,
          token: callers.admin,
          body: { parent_id: category.id, ids },
          locale: 'fr',
        });
        expect(stale.statusCode).toBe(409);
        expect(stale.json()).toMatchObject({
          code: 'catalog_order_changed',
          message: expect.stringMatching(/Rechargez/),
        });
      }
      const bad = await api(t.app, {
        method: 'PUT',
        url,
        token: callers.admin,
        body: { parent_id: category.id, ids: [sub.id, sub.id] },
      });
      expect(bad.statusCode).toBe(422);
    });

    it('reorders the top level of a platform', async () => {
      const tops = await adminTree('sales');
      const ids = tops.map((n) => n.id);
      const reversed = [...ids].reverse();
      const call = (order: number[]) =>
        api(t.app, {
          method: 'PUT',
          url: '/api/v1/admin/catalog/sales/categories/order',
          token: callers.admin,
          body: { parent_id: null, ids: order },
        });
      expect((await call(reversed)).statusCode).toBe(204);
      expect((await adminTree('sales')).map((n) => n.id)).toEqual(reversed);
      expect((await call(ids)).statusCode).toBe(204);
      expect((await adminTree('sales')).map((n) => n.id)).toEqual(ids);
    });
  });

  describe('deleting', () => {
    it('refuses a category with listings, at any level, naming the count in the reader’s language', async () => {
      const { category, sub } = await branch();
      for (let i = 0; i < 2; i += 1) {
        await publishedListing(
          db,
          { category: category.id, subCategory: sub.id, filter: undefined },
          sellerId,
        );
      }
      const messages = {
        en: 'This category cannot be deleted: listings are filed under it (listings: 2). Deactivate it instead: it leaves the site and its listings keep working.',
        fr: 'Impossible de supprimer cette catégorie : des annonces y sont classées (annonces : 2). Désactivez-la plutôt : elle quitte le site et ses annonces restent en ligne.',
        ar: 'لا يمكن حذف هذا التصنيف: توجد إعلانات مصنفة تحته (عدد الإعلانات: 2). عطّله بدلاً من ذلك: يختفي من الموقع وتبقى إعلاناته منشورة.',
      };
      for (const id of [category.id, sub.id]) {
        for (const locale of ['ar', 'fr', 'en'] as const) {
          const res = await remove(id, locale);
          expect(res.statusCode).toBe(409);
          expect(res.json()).toEqual({ code: 'category_in_use', message: messages[locale] });
        }
      }
      expect(await auditEntries(db, 'category.delete', sub.id)).toEqual([]);
      expect(flatten(await adminTree()).map((n) => n.id)).toEqual(
        expect.arrayContaining([category.id, sub.id]),
      );
    });

    it('refuses a category that has levels under it, then deletes it once they are gone', async () => {
      const { category, sub } = await branch();
      const refused = await remove(category.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'category_has_children',
        message: expect.stringContaining('(count: 1)'),
      });

      expect((await remove(sub.id)).statusCode).toBe(204);
      expect((await remove(category.id)).statusCode).toBe(204);
      const [entry] = await auditEntries(db, 'category.delete', category.id);
      expect(entry).toMatchObject({ actorId: callers.adminId, after: null });
      expect(entry!.before).toMatchObject({ slug: category.slug, names: category.names });
      expect((await publicNodes()).map((n) => n.id)).not.toContain(category.id);
      expect(flatten<AdminCategoryNode>(await adminTree()).map((n) => n.id)).not.toContain(sub.id);
    });
  });
});
