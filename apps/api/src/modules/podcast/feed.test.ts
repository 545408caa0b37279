import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildPodcastFeed, type Episode, type FeedChannel } from './feed';

const PUBLIC_URL = 'https://portal.example.dz';

function episode(overrides: Partial<Episode> & { number?: number; season?: number | null } = {}): Episode {
  const { number = 1, season = 1, ...rest } = overrides;
  return {
    id: 7,
    kind: 'episode',
    slug: 'vendre-sa-voiture',
    locale: 'ar',
    fallback: false,
    locales: ['ar'],
    title: 'كيف تبيع سيارتك',
    summary: 'نصائح سريعة',
    body: '<p>ملاحظات <strong>الحلقة</strong></p>',
    reading_minutes: null,
    published_at: '2026-11-20T09:30:00.000Z',
    updated_at: '2026-11-20T09:30:00.000Z',
    details: {
      kind: 'episode',
      number,
      season,
      explicit: false,
      audio: {
        id: 3,
        kind: 'audio',
        mime: 'audio/mpeg',
        size_bytes: 1_234_567,
        url: '/api/v1/content/files/ep1.mp3',
        name: 'ep1.mp3',
        width: null,
        height: null,
        urls: null,
        duration_seconds: 1805,
      },
    },
    ...rest,
  };
}

const channel = (locale: FeedChannel['locale'] = 'ar'): FeedChannel => ({
  locale,
  publicUrl: PUBLIC_URL,
  selfUrl: `${PUBLIC_URL}/podcast/feed.xml?lang=${locale}`,
  siteName: 'بوابة الإعلانات',
  ownerEmail: 'contact@portal.example',
  now: new Date('2026-11-26T12:00:00Z'),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  cdataPropName: '__cdata',
  // Values as written: "false" stays the text podcast apps read, not a boolean.
  parseTagValue: false,
  isArray: (name) => name === 'item',
});

interface Parsed {
  rss: {
    '@_version': string;
    '@_xmlns:itunes': string;
    '@_xmlns:atom': string;
    channel: Record<string, unknown> & { item: Record<string, unknown>[] };
  };
}

/** RFC 822 date-time as RSS 2.0 wants it: "Fri, 20 Nov 2026 09:30:00 GMT". */
const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe('podcast feed', () => {
  it('is well-formed RSS 2.0 with every tag RSS 2.0 and Apple Podcasts require', () => {
    const xml = buildPodcastFeed(channel(), [episode(), episode({ id: 8, number: 2, season: null })]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = parser.parse(xml) as Parsed;
    expect(feed.rss['@_version']).toBe('2.0');
    expect(feed.rss['@_xmlns:itunes']).toBe('http://www.itunes.com/dtds/podcast-1.0.dtd');
    expect(feed.rss['@_xmlns:atom']).toBe('http://www.w3.org/2005/Atom');

    const c = feed.rss.channel;
    // RSS 2.0 required channel elements.
    expect(c.title).toBe('بودكاست بوابة الإعلانات');
    expect(c.link).toBe(`${PUBLIC_URL}/podcast`);
    expect(String(c.description).length).toBeGreaterThan(10);
    // Apple's required and recommended channel tags.
    expect(c.language).toBe('ar');
    expect(c['itunes:author']).toBe('بوابة الإعلانات');
    expect(c['itunes:image']).toEqual({ '@_href': `${PUBLIC_URL}/build/podcast-cover.png` });
    expect(c['itunes:category']).toEqual({ '@_text': 'Business' });
    expect(c['itunes:explicit']).toBe('false');
    expect(c['itunes:owner']).toEqual({
      'itunes:name': 'بوابة الإعلانات',
      'itunes:email': 'contact@portal.example',
    });
    expect(c['atom:link']).toEqual({
      '@_href': `${PUBLIC_URL}/podcast/feed.xml?lang=ar`,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    });
    expect(String(c.lastBuildDate)).toMatch(RFC_822);

    expect(c.item).toHaveLength(2);
    const [first, second] = c.item as [Record<string, unknown>, Record<string, unknown>];
    expect(first.title).toBe('كيف تبيع سيارتك');
    expect(first.enclosure).toEqual({
      '@_url': `${PUBLIC_URL}/api/v1/content/files/ep1.mp3`,
      '@_length': '1234567',
      '@_type': 'audio/mpeg',
    });
    expect(first.guid).toEqual({ '#text': 'episode-7', '@_isPermaLink': 'false' });
    expect(first.pubDate).toBe('Fri, 20 Nov 2026 09:30:00 GMT');
    expect(String(first.pubDate)).toMatch(RFC_822);
    expect(first['itunes:duration']).toBe('1805');
    expect(first['itunes:episode']).toBe('1');
    expect(first['itunes:season']).toBe('1');
    expect(first['itunes:explicit']).toBe('false');
    expect(first.description).toEqual({ __cdata: '<p>ملاحظات <strong>الحلقة</strong></p>' });
    // No season: no itunes:season element at all.
    expect(second['itunes:season']).toBeUndefined();
    expect(second['itunes:episode']).toBe('2');
  });

  it('escapes titles and keeps notes inside their CDATA even when they hold "]]>"', () => {
    const hostile = episode({
      title: 'Tom & Jerry <script>"x"</script>',
      body: '<p>a ]]><evil/> b</p>',
    });
    const xml = buildPodcastFeed(channel('fr'), [hostile]);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).not.toContain('<script>');
    const item = (parser.parse(xml) as Parsed).rss.channel.item[0]!;
    // Escaped in the document, read back as written.
    expect(xml).toContain('<title>Tom &amp; Jerry &lt;script&gt;');
    expect(item.title).toBe('Tom & Jerry <script>"x"</script>');
    const cdataParts = ([] as string[]).concat((item.description as { __cdata: string | string[] }).__cdata);
    expect(cdataParts.join('')).toBe('<p>a ]]><evil/> b</p>');
  });

  it('uses the summary as notes when the episode has no body, and the channel’s language', () => {
    const xml = buildPodcastFeed(channel('en'), [episode({ body: '' })]);
    const feed = parser.parse(xml) as Parsed;
    expect(feed.rss.channel.language).toBe('en');
    expect(feed.rss.channel.item[0]!.description).toEqual({ __cdata: 'نصائح سريعة' });
  });
});
