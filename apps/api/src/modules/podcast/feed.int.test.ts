import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser, login } from '../../../test/session';
import { testWav } from '../content/testing';
import { multipart } from '../listings/testing';

const PUBLIC_URL = 'https://podcast.example.dz';

interface Item {
  title: string;
  enclosure: Record<string, string>;
  guid: Record<string, string>;
  pubDate: string;
  'itunes:duration'?: string;
  'itunes:episode': string;
  'itunes:season'?: string;
  'itunes:explicit': string;
  description: { __cdata: string };
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '__cdata',
  parseTagValue: false,
  isArray: (name) => name === 'item',
});

/** GET /podcast/feed.xml: the published episodes, as podcast apps read them. */
describe('podcast feed', () => {
  let t: TestApp;
  let adminToken: string;
  let wavSize: number;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL } });
    adminToken = await login(t.app, await createUser(t.testDb.database.db, { role: 'admin' }));
    const wav = testWav(3);
    wavSize = wav.length;
    const { body, contentType } = await multipart([
      { name: 'file', data: wav, filename: 'ep.wav', type: 'audio/wav' },
    ]);
    const uploaded = await api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/content/files',
      token: adminToken,
      body,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json().file.id as number;
    const episode = (number: number, translations: Record<string, unknown>, status = 'published') =>
      api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/content/episode',
        token: adminToken,
        body: {
          status,
          translations,
          details: {
            kind: 'episode',
            audio_file_id: fileId,
            number,
            season: number === 1 ? 1 : null,
            explicit: false,
          },
        },
      });
    for (const res of [
      await episode(1, {
        ar: { title: 'الحلقة الأولى', summary: 'ملخص', body: '<p>ملاحظات <strong>الحلقة</strong></p>' },
        fr: {
          title: 'Premier épisode & <suite>',
          summary: 'Résumé',
          body: '<p>Notes <em>du</em> premier</p>',
        },
      }),
      await episode(2, { ar: { title: 'الحلقة الثانية', summary: '', body: '<p>نص</p>' } }),
      await episode(3, { fr: { title: 'Brouillon', summary: '', body: '' } }, 'draft'),
    ]) {
      expect(res.statusCode, res.body).toBe(201);
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const feed = (query = '') => t.app.inject({ method: 'GET', url: `/podcast/feed.xml${query}` });

  it('answers valid RSS 2.0 with the iTunes tags, in the language asked, drafts left out', async () => {
    const res = await feed('?lang=fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(XMLValidator.validate(res.body)).toBe(true);
    const channel = parser.parse(res.body).rss.channel;
    expect(channel.language).toBe('fr');
    expect(channel['itunes:image']['@_href']).toBe(`${PUBLIC_URL}/build/podcast-cover.png`);
    expect(channel['atom:link']['@_href']).toBe(`${PUBLIC_URL}/podcast/feed.xml?lang=fr`);
    expect(channel['itunes:author']).toBe('Portail des annonces');
    expect(channel['itunes:category']['@_text']).toBe('Business');
    expect(channel['itunes:explicit']).toBe('false');

    const items = channel.item as Item[];
    expect(items.map((i) => i['itunes:episode']).sort()).toEqual(['1', '2']);
    const first = items.find((i) => i['itunes:episode'] === '1')!;
    expect(first.title).toBe('Premier épisode & <suite>');
    expect(first.description.__cdata).toBe('<p>Notes <em>du</em> premier</p>');
    expect(first.enclosure['@_url']).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/v1/content/files/[\\w-]+\\.wav$`),
    );
    expect(first.enclosure['@_length']).toBe(String(wavSize));
    expect(first.enclosure['@_type']).toMatch(/^audio\/(x-)?wav$/);
    expect(first.guid['@_isPermaLink']).toBe('false');
    expect(first.pubDate).toMatch(/^\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
    expect(first['itunes:duration']).toBe('3');
    expect(first['itunes:season']).toBe('1');
    expect(first['itunes:explicit']).toBe('false');
    // The second episode has no French: it comes in Arabic (the CMS's fallback).
    expect(items.find((i) => i['itunes:episode'] === '2')!.title).toBe('الحلقة الثانية');

    // The enclosure is served, with Range support, as podcast apps fetch it.
    const path = new URL(first.enclosure['@_url']!).pathname;
    const range = await t.app.inject({ method: 'GET', url: path, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.length).toBe(100);
  });

  it('is Arabic without ?lang, and 404 for a language the portal does not have', async () => {
    const arabic = await feed();
    expect(arabic.statusCode).toBe(200);
    expect(parser.parse(arabic.body).rss.channel.language).toBe('ar');
    expect((await feed('?lang=de')).statusCode).toBe(404);
  });
});
