import {
  adminContentItemResponseSchema,
  contentFileResponseSchema,
  contentItemResponseSchema,
  contentListResponseSchema,
  type AdminContentItem,
} from '@portal/contract/content';
import { errorResponseSchema } from '@portal/contract/errors';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { createLocalStorage, type Storage } from '../../platform/storage';
import { catalogCallers, statusesByCaller, type Callers } from '../catalog/testing';
import { multipart } from '../listings/testing';
import { auditEntries } from '../trust/testing';
import {
  createTestItem,
  detailsOf,
  makePublicSince,
  testJpeg,
  testPdf,
  testWav,
  uniqueWord,
  uploadTestFile,
  removeTestItem,
} from './testing';

const ARABIC = /[\u0621-\u064A]/;

/** The CMS's API, on both databases. */
describe(`content (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let storage: Storage;
  let callers: Callers;

  beforeAll(async () => {
    // Each download below comes from its own address (X-Forwarded-For).
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    db = t.testDb.database.db;
    storage = createLocalStorage(t.config.uploadsDir);
    callers = await catalogCallers(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const admin = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    body?: unknown,
    locale?: 'ar' | 'fr' | 'en',
  ) =>
    api(t.app, { method, url: `/api/v1${url}`, token: callers.admin, body, ...(locale ? { locale } : {}) });
  const create = async (kind: string, body: Record<string, unknown>) => {
    const res = await admin('POST', `/admin/content/${kind}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return adminContentItemResponseSchema.parse(res.json()).item;
  };
  const upload = async (data: Buffer, filename: string, type = 'application/octet-stream') => {
    const { body, contentType } = await multipart([{ name: 'file', data, filename, type }]);
    return api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/content/files',
      token: callers.admin,
      body,
      headers: { 'content-type': contentType },
    });
  };
  const publicGet = (url: string, locale: 'ar' | 'fr' | 'en' = 'en', headers: Record<string, string> = {}) =>
    api(t.app, { url: `/api/v1${url}`, locale, headers });

  describe('writing and reading', () => {
    it('creates a blog article: slug from the title, body sanitized, audited, public at once', async () => {
      const word = uniqueWord('blog');
      const item = await create('blog', {
        status: 'published',
        translations: {
          fr: {
            title: `Bien choisir sa voiture ${word}`,
            summary: 'Conseils',
            body: `<p onclick="x()" style="color:red">Un texte ${word}</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">lien</a><svg onload=alert(1)></svg>`,
          },
        },
        details: { kind: 'blog', category: 'vehicles', cover_file_id: null, tags: ['voiture'] },
      });
      expect(item.slug).toBe(`bien-choisir-sa-voiture-${word}`);
      expect(item.state).toBe('published');
      expect(item.missing_locales).toEqual(['ar', 'en']);
      const body = item.translations.fr!.body;
      expect(body).toBe(`<p>Un texte ${word}</p><a>lien</a>`);
      for (const gone of ['script', 'onerror', 'onclick', 'style', 'javascript:', 'svg', 'onload', '<img']) {
        expect(body).not.toContain(gone);
      }
      expect(await auditEntries(db, 'content.create', item.id)).toHaveLength(1);

      const res = await publicGet(`/content/blog/${item.slug}`, 'ar');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const { item: shown, related } = contentItemResponseSchema.parse(res.json());
      // Arabic asked, only French written: French shown, flagged as a fallback.
      expect(shown).toMatchObject({ locale: 'fr', fallback: true, locales: ['fr'], reading_minutes: 1 });
      expect(shown.body).toBe(body);
      expect(related).toEqual([]);
      // Revalidation: the same answer is a 304 without a body.
      const again = await publicGet(`/content/blog/${item.slug}`, 'ar', {
        'if-none-match': String(res.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    });

    it('answers the reader’s language when written, and lists articles newest first without their body', async () => {
      const tag = uniqueWord('tag');
      const older = await create('news', {
        status: 'published',
        publish_at: new Date(Date.now() - 3_600_000).toISOString(),
        translations: {
          ar: { title: `خبر قديم ${tag}`, summary: 'ملخص', body: '<p>نص</p>' },
          fr: { title: `Ancienne nouvelle ${tag}`, summary: 'Résumé', body: '<p>Texte</p>' },
        },
        details: { kind: 'news', category: 'agency', cover_file_id: null, tags: [tag] },
      });
      const newer = await create('news', {
        status: 'published',
        translations: { fr: { title: `Nouvelle récente ${tag}`, summary: '', body: '<p>Texte</p>' } },
        details: { kind: 'news', category: 'agency', cover_file_id: null, tags: [tag] },
      });
      const res = await publicGet(`/content/news?tag=${tag}`, 'ar');
      expect(res.statusCode, res.body).toBe(200);
      const list = contentListResponseSchema.parse(res.json());
      expect(list.data.map((i) => i.id)).toEqual([newer.id, older.id]);
      expect(list.meta).toMatchObject({ page: 1, total: 2, last_page: 1 });
      expect(list.data[1]).toMatchObject({
        locale: 'ar',
        fallback: false,
        locales: ['ar', 'fr'],
        body: null,
      });
      expect(list.data[1]!.title).toMatch(ARABIC);

      // By id too (news pages are addressed by id); related: same category or tag.
      const detail = contentItemResponseSchema.parse(
        (await publicGet(`/content/news/${older.id}`, 'fr')).json(),
      );
      expect(detail.item.title).toBe(`Ancienne nouvelle ${tag}`);
      expect(detail.related.map((i) => i.id)).toContain(newer.id);
    });

    it('hides drafts and scheduled items until their time, with a localized 404', async () => {
      const draft = await createTestItem(db, callers.adminId, 'faq', { status: 'draft' });
      const scheduled = await createTestItem(db, callers.adminId, 'faq', {
        publish_at: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      });
      expect(scheduled.state).toBe('scheduled');
      for (const item of [draft, scheduled]) {
        const res = await publicGet(`/content/faq/${item.slug}`, 'ar');
        expect(res.statusCode).toBe(404);
        expect(errorResponseSchema.parse(res.json()).message).toMatch(ARABIC);
      }
      const list = contentListResponseSchema.parse((await publicGet('/content/faq?per_page=100')).json());
      expect(list.data.map((i) => i.id)).not.toContain(scheduled.id);
      expect(list.data.map((i) => i.id)).not.toContain(draft.id);
      await makePublicSince(db, scheduled.id);
      expect((await publicGet(`/content/faq/${scheduled.slug}`)).statusCode).toBe(200);
      const state = await admin('GET', `/admin/content/items/${scheduled.id}`);
      expect(adminContentItemResponseSchema.parse(state.json()).item.state).toBe('published');
    });

    it('searches across spellings: Arabic without its hamza or ta marbuta, French without accents', async () => {
      const word = uniqueWord('q');
      const item = await create('faq', {
        status: 'published',
        translations: {
          ar: { title: `كيف أبيع سيارة مستعملة ${word}`, summary: '', body: '' },
          fr: {
            title: `Comment vendre une voiture d'occasion ${word}`,
            summary: '',
            body: '<p>Étape par étape</p>',
          },
        },
        details: { kind: 'faq', category: 'posting' },
      });
      for (const q of ['سياره', 'ابيع', 'etape', 'occasion', word]) {
        const list = contentListResponseSchema.parse(
          (await publicGet(`/content/faq?q=${encodeURIComponent(q)}&per_page=100`)).json(),
        );
        expect(
          list.data.map((i) => i.id),
          q,
        ).toContain(item.id);
      }
      const none = contentListResponseSchema.parse((await publicGet(`/content/faq?q=zzzqqq${word}`)).json());
      expect(none.data).toEqual([]);
    });

    it('refuses bad input with field errors: kind mismatch, page keys, slug clash, missing or wrong files', async () => {
      const translations = { en: { title: 'A title', summary: '', body: '' } };
      const cases: [string, Record<string, unknown>, string][] = [
        ['faq', { status: 'published', translations, details: detailsOf('news') }, 'details.kind'],
        [
          'page',
          { slug: 'not-a-page', status: 'published', translations, details: { kind: 'page' } },
          'slug',
        ],
        ['faq', { status: 'published', translations: {}, details: detailsOf('faq') }, 'translations'],
        [
          'news',
          { status: 'published', translations, details: { ...detailsOf('news'), cover_file_id: 999_999 } },
          'details.cover_file_id',
        ],
      ];
      for (const [kind, body, field] of cases) {
        const res = await admin('POST', `/admin/content/${kind}`, body, 'fr');
        expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
        expect(Object.keys(errorResponseSchema.parse(res.json()).errors ?? {}), field).toContain(field);
      }
      const first = await createTestItem(db, callers.adminId, 'link');
      const clash = await admin('POST', '/admin/content/link', {
        slug: first.slug,
        status: 'draft',
        translations,
        details: detailsOf('link'),
      });
      expect(clash.statusCode).toBe(422);
      expect(errorResponseSchema.parse(clash.json()).errors).toHaveProperty('slug');
      // A PDF where an image belongs.
      const pdf = contentFileResponseSchema.parse((await upload(testPdf(), 'loi.pdf')).json()).file;
      const wrong = await admin('POST', '/admin/content/news', {
        status: 'published',
        translations,
        details: { ...detailsOf('news'), cover_file_id: pdf.id },
      });
      expect(wrong.statusCode).toBe(422);
      expect(errorResponseSchema.parse(wrong.json()).errors).toHaveProperty(['details.cover_file_id']);
    });

    it('updates (audited with what changed), reorders a whole kind and deletes', async () => {
      const a = await createTestItem(db, callers.adminId, 'partner');
      const b = await createTestItem(db, callers.adminId, 'partner');
      const res = await admin('PUT', `/admin/content/items/${a.id}`, {
        slug: a.slug,
        status: 'published',
        translations: { en: { title: 'Renamed partner', summary: '', body: '' } },
        details: { kind: 'partner', url: 'https://partner.example/', logo_file_id: null },
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = adminContentItemResponseSchema.parse(res.json()).item;
      expect(updated.translations.en?.title).toBe('Renamed partner');
      expect(updated.translations.fr).toBeNull();
      expect(updated.updated_by).not.toBeNull();
      const [entry] = await auditEntries(db, 'content.update', a.id);
      expect(entry?.after).toMatchObject({ titles: { en: 'Renamed partner' } });

      const listed = await admin('GET', '/admin/content/partner?per_page=100');
      const ids = (listed.json() as { data: AdminContentItem[] }).data.map((i) => i.id);
      const reversed = [...ids].reverse();
      expect((await admin('PUT', '/admin/content/partner/order', { ids: reversed })).statusCode).toBe(204);
      const after = (await admin('GET', '/admin/content/partner?per_page=100')).json() as {
        data: AdminContentItem[];
      };
      expect(after.data.map((i) => i.id)).toEqual(reversed);
      expect(await auditEntries(db, 'content.reorder', b.id)).not.toHaveLength(0);
      // A stale list (one id missing) is a 409.
      expect(
        (await admin('PUT', '/admin/content/partner/order', { ids: reversed.slice(1) })).statusCode,
      ).toBe(409);

      expect((await admin('DELETE', `/admin/content/items/${b.id}`)).statusCode).toBe(204);
      expect(await auditEntries(db, 'content.delete', b.id)).toHaveLength(1);
      expect((await admin('GET', `/admin/content/items/${b.id}`)).statusCode).toBe(404);
    });

    it('keeps one item per informational page, and checks media files against the media type', async () => {
      const page = {
        slug: 'about-us',
        status: 'published',
        translations: { ar: { title: 'من نحن', summary: '', body: '<p>نص</p>' } },
        details: { kind: 'page' },
      };
      // The seeded page first makes way (every database has the five pages).
      expect((await admin('POST', '/admin/content/page', page)).statusCode).toBe(422);
      await removeTestItem(db, 'page', 'about-us');
      const first = await admin('POST', '/admin/content/page', page);
      expect(first.statusCode, first.body).toBe(201);
      const second = await admin('POST', '/admin/content/page', page);
      expect(second.statusCode).toBe(422);
      expect(errorResponseSchema.parse(second.json()).errors).toHaveProperty('slug');
      const shown = contentItemResponseSchema.parse((await publicGet('/content/page/about-us', 'fr')).json());
      expect(shown.item).toMatchObject({
        locale: 'ar',
        fallback: true,
        reading_minutes: null,
        body: '<p>نص</p>',
      });

      const audio = await uploadTestFile(db, storage, testWav(1), 'son.wav');
      const media = (mediaType: 'video' | 'audio') => ({
        status: 'published',
        translations: { fr: { title: 'Média', summary: '', body: '' } },
        details: {
          kind: 'media',
          media_type: mediaType,
          photo_file_ids: [],
          file_id: audio.id,
          poster_file_id: null,
        },
      });
      const video = await admin('POST', '/admin/content/media', media('video'));
      expect(video.statusCode).toBe(422);
      expect(errorResponseSchema.parse(video.json()).errors).toHaveProperty(['details.file_id']);
      const sound = await create('media', media('audio'));
      const list = contentListResponseSchema.parse(
        (await publicGet('/content/media?media_type=audio&per_page=100')).json(),
      );
      expect(list.data.map((i) => i.id)).toContain(sound.id);
      const item = list.data.find((i) => i.id === sound.id)!;
      expect(item.details).toMatchObject({ kind: 'media', file: { id: audio.id, kind: 'audio' } });
      const photos = contentListResponseSchema.parse(
        (await publicGet('/content/media?media_type=photo&per_page=100')).json(),
      );
      expect(photos.data.map((i) => i.id)).not.toContain(sound.id);
    });

    it('filters links by list and home cards by section, in their editors’ order', async () => {
      const friendly = await createTestItem(db, callers.adminId, 'link');
      const related = await createTestItem(db, callers.adminId, 'link', {
        details: { kind: 'link', list: 'related', url: 'https://related.example/' },
      });
      const list = contentListResponseSchema.parse(
        (await publicGet('/content/link?list=related&per_page=100')).json(),
      );
      expect(list.data.map((i) => i.id)).toContain(related.id);
      expect(list.data.map((i) => i.id)).not.toContain(friendly.id);
      expect(list.data.find((i) => i.id === related.id)?.body).not.toBeNull();
      const first = await createTestItem(db, callers.adminId, 'home_section');
      const second = await createTestItem(db, callers.adminId, 'home_section');
      const cards = contentListResponseSchema.parse(
        (await publicGet('/content/home_section?section=why_choose_us&per_page=100')).json(),
      );
      const ids = cards.data.map((i) => i.id);
      expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    });

    it('previews a body as it will be saved', async () => {
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/content/preview',
        token: callers.moderator,
        body: { body: '<p>ok<script>x</script></p><a href="https://a.dz" target="_blank">a</a>' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        body: '<p>ok</p><a href="https://a.dz" target="_blank" rel="noopener noreferrer">a</a>',
      });
    });
  });

  describe('files', () => {
    it('re-encodes an image in three WebP widths without its metadata, served with a long cache', async () => {
      const res = await upload(await testJpeg(2000, 1000), 'photo de famille.jpg', 'image/jpeg');
      expect(res.statusCode, res.body).toBe(201);
      const { file } = contentFileResponseSchema.parse(res.json());
      expect(file).toMatchObject({
        kind: 'image',
        mime: 'image/webp',
        name: 'photo de famille.jpg',
        width: 1600,
        height: 800,
      });
      expect(file.url).not.toContain('famille');
      const served = await api(t.app, { url: file.urls!.thumbnail });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(320);
      expect(meta.exif).toBeUndefined();
      expect(await auditEntries(db, 'content.upload', file.id)).toHaveLength(1);
    });

    it('refuses a script renamed .jpg, an SVG and an oversize image; accepts a PDF', async () => {
      for (const [data, name] of [
        [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'photo.jpg'],
        [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'logo.svg'],
        [Buffer.from('<html><script>alert(1)</script></html>'), 'page.pdf'],
      ] as const) {
        const res = await upload(data, name);
        expect(res.statusCode, name).toBe(422);
        expect(errorResponseSchema.parse(res.json()).errors).toHaveProperty('file');
      }
      // A JPEG's signature followed by 11 MB: over the 10 MB of images.
      const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11_000_000)]);
      const tooLarge = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/content/files',
        token: callers.admin,
        locale: 'fr',
        ...(await (async () => {
          const { body, contentType } = await multipart([
            { name: 'file', data: big, filename: 'big.jpg', type: 'image/jpeg' },
          ]);
          return { body, headers: { 'content-type': contentType } };
        })()),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(errorResponseSchema.parse(tooLarge.json()).message).toContain('10');
      const pdf = await upload(testPdf(), 'قانون 18-07.pdf');
      expect(pdf.statusCode, pdf.body).toBe(201);
      expect(contentFileResponseSchema.parse(pdf.json()).file).toMatchObject({
        kind: 'pdf',
        mime: 'application/pdf',
      });
    });

    it('serves audio with its duration and answers Range requests (206, 416)', async () => {
      const res = await upload(testWav(2), 'episode.wav');
      expect(res.statusCode, res.body).toBe(201);
      const { file } = contentFileResponseSchema.parse(res.json());
      expect(file).toMatchObject({ kind: 'audio', duration_seconds: 2 });
      const part = await api(t.app, { url: file.url, headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${file.size_bytes}`);
      expect(part.rawPayload.length).toBe(100);
      expect(part.headers['accept-ranges']).toBe('bytes');
      const beyond = await api(t.app, {
        url: file.url,
        headers: { range: `bytes=${file.size_bytes + 10}-` },
      });
      expect(beyond.statusCode).toBe(416);
      expect(beyond.headers['content-range']).toBe(`bytes */${file.size_bytes}`);
      const whole = await api(t.app, { url: file.url });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.length).toBe(file.size_bytes);
      expect(
        (await api(t.app, { url: '/api/v1/content/files/0123456789abcdef0123456789abcdef.mp3' })).statusCode,
      ).toBe(404);
    });

    it('downloads a public legal text as an attachment, counting one download per address and hour', async () => {
      const pdf = await uploadTestFile(db, storage, testPdf(), 'قانون 18-07.pdf');
      const item = await createTestItem(db, callers.adminId, 'legal_text', {
        details: detailsOf('legal_text', { pdf: pdf.id }),
      });
      const download = (ip: string) =>
        api(t.app, { url: `/api/v1/content/items/${item.id}/download`, headers: { 'x-forwarded-for': ip } });
      const res = await download('203.0.113.5');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment;');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''%D9%82%D8%A7%D9%86%D9%88%D9%86");
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      await download('203.0.113.5');
      await download('203.0.113.6');
      const count = async () => {
        const detail = contentItemResponseSchema.parse(
          (await publicGet(`/content/legal_text/${item.slug}`)).json(),
        );
        return detail.item.details.kind === 'legal_text' ? detail.item.details.download_count : -1;
      };
      expect(await count()).toBe(2);
      const draft = await createTestItem(db, callers.adminId, 'legal_text', {
        status: 'draft',
        details: detailsOf('legal_text', { pdf: pdf.id }),
      });
      expect((await api(t.app, { url: `/api/v1/content/items/${draft.id}/download` })).statusCode).toBe(404);
      const faq = await createTestItem(db, callers.adminId, 'faq');
      expect((await api(t.app, { url: `/api/v1/content/items/${faq.id}/download` })).statusCode).toBe(404);
    });
  });

  it('lets moderators read and admins write; users and visitors are refused', async () => {
    const item = await createTestItem(db, callers.adminId, 'faq');
    const body = {
      status: 'draft',
      translations: { en: { title: 'Title', summary: '', body: '' } },
      details: detailsOf('faq'),
    };
    const reads = [
      { method: 'GET' as const, url: '/api/v1/admin/content/faq' },
      { method: 'GET' as const, url: `/api/v1/admin/content/items/${item.id}` },
      { method: 'POST' as const, url: '/api/v1/admin/content/preview', body: { body: '<p>x</p>' } },
    ];
    const writes = [
      { method: 'POST' as const, url: '/api/v1/admin/content/faq', body },
      { method: 'PUT' as const, url: `/api/v1/admin/content/items/${item.id}`, body },
      { method: 'DELETE' as const, url: `/api/v1/admin/content/items/${item.id}` },
      { method: 'PUT' as const, url: '/api/v1/admin/content/faq/order', body: { ids: [item.id] } },
      { method: 'POST' as const, url: '/api/v1/admin/content/files' },
    ];
    for (const call of reads) {
      expect(await statusesByCaller(t, callers, call), call.url).toEqual({
        visitor: 401,
        user: 403,
        moderator: 200,
      });
    }
    for (const call of writes) {
      expect(await statusesByCaller(t, callers, call), `${call.method} ${call.url}`).toEqual({
        visitor: 401,
        user: 403,
        moderator: 403,
      });
    }
  });
});
