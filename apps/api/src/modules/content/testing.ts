import type {
  AdminContentItem,
  ContentDetailsBody,
  ContentFile,
  ContentItemBody,
} from '@portal/contract/content';
import { contentItemBodySchema } from '@portal/contract/content';
import type { ContentKind } from '@portal/contract/content-values';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client';
import { contentItems } from '../../db/schema/index';
import type { Storage } from '../../platform/storage';
import { createContent } from './create-content';
import { uploadContentFile } from './upload-content-file';

/** Test helpers of the CMS: items and files made through the use cases, and time travel. */

let made = 0;

/** A unique word for titles and slugs, so test files running together never clash. */
export function uniqueWord(prefix = 'item'): string {
  made += 1;
  return `${prefix}${Date.now().toString(36)}${made}`;
}

/** Details of each kind with no file (those needing one are given their file ids). */
export function detailsOf(
  kind: ContentKind,
  files: { pdf?: number; audio?: number } = {},
): ContentDetailsBody {
  switch (kind) {
    case 'page':
      return { kind };
    case 'news':
      return { kind, category: 'portal', cover_file_id: null, tags: [] };
    case 'blog':
      return { kind, category: 'tips', cover_file_id: null, tags: [] };
    case 'faq':
      return { kind, category: 'account' };
    case 'link':
      return { kind, list: 'friendly', url: 'https://example.org/' };
    case 'partner':
      return { kind, url: null, logo_file_id: null };
    case 'branch':
      return {
        kind,
        address: { ar: 'شارع الاستقلال، الجزائر', fr: 'Rue de l’Indépendance, Alger', en: '' },
        phones: ['+213 21 00 00 00'],
        email: null,
        hours: [{ weekday: 0, open: '08:00', close: '16:30' }],
        map_url: null,
        latitude: null,
        longitude: null,
        is_main: false,
      };
    case 'home_section':
      return { kind, section: 'why_choose_us', icon: null, image_file_id: null };
    case 'legal_text':
      return {
        kind,
        category: 'laws',
        reference: 'Loi n° 18-07',
        issued_on: null,
        file_id: files.pdf ?? null,
      };
    case 'download':
      if (files.pdf === undefined) throw new Error('A download needs a PDF');
      return { kind, category: 'forms', file_id: files.pdf, file_locale: 'fr' };
    case 'media':
      return { kind, media_type: 'photo', photo_file_ids: [], file_id: null, poster_file_id: null };
    case 'episode':
      if (files.audio === undefined) throw new Error('An episode needs an audio file');
      return { kind, audio_file_id: files.audio, number: 1, season: null, explicit: false };
    case 'service':
      return { kind, image_file_id: null, branch_ids: [], booking: true };
  }
}

/** An item made through the create use case (published at once unless told otherwise). */
export async function createTestItem(
  db: Db,
  actorId: number | null,
  kind: ContentKind,
  body: Partial<ContentItemBody> = {},
): Promise<AdminContentItem> {
  const word = uniqueWord(kind.replace('_', ''));
  const input = contentItemBodySchema.parse({
    status: 'published',
    translations: { fr: { title: `Titre ${word}`, summary: `Résumé ${word}`, body: `<p>Texte ${word}</p>` } },
    details: detailsOf(kind),
    ...body,
  });
  return createContent({ db }, actorId, kind, input);
}

/**
 * Removes the item of a kind with this slug, if any: the informational pages are seeded in
 * every database, so a test that writes its own first takes the seeded one away.
 */
export async function removeTestItem(db: Db, kind: ContentKind, slug: string): Promise<void> {
  await db.delete(contentItems).where(and(eq(contentItems.kind, kind), eq(contentItems.slug, slug)));
}

/** Time passes for an item: it became public `secondsAgo` seconds ago (a scheduled one's time has come). */
export async function makePublicSince(db: Db, id: number, secondsAgo = 1): Promise<void> {
  await db
    .update(contentItems)
    .set({ publishedAt: sql`now() - make_interval(secs => ${secondsAgo})` })
    .where(eq(contentItems.id, id));
}

/** A small JPEG with metadata (an EXIF comment), to see it re-encoded without it. */
export function testJpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'secret place' } })
    .toBuffer();
}

/** A minimal valid PDF. */
export function testPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A WAV file of silence, `seconds` long (8 kHz, 8-bit mono). */
export function testWav(seconds = 2): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, Buffer.alloc(samples, 128)]);
}

/** A file stored through the upload use case. */
export function uploadTestFile(
  db: Db,
  storage: Storage,
  data: Buffer,
  filename = 'file.bin',
): Promise<ContentFile> {
  return uploadContentFile({ db, storage }, null, { data, filename });
}
