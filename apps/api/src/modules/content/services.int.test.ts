import {
  adminContentItemResponseSchema,
  contentItemResponseSchema,
  contentListResponseSchema,
} from '@portal/contract/content';
import { errorResponseSchema } from '@portal/contract/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { createLocalStorage } from '../../platform/storage';
import { catalogCallers, type Callers } from '../catalog/testing';
import { contentSitemapEntries, getBookableService, listBranches } from './service';
import { createTestItem, detailsOf, testJpeg, uniqueWord, uploadTestFile } from './testing';

/** The agency's services: CMS items of kind `service` naming the branches that offer them. */
describe(`services (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let callers: Callers;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    callers = await catalogCallers(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
    api(t.app, { method, url: `/api/v1${url}`, token: callers.admin, body });
  const publicGet = (url: string, locale: 'ar' | 'fr' | 'en') => api(t.app, { url: `/api/v1${url}`, locale });

  /** A branch with its name in three languages (or a draft one). */
  const branch = (status: 'published' | 'draft' = 'published') => {
    const word = uniqueWord('branch');
    return createTestItem(db, null, 'branch', {
      status,
      translations: {
        ar: { title: `فرع ${word}`, summary: '', body: '' },
        fr: { title: `Agence ${word}`, summary: '', body: '' },
        en: { title: `Branch ${word}`, summary: '', body: '' },
      },
    });
  };

  const serviceBody = (branchIds: number[], extra: Record<string, unknown> = {}) => {
    const word = uniqueWord('service');
    return {
      status: 'published',
      translations: {
        ar: { title: `خدمة ${word}`, summary: 'ملخص الخدمة', body: '<p>نص الخدمة</p>' },
        fr: { title: `Service ${word}`, summary: 'Résumé du service', body: '<p>Texte du service</p>' },
        en: { title: `Service ${word} en`, summary: 'Service summary', body: '<p>Service text</p>' },
      },
      details: { kind: 'service', image_file_id: null, branch_ids: branchIds, booking: true },
      ...extra,
    };
  };

  it('creates a service naming branches; readers get it with its published branches in their language', async () => {
    const [main, second, draft] = [await branch(), await branch(), await branch('draft')];
    const image = await uploadTestFile(
      db,
      createLocalStorage(t.config.uploadsDir),
      await testJpeg(),
      'p.jpg',
    );
    const body = serviceBody([second.id, draft.id, main.id]);
    body.details.image_file_id = image.id as never;
    const res = await admin('POST', '/admin/content/service', body);
    expect(res.statusCode, res.body).toBe(201);
    const created = adminContentItemResponseSchema.parse(res.json()).item;
    expect(created.details).toEqual({
      kind: 'service',
      image_file_id: image.id,
      branch_ids: [second.id, draft.id, main.id],
      booking: true,
    });

    for (const [locale, name] of [
      ['ar', 'فرع'],
      ['fr', 'Agence'],
      ['en', 'Branch'],
    ] as const) {
      const got = await publicGet(`/content/service/${created.id}`, locale);
      expect(got.statusCode, got.body).toBe(200);
      const { item } = contentItemResponseSchema.parse(got.json());
      expect(item.locale).toBe(locale);
      expect(item.body).toContain('<p>');
      if (item.details.kind !== 'service') throw new Error('not a service');
      // The draft branch is left out; the others keep the order chosen.
      expect(item.details.branches.map((b) => b.id)).toEqual([second.id, main.id]);
      expect(item.details.branches[0]!.title.startsWith(name)).toBe(true);
      expect(item.details.branches[0]).toMatchObject({ phones: ['+213 21 00 00 00'], is_main: false });
      expect(item.details.booking).toBe(true);
      expect(item.details.image?.urls?.thumbnail).toMatch(/^\/api\/v1\/content\/files\//);
    }
    // By slug as well as by id, and in the list.
    expect((await publicGet(`/content/service/${created.slug}`, 'fr')).statusCode).toBe(200);
    const list = contentListResponseSchema.parse(
      (await publicGet('/content/service?per_page=100', 'ar')).json(),
    );
    expect(list.data.map((i) => i.id)).toContain(created.id);
    expect((await contentSitemapEntries(db)).some((e) => e.kind === 'service' && e.id === created.id)).toBe(
      true,
    );
  });

  it('hides a draft service from readers and from booking', async () => {
    const b = await branch();
    const res = await admin('POST', '/admin/content/service', serviceBody([b.id], { status: 'draft' }));
    expect(res.statusCode, res.body).toBe(201);
    const draft = adminContentItemResponseSchema.parse(res.json()).item;
    expect((await publicGet(`/content/service/${draft.id}`, 'en')).statusCode).toBe(404);
    const list = contentListResponseSchema.parse(
      (await publicGet('/content/service?per_page=100', 'en')).json(),
    );
    expect(list.data.map((i) => i.id)).not.toContain(draft.id);
    expect(await getBookableService(db, draft.id)).toBeNull();
  });

  it('refuses branch ids that are not branches, repeated or unknown, in the reader’s language', async () => {
    const news = await createTestItem(db, null, 'news');
    const b = await branch();
    const notBranch = await admin('POST', '/admin/content/service', serviceBody([b.id, news.id, 99_999_999]));
    expect(notBranch.statusCode, notBranch.body).toBe(422);
    const errors = errorResponseSchema.parse(notBranch.json()).errors ?? {};
    expect(Object.keys(errors).sort()).toEqual(['details.branch_ids.1', 'details.branch_ids.2']);
    expect(errors['details.branch_ids.1']?.[0]).toMatch(/branch/i);

    const repeated = await admin('POST', '/admin/content/service', serviceBody([b.id, b.id]));
    expect(repeated.statusCode, repeated.body).toBe(422);
    const tooMany = await admin(
      'POST',
      '/admin/content/service',
      serviceBody(Array.from({ length: 51 }, (_, i) => i + 1)),
    );
    expect(tooMany.statusCode, tooMany.body).toBe(422);
  });

  it('tells the appointments which services may be booked, and at which branches', async () => {
    const [a, b, hidden] = [await branch(), await branch(), await branch('draft')];
    const make = async (branchIds: number[], booking: boolean) => {
      const res = await admin(
        'POST',
        '/admin/content/service',
        serviceBody(branchIds, {
          details: { kind: 'service', image_file_id: null, branch_ids: branchIds, booking },
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      return adminContentItemResponseSchema.parse(res.json()).item;
    };
    const bookable = await make([a.id, hidden.id], true);
    const notBookable = await make([a.id], false);

    expect(await getBookableService(db, bookable.id)).toEqual({ id: bookable.id, branchIds: [a.id] });
    expect(await getBookableService(db, bookable.id, a.id)).toEqual({ id: bookable.id, branchIds: [a.id] });
    expect(await getBookableService(db, bookable.id, b.id)).toBeNull();
    expect(await getBookableService(db, bookable.id, hidden.id)).toBeNull();
    expect(await getBookableService(db, notBookable.id)).toBeNull();
    expect(await getBookableService(db, a.id)).toBeNull();

    const branches = await listBranches(db, 'fr');
    expect(branches.map((x) => x.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(branches.map((x) => x.id)).not.toContain(hidden.id);
    expect(branches.find((x) => x.id === a.id)?.title.startsWith('Agence')).toBe(true);
    expect(detailsOf('service')).toEqual({
      kind: 'service',
      image_file_id: null,
      branch_ids: [],
      booking: true,
    });
  });
});
