import { request as playwrightRequest, type Browser } from '@playwright/test';
import { signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor } from '../support/listings';
import { startServer, type RunningServer } from '../support/server';

/**
 * Settings and moderation presets end to end: an admin changes the
 * photos per listing, the publication durations and the terms of paid advertising and finds
 * them saved after a reload (and in the public settings); adds a rejection reason that the
 * moderator's reject dialog then offers; adds a banned word and finds it; a moderator is
 * refused /admin/settings. Settings change for everyone, so these run on a server of their own.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let adminToken: string;
let moderatorToken: string;
const ADMIN = { login: 'admin_demo', password: 'Demo-Portal-2025' };
const MODERATOR = { login: 'moderator', password: 'Demo-Portal-2025' };

/** GET an API path with a token (or as a visitor). */
async function apiGet<T>(path: string, token?: string): Promise<T> {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const res = await api.get(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as T;
  await api.dispose();
  return body;
}

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
  adminToken = await tokenOf(server.baseURL, ADMIN, '10.204.0.1');
  moderatorToken = await tokenOf(server.baseURL, MODERATOR, '10.204.0.2');
});
test.afterAll(async () => {
  await server?.stop();
});

const CASES = {
  ar: {
    nav: 'لوحة الإدارة',
    settings: 'الإعدادات',
    reasons: 'أسباب الرفض',
    words: 'الكلمات المحظورة',
    durations: 'مدد النشر (بالأيام)',
    defaultDuration: 'المدة الافتراضية',
    maxPhotos: 'عدد الصور في الإعلان (الحد الأقصى)',
    french: 'الفرنسية',
    arabic: 'العربية',
    english: 'الإنجليزية',
    save: 'حفظ هذا القسم',
    saved: 'تم الحفظ.',
    duplicate: 'لا يجوز تكرار القيمة نفسها.',
    addReason: 'إضافة سبب',
    add: 'إضافة',
    reason: 'السبب',
    newWord: 'كلمة جديدة (الكلمات العربية)',
    addWord: 'إضافة الكلمة',
    search: 'البحث في القائمة',
    // Not in the seeded lists; a letter tag keeps it unique within the run.
    word: 'مقلد',
    tags: 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي',
    values: { durations: '7, 14, 28', default: '14', maxPhotos: '7' },
  },
  fr: {
    nav: 'Back-office',
    settings: 'Paramètres',
    reasons: 'Motifs de refus',
    words: 'Mots interdits',
    durations: 'Durées de publication (jours)',
    defaultDuration: 'Durée par défaut',
    maxPhotos: 'Photos par annonce (au plus)',
    french: 'Français',
    arabic: 'Arabe',
    english: 'Anglais',
    save: 'Enregistrer cette section',
    saved: 'Enregistré.',
    duplicate: 'Chaque valeur ne peut figurer qu’une fois.',
    addReason: 'Ajouter un motif',
    add: 'Ajouter',
    reason: 'Motif',
    newWord: 'Nouveau mot (Mots français)',
    addWord: 'Ajouter le mot',
    search: 'Chercher dans la liste',
    word: 'imitation',
    tags: 'abcdefghijklmnopqrstuvwxyz',
    values: { durations: '10, 20, 40', default: '20', maxPhotos: '8' },
  },
} as const;

/** A demo account's browser in a language. */
async function staffPage(browser: Browser, locale: 'ar' | 'fr', token: string) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await signInBrowser(context, server.baseURL, token);
  const page = await context.newPage();
  await readyVisitor(page, locale);
  return { context, page };
}

interface PublicSettings {
  announcements: { durations_days: number[]; default_duration_days: number; max_photos: number };
  terms_of_paid_advertising: { ar: string; fr: string; en: string };
}

