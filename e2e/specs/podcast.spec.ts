import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor } from '../support/listings';

/**
 * The podcast end to end, in Arabic and French: an admin publishes an episode through the
 * back office's API with a WAV made here; a visitor starts it on /podcast, moves to another
 * page, and the same audio keeps playing (not paused, its time advancing) in the shell's
 * mini-player. axe on both pages, the bar included.
 */

/** `seconds` of a quiet 440 Hz tone, 8 kHz 8-bit mono: long enough to outlast the journey. */
function wav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples, 40);
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i += 1)
    data[i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 440 * i) / rate));
  return Buffer.concat([header, data]);
}

// Each worker publishes its own episode: a tag of its own keeps the two titles apart.
const TAG = Math.random().toString(36).slice(2, 7);
const TITLES = { ar: `حلقة تجريبية للمشغّل ${TAG}`, fr: `Épisode d’essai du lecteur ${TAG}` } as const;
const TEXT = {
  ar: { play: `استمع إلى «${TITLES.ar}»`, player: 'مشغّل البودكاست', home: 'الرئيسية' },
  fr: { play: `Écouter « ${TITLES.fr} »`, player: 'Lecteur du podcast', home: 'Accueil' },
} as const;

let published = false;

/** Publishes one episode (once per worker) as the demo admin: the file, then the item. */
async function publishEpisode(request: APIRequestContext): Promise<void> {
  if (published) return;
  const ip = `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const { token, csrf } = await apiSignIn(request, DEMO_ADMIN, ip);
  const auth = { 'x-xsrf-token': csrf, 'x-forwarded-for': ip, authorization: `Bearer ${token}` };
  const upload = await request.post('/api/v1/admin/content/files', {
    headers: auth,
    multipart: { file: { name: 'episode.wav', mimeType: 'audio/wav', buffer: wav(60) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { file } = (await upload.json()) as { file: { id: number } };
  const created = await request.post('/api/v1/admin/content/episode', {
    headers: auth,
    data: {
      status: 'published',
      translations: {
        ar: { title: TITLES.ar, summary: 'ملخص', body: '<p>ملاحظات <strong>الحلقة</strong></p>' },
        fr: { title: TITLES.fr, summary: 'Résumé', body: '<p>Notes de <strong>l’épisode</strong></p>' },
      },
      details: { kind: 'episode', audio_file_id: file.id, number: 900, season: 9, explicit: false },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  published = true;
}

/** The one audio element's state, read in the page. */
const audioState = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio');
    return audio ? { paused: audio.paused, time: audio.currentTime, src: audio.currentSrc } : null;
  });

for (const locale of ['ar', 'fr'] as const) {
  test(`an episode keeps playing from page to page (${locale})`, async ({
    page,
    request,
    checkA11y,
    consoleErrors,
  }) => {
    await publishEpisode(request);
    await readyVisitor(page, locale);
    await page.goto('/podcast');
    await expect(page.getByTestId('podcast-feed-url')).toHaveValue(
      new RegExp(`/podcast/feed\\.xml\\?lang=${locale}$`),
    );
    // Nothing of the player before play.
    expect(await audioState(page)).toBeNull();
    await checkA11y(page);

    await page.getByRole('button', { name: TEXT[locale].play }).click();
    const bar = page.getByRole('region', { name: TEXT[locale].player });
    await expect(bar).toBeVisible();
    await expect(bar).toContainText(TITLES[locale]);
    await expect
      .poll(async () => (await audioState(page))?.time ?? 0, { timeout: 15_000 })
      .toBeGreaterThan(0.3);
    const before = await audioState(page);
    expect(before?.paused).toBe(false);

    // Another page: the bar stays, the same file goes on playing.
    await page
      .getByRole('navigation', { name: locale === 'ar' ? 'مسار التصفح' : 'Fil d’Ariane' })
      .getByRole('link', { name: TEXT[locale].home })
      .click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(bar).toBeVisible();
    const after = await audioState(page);
    expect(after?.src).toBe(before?.src);
    expect(after?.paused).toBe(false);
    await expect
      .poll(async () => (await audioState(page))?.time ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(after!.time + 0.5);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });
}
