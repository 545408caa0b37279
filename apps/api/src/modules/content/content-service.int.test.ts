import type { ContentDetailsBody } from '@portal/contract/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { createLocalStorage, type Storage } from '../../platform/storage';
import { contentSeeders, seedContentItems } from './seed-content';
import type { SeedItem } from './seed-data/types';
import {
  contentSitemapEntries,
  contentVersion,
  countPublished,
  getPublished,
  listPublished,
  searchContent,
  searchPublished,
} from './service';
import {
  createTestItem,
  detailsOf,
  makePublicSince,
  removeTestItem,
  testJpeg,
  testWav,
  uniqueWord,
} from './testing';
import { selectItemBySlug } from './queries';
import { updateContent } from './update-content';

/** What other areas read from the CMS (service.ts), and seeding, on both databases. */
describe(`content service (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let storage: Storage;
  let adminId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    storage = createLocalStorage(t.config.uploadsDir);
    adminId = (await createUser(db, { role: 'admin' })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists, gets, counts and searches public items only', async () => {
    const word = uniqueWord('svc');
    const before = await countPublished(db, 'faq');
    const shown = await createTestItem(db, adminId, 'faq', {
      translations: { ar: { title: `سؤال عن الإعلانات ${word}`, summary: '', body: '<p>جواب</p>' } },
    });
    const draft = await createTestItem(db, adminId, 'faq', {
      status: 'draft',
      translations: { ar: { title: `مسودة ${word}`, summary: '', body: '' } },
    });
    expect(await countPublished(db, 'faq')).toBe(before + 1);

    const list = await listPublished(db, { kind: 'faq', locale: 'fr', limit: 100 });
    expect(list.map((i) => i.id)).toContain(shown.id);
    expect(list.map((i) => i.id)).not.toContain(draft.id);
    expect(list.find((i) => i.id === shown.id)).toMatchObject({ locale: 'ar', fallback: true });

    expect((await getPublished(db, 'faq', shown.slug, 'ar'))?.item.id).toBe(shown.id);
    expect(await getPublished(db, 'faq', draft.slug, 'ar')).toBeNull();

    // "الاعلان" without its hamza, and the word itself.
    const groups = await searchContent(db, { q: `الاعلانات ${word}`, locale: 'ar', kinds: ['faq', 'news'] });
    expect(groups).toEqual([{ kind: 'faq', items: [expect.objectContaining({ id: shown.id })] }]);
    const group = await searchPublished(db, { kind: 'faq', q: word, locale: 'en', limit: 5 });
    expect(group.total).toBe(1);
    expect(group.items.map((i) => i.id)).toEqual([shown.id]);
  });

  it('lists every public item with a page in the sitemap entries, with its languages', async () => {
    const page = await createTestItem(db, adminId, 'news', {
      translations: {
        ar: { title: 'خبر للخريطة', summary: '', body: '' },
        en: { title: 'News for the map', summary: '', body: '' },
      },
    });
    const link = await createTestItem(db, adminId, 'link');
    const entries = await contentSitemapEntries(db);
    expect(entries.find((e) => e.id === page.id)).toEqual({
      kind: 'news',
      slug: page.slug,
      id: page.id,
      updated_at: page.updated_at,
      locales: ['ar', 'en'],
    });
    expect(entries.find((e) => e.id === link.id)).toBeUndefined();
  });

  it('moves its version at every write and when a scheduled item’s time comes', async () => {
    const v1 = await contentVersion(db);
    expect(await contentVersion(db)).toBe(v1);
    const item = await createTestItem(db, adminId, 'blog', {
      publish_at: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const v2 = await contentVersion(db);
    expect(v2).not.toBe(v1);
    await makePublicSince(db, item.id);
    expect(await contentVersion(db)).not.toBe(v2);
  });

  it('seeds items and their files once: an existing slug is left as an admin edited it', async () => {
    const slug = uniqueWord('seeded');
    const items: SeedItem[] = [
      {
        kind: 'episode',
        slug,
        translations: {
          fr: { title: 'Épisode semé', summary: 'Résumé', body: '<p>Notes<script>x</script></p>' },
        },
        details: (fileId) => ({ ...detailsOf('episode', { audio: fileId('sound') }), number: 3 }),
      },
      {
        kind: 'partner',
        slug: `${slug}-partner`,
        publishAtDaysFromNow: 2,
        translations: { en: { title: 'Seeded partner', summary: '', body: '' } },
        details: (fileId) => ({ kind: 'partner', url: null, logo_file_id: fileId('logo') }),
      },
    ];
    let reads = 0;
    const files = [
      { key: 'sound', name: 'episode-3.wav', bytes: async () => (reads++, testWav(1)) },
      { key: 'logo', name: 'logo.jpg', bytes: async () => (reads++, testJpeg()) },
      { key: 'unused', name: 'unused.jpg', bytes: async () => (reads++, testJpeg()) },
    ];
    const pages: SeedItem[] = [
      {
        kind: 'page',
        slug: 'user-guide',
        translations: { ar: { title: 'دليل المستخدم', summary: '', body: '<p>كيف تنشر إعلاناً</p>' } },
        details: () => ({ kind: 'page' }),
      },
    ];
    const seeders = contentSeeders({ DEFAULT_PAGES: pages, demoContent: () => ({ files, items }) });
    // Every database has the real default pages: this one seeds its own in their place.
    await removeTestItem(db, 'page', 'user-guide');
    await seeders.reference(db);
    expect((await getPublished(db, 'page', 'user-guide', 'en'))?.item).toMatchObject({
      locale: 'ar',
      fallback: true,
    });
    expect(reads).toBe(0);
    await seeders.demo(db, storage);
    expect(reads).toBe(2);
    const episode = await getPublished(db, 'episode', slug, 'fr');
    expect(episode?.item.body).toBe('<p>Notes</p>');
    expect(episode?.item.details).toMatchObject({
      kind: 'episode',
      number: 3,
      audio: { kind: 'audio', duration_seconds: 1 },
    });
    // Scheduled two days ahead: not public yet.
    expect(await getPublished(db, 'partner', `${slug}-partner`, 'en')).toBeNull();
    const partner = await selectItemBySlug(db, 'partner', `${slug}-partner`);
    expect(partner?.publishedAt.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);

    const seeded = await selectItemBySlug(db, 'episode', slug);
    await updateContent({ db }, adminId, seeded!.id, {
      slug,
      status: 'published',
      publish_at: null,
      translations: { fr: { title: 'Titre de l’admin', summary: '', body: '' } },
      details: seeded!.details as ContentDetailsBody,
    });
    await seedContentItems({ db, storage }, items, files);
    expect(reads).toBe(2);
    expect(await countPublished(db, 'episode')).toBe(1);
    expect((await getPublished(db, 'episode', slug, 'fr'))?.item.title).toBe('Titre de l’admin');
  });
});
