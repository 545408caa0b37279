import { contentItemBodySchema } from '@portal/contract/content';
import { CONTENT_FILE_TYPES, PAGE_KEYS, type ContentFileKind } from '@portal/contract/content-values';
import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGES, demoContent, type SeedItem } from './index';

const { files, items } = demoContent();
const keys = new Map(files.map((f, i) => [f.key, i + 1]));

/** The body the back office would send for a seed item, files named by made-up ids. */
function bodyOf(item: SeedItem, fileId: (key: string) => number) {
  return {
    slug: item.slug,
    status: item.status ?? 'published',
    publish_at:
      item.publishAtDaysFromNow === undefined
        ? null
        : new Date(Date.now() + item.publishAtDaysFromNow * 86_400_000).toISOString(),
    translations: item.translations,
    details: item.details(fileId),
  };
}

function fileIdOf(key: string): number {
  const id = keys.get(key);
  if (id === undefined) throw new Error(`No seed file ${key}`);
  return id;
}

describe('CMS seed data', () => {
  it('has the five pages, complete in three languages, with the guide built of h2/h3 sections', () => {
    expect(DEFAULT_PAGES.map((p) => p.slug).sort()).toEqual([...PAGE_KEYS].sort());
    for (const page of DEFAULT_PAGES) {
      for (const locale of ['ar', 'fr', 'en'] as const) {
        const body = page.translations[locale]?.body ?? '';
        expect(body.length, `${page.slug} ${locale}`).toBeGreaterThan(800);
        expect(body).toMatch(/<h2>/);
        expect(body).not.toMatch(/lorem/i);
      }
    }
    const guide = DEFAULT_PAGES.find((p) => p.slug === 'user-guide')!;
    expect((guide.translations.fr?.body ?? '').match(/<h2>/g)?.length).toBeGreaterThanOrEqual(9);
    expect(guide.translations.ar!.body).toMatch(/<h3>/);
    const personal = DEFAULT_PAGES.find((p) => p.slug === 'personal-privacy')!.translations.fr?.body ?? '';
    for (const word of ['18-07', 'ANPDP', 'accès', 'rectification', 'opposition', 'effacement', 'export']) {
      expect(personal).toContain(word);
    }
  });

  it('passes the contract’s schema for every page and demo item, naming only files that exist', () => {
    for (const item of [...DEFAULT_PAGES, ...items]) {
      const parsed = contentItemBodySchema.safeParse(bodyOf(item, fileIdOf));
      expect(parsed.success, `${item.kind}/${item.slug}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(parsed.data?.details.kind).toBe(item.kind);
    }
    expect(new Set(items.map((i) => `${i.kind}/${i.slug}`)).size).toBe(items.length);
  });

  it('has the demo’s counts, a scheduled item, a draft and translations missing on purpose', () => {
    const count = (kind: string) => items.filter((i) => i.kind === kind).length;
    expect([count('news'), count('blog'), count('partner'), count('branch'), count('episode')]).toEqual([
      4, 5, 5, 3, 4,
    ]);
    expect(count('faq')).toBeGreaterThanOrEqual(12);
    expect(count('legal_text')).toBe(6);
    expect(count('download')).toBe(4);
    const links = items.flatMap((i) => {
      const d = i.details(fileIdOf);
      return d.kind === 'link' ? [d.list] : [];
    });
    expect(links.filter((l) => l === 'friendly')).toHaveLength(4);
    expect(links.filter((l) => l === 'related')).toHaveLength(4);
    expect(items.some((i) => (i.publishAtDaysFromNow ?? 0) > 0)).toBe(true);
    expect(items.some((i) => i.status === 'draft')).toBe(true);
    expect(items.filter((i) => !i.translations.en).length).toBeGreaterThanOrEqual(1);
    const branches = items.flatMap((i) => {
      const d = i.details(fileIdOf);
      return d.kind === 'branch' ? [d] : [];
    });
    expect(branches.filter((b) => b.is_main)).toHaveLength(1);
    for (const b of branches) expect(b.map_url).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  });

  it('has the agency’s five services in three languages, each with a picture, offered by demo branches', () => {
    const services = items.filter((i) => i.kind === 'service');
    expect(services.map((s) => s.slug)).toEqual([
      'visa-processing',
      'courses',
      'real-estate',
      'digital-marketing',
      'event-organization',
    ]);
    const branchSlugs = new Set(items.filter((i) => i.kind === 'branch').map((i) => i.slug));
    const serviceIndex = items.findIndex((i) => i.kind === 'service');
    expect(items.findLastIndex((i) => i.kind === 'branch')).toBeLessThan(serviceIndex);
    for (const s of services) {
      for (const locale of ['ar', 'fr', 'en'] as const) {
        const body = s.translations[locale]?.body ?? '';
        expect(body.match(/<h2>/g), `${s.slug} ${locale}`).toHaveLength(3);
        expect((s.translations[locale]?.summary ?? '').length).toBeGreaterThan(40);
      }
      expect(s.branches?.length).toBeGreaterThan(0);
      for (const slug of s.branches ?? []) expect(branchSlugs).toContain(slug);
      const d = s.details(fileIdOf, [7, 8]);
      expect(d).toMatchObject({ kind: 'service', booking: true, branch_ids: [7, 8] });
    }
  });

  it('makes files of the kind each is used as, read from their bytes', async () => {
    const used = new Map<string, ContentFileKind>();
    const as = (kind: ContentFileKind) => (key: string) => {
      used.set(key, kind);
      return fileIdOf(key);
    };
    const keyOf = (id: number | null) => files[(id ?? 0) - 1]!.key;
    for (const item of items) {
      const d = item.details(fileIdOf);
      if (d.kind === 'media' && d.media_type === 'audio') {
        used.set(keyOf(d.file_id), 'audio');
        used.set(keyOf(d.poster_file_id), 'image');
      } else {
        item.details(
          d.kind === 'legal_text' || d.kind === 'download'
            ? as('pdf')
            : d.kind === 'episode'
              ? as('audio')
              : as('image'),
        );
      }
    }
    expect([...used.keys()].sort()).toEqual(files.map((f) => f.key).sort());
    for (const file of files) {
      const type = await fileTypeFromBuffer(await file.bytes());
      expect(CONTENT_FILE_TYPES[used.get(file.key)!], file.key).toContain(type?.mime);
    }
  }, 60_000);
});
