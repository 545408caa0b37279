import { describe, expect, it } from 'vitest';
import { MAX_SITEMAP_BYTES, pageEntries, pagesPerPart, PAGES_PER_SITEMAP, sitemapIndex } from './sitemap';

describe('sitemap files', () => {
  it('lists a page once per language, each naming every version and x-default', () => {
    const xml = pageEntries('https://p.example', {
      path: '/sales/show/a&b',
      lastmod: new Date('2026-11-01T00:00:00Z'),
    });
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(12);
    expect(xml).toContain(
      '<loc>https://p.example/sales/show/a&amp;b?lang=fr</loc><lastmod>2026-11-01T00:00:00.000Z</lastmod>',
    );
    expect(xml).toContain('hreflang="x-default" href="https://p.example/sales/show/a&amp;b"/>');
  });

  it.each([
    ['a listing', `/announcements/show/${'a'.repeat(69)}`],
    // An article's slug: 120 Arabic letters, each %XX%XX in the address.
    ['an article', `/blog/${'%D8%A7'.repeat(120)}`],
  ])('stays under 50,000 URLs and 50 MB per file at the longest address of %s', (_what, path) => {
    const origin = 'https://www.portal.example.dz';
    const perPart = pagesPerPart(origin, path.length);
    const bytes = Buffer.byteLength(pageEntries(origin, { path, lastmod: new Date() }));
    expect(perPart * 3).toBeLessThanOrEqual(50_000);
    expect(perPart).toBeLessThanOrEqual(PAGES_PER_SITEMAP);
    expect(bytes * perPart + 200).toBeLessThan(50 * 1024 * 1024);
    expect(bytes * perPart).toBeLessThanOrEqual(MAX_SITEMAP_BYTES);
  });

  it('gives the short addresses of listings the most pages per file', () => {
    expect(pagesPerPart('https://www.portal.example.dz', 90)).toBe(PAGES_PER_SITEMAP);
    expect(pagesPerPart('https://www.portal.example.dz', 90, 2)).toBe(2);
  });

  it('indexes its children by absolute address', () => {
    expect(sitemapIndex('https://p.example', ['pages-1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://p.example/sitemaps/pages-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