for (const locale of ['ar', 'fr'] as const) {
  const w = CASES[locale];

  test(`an admin changes photos, durations and the terms, and finds them saved after a reload (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(150_000);
    const terms = `Conditions de la publicité payante ${Date.now().toString(36)}`;
    const { context, page } = await staffPage(browser, locale, adminToken);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.settings }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: w.settings })).toBeVisible();
    await checkA11y(page);

    const listings = page.getByTestId('settings-announcements');
    const durations = listings.getByLabel(w.durations);
    // A repeated duration is refused before sending, under its field.
    await durations.fill('30, 30');
    await listings.getByRole('button', { name: w.save }).click();
    await expect(listings.getByText(w.duplicate)).toBeVisible();
    await expect(durations).toHaveAttribute('aria-invalid', 'true');

    await durations.fill(w.values.durations);
    await listings.getByLabel(w.defaultDuration).selectOption(w.values.default);
    await listings.getByLabel(w.maxPhotos).fill(w.values.maxPhotos);
    await listings.getByRole('button', { name: w.save }).click();
    await expect(listings.getByRole('status').filter({ hasText: w.saved })).toBeVisible();

    const termsSection = page.getByTestId('settings-terms_of_paid_advertising');
    await termsSection.getByLabel(w.french).fill(terms);
    await termsSection.getByRole('button', { name: w.save }).click();
    await expect(termsSection.getByRole('status').filter({ hasText: w.saved })).toBeVisible();

    await page.reload();
    const reloaded = page.getByTestId('settings-announcements');
    await expect(reloaded.getByLabel(w.durations)).toHaveValue(w.values.durations);
    await expect(reloaded.getByLabel(w.defaultDuration)).toHaveValue(w.values.default);
    await expect(reloaded.getByLabel(w.maxPhotos)).toHaveValue(w.values.maxPhotos);
    await expect(page.getByTestId('settings-terms_of_paid_advertising').getByLabel(w.french)).toHaveValue(
      terms,
    );
    await checkA11y(page);

    // The public settings say the same at once.
    const settings = await apiGet<PublicSettings>('/api/v1/settings');
    expect(settings.announcements).toMatchObject({
      durations_days: w.values.durations.split(', ').map(Number),
      default_duration_days: Number(w.values.default),
      max_photos: Number(w.values.maxPhotos),
    });
    expect(settings.terms_of_paid_advertising.fr).toBe(terms);
    await context.close();
  });

  test(`an admin adds a rejection reason and the moderator's reject dialog offers it (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);
    const texts = {
      ar: `الوصف لا يطابق الصور ${tag}`,
      fr: `La description ne correspond pas aux photos ${tag}`,
      en: `The description does not match the photos ${tag}`,
    };
    const admin = await staffPage(browser, locale, adminToken);
    await admin.page.goto('/admin');
    await admin.page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.reasons }).click();
    await expect(admin.page).toHaveURL(/\/admin\/rejection-reasons$/);
    await expect(admin.page.getByTestId('reason-row').first()).toBeVisible();
    await checkA11y(admin.page);

    await admin.page.getByRole('button', { name: w.addReason }).click();
    const dialog = admin.page.getByTestId('reason-dialog');
    await dialog.getByLabel(w.arabic).fill(texts.ar);
    await dialog.getByLabel(w.french).fill(texts.fr);
    await dialog.getByLabel(w.english).fill(texts.en);
    await checkA11y(admin.page);
    await dialog.getByRole('button', { name: w.add, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.page.getByTestId('reason-row').last()).toContainText(texts[locale]);
    await admin.context.close();

    // The moderator opens a pending listing: the new preset is among the reasons, in their language.
    const queue = await apiGet<{ data: { id: number }[] }>('/api/v1/admin/review-queue', moderatorToken);
    expect(queue.data.length).toBeGreaterThan(0);
    const moderator = await staffPage(browser, locale, moderatorToken);
    await moderator.page.goto(`/admin/review/${queue.data[0]!.id}`);
    await expect(moderator.page.getByTestId('decision')).toBeVisible();
    const reasons = moderator.page.getByLabel(w.reason, { exact: true });
    await expect(reasons.locator('option', { hasText: texts[locale] })).toHaveCount(1);
    await reasons.selectOption({ label: texts[locale] });
    await moderator.context.close();
  });

  test(`an admin adds a banned word and finds it in the list (${locale})`, async ({ browser, checkA11y }) => {
    test.setTimeout(120_000);
    const word = `${w.word}${[...Date.now().toString(36).slice(-3)].map((c) => w.tags[parseInt(c, 36) % w.tags.length]).join('')}`;
    const { context, page } = await staffPage(browser, locale, adminToken);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.words }).click();
    await expect(page).toHaveURL(/\/admin\/banned-words$/);
    await expect(page.getByTestId('words')).toBeVisible();

    await page.getByLabel(w.newWord).fill(word);
    await page.getByRole('button', { name: w.addWord }).click();
    await expect(page.getByTestId('word-row').filter({ hasText: word })).toBeVisible();
    await expect(page.getByLabel(w.newWord)).toHaveValue('');
    await page.getByLabel(w.search).fill(word);
    await expect(page.getByTestId('word-row')).toHaveCount(1);
    await checkA11y(page);

    const list = await apiGet<{ data: { word: string }[] }>(
      `/api/v1/admin/banned-words?locale=${locale}`,
      adminToken,
    );
    expect(list.data.map((entry) => entry.word)).toContain(word);
    await context.close();
  });

  test(`a moderator cannot open /admin/settings (${locale})`, async ({ browser }) => {
    const { context, page } = await staffPage(browser, locale, moderatorToken);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: w.nav });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: w.settings })).toHaveCount(0);
    await page.goto('/admin/settings');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByTestId('settings-announcements')).toHaveCount(0);
    await context.close();
  });
}
