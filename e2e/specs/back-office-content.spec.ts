import { request as playwrightRequest, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, DEMO_MODERATOR, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor } from '../support/listings';
import { startServer, type RunningServer } from '../support/server';

/**
 * The CMS's back office end to end: the demo admin writes a news article with a cover image and
 * an FAQ entry in the editor and publishes them, and the public gets them; a scheduled article
 * stays hidden; a moderator reads an item without any control that changes it. Published
 * content changes what every visitor sees, so these run on a server of their own.
 * The public pages of news and the FAQ are built apart: until then the public API is asked.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
const tokens: Record<'admin' | 'moderator', string> = { admin: '', moderator: '' };

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
  tokens.admin = await tokenOf(server.baseURL, DEMO_ADMIN, '10.205.0.1');
  tokens.moderator = await tokenOf(server.baseURL, DEMO_MODERATOR, '10.205.0.2');
});
test.afterAll(async () => {
  await server?.stop();
});

const WORDS = {
  ar: {
    nav: 'لوحة الإدارة',
    content: 'المحتوى',
    news: 'الأخبار',
    faq: 'الأسئلة الشائعة',
    newItem: 'عنصر جديد',
    uploaded: 'تم الرفع',
    created: 'تم الإنشاء.',
    missing: 'لا نص بهذه اللغة بعد: يُعرض النص بـالعربية لزوار الفرنسية.',
    readOnly: 'يمكنك الاطلاع على المحتوى؛ المشرفون العامون وحدهم يمكنهم تغييره.',
    article: 'مزاد السيارات المستعملة',
    question: 'كيف أغيّر كلمة المرور؟',
    answer: 'من صفحة حسابك، اختر الأمان.',
    later: 'خبر مجدول',
  },
  fr: {
    nav: 'Back-office',
    content: 'Contenus',
    news: 'Actualités',
    faq: 'FAQ',
    newItem: 'Nouvel élément',
    uploaded: 'Envoyé',
    created: 'Créé.',
    missing: 'Pas encore de texte dans cette langue. Montré aux visiteurs arabophones à la place : Français.',
    readOnly: 'Vous pouvez consulter les contenus ; seuls les administrateurs peuvent les modifier.',
    article: 'Vente aux enchères de voitures',
    question: 'Comment changer mon mot de passe ?',
    answer: 'Depuis votre compte, choisissez Sécurité.',
    later: 'Actualité programmée',
  },
} as const;

async function staffPage(browser: Browser, who: 'admin' | 'moderator', locale: 'ar' | 'fr') {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await signInBrowser(context, server.baseURL, tokens[who]);
  const page = await context.newPage();
  await readyVisitor(page, locale);
  return { context, page };
}

/** What the public API lists of a kind (what its public page shows): titles and details. */
async function publicItems(kind: string): Promise<{ title: string; details: { cover?: unknown } }[]> {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const res = await api.get(`/api/v1/content/${kind}?per_page=100`);
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: { title: string; details: { cover?: unknown } }[] };
  await api.dispose();
  return data;
}
const publicTitles = async (kind: string) => (await publicItems(kind)).map((item) => item.title);

const cover = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`an admin writes a news article with a cover and an FAQ entry, publishes them and the public gets them (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const tag = Date.now().toString(36);
    const article = `${w.article} ${tag}`;
    const question = `${w.question} ${tag}`;
    const { context, page } = await staffPage(browser, 'admin', locale);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.content }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await expect(page.getByTestId('count-news-published')).toHaveText(/\d/);
    await checkA11y(page);

    await page.getByTestId('kind-news').click();
    await expect(page.getByRole('heading', { level: 1, name: w.news })).toBeVisible();
    await page.getByTestId('new-content').click();
    await expect(page).toHaveURL(/\/admin\/content\/news\/new$/);
    // Written in the admin's language; the other tabs say what their visitors get.
    await page.getByTestId(`title-${locale}`).fill(article);
    await page.getByTestId(`body-editor-${locale}`).getByRole('textbox').click();
    await page.keyboard.type(`${article}. ${w.answer}`);
    await page.getByTestId(`tab-${locale === 'ar' ? 'fr' : 'ar'}`).click();
    await expect(page.getByTestId('missing-translation')).toHaveText(w.missing);
    await page.getByTestId(`tab-${locale}`).click();
    await page
      .getByTestId('file-cover_file_id')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await cover() });
    await expect(page.getByTestId('file-cover_file_id').getByText(w.uploaded, { exact: true })).toBeVisible();
    await page.getByTestId('publish-now').check();
    await checkA11y(page);
    await page.getByTestId('save').click();
    await expect(page.getByText(w.created)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/content\/items\/\d+$/);
    const published = (await publicItems('news')).find((item) => item.title === article);
    // Public with its cover (re-encoded by the server: it has its sizes).
    expect(published?.details.cover).toMatchObject({ kind: 'image', urls: { large: expect.any(String) } });

    // An FAQ entry: the question is the title, the answer the body.
    await page.goto('/admin/content/faq/new');
    await page.getByTestId(`title-${locale}`).fill(question);
    await page.getByTestId(`body-editor-${locale}`).getByRole('textbox').click();
    await page.keyboard.type(w.answer);
    await page.getByTestId('publish-now').check();
    await page.getByTestId('save').click();
    await expect(page.getByText(w.created)).toBeVisible();
    expect(await publicTitles('faq')).toContain(question);
    // And the public pages show both.
    await page.goto('/news');
    await expect(page.getByText(article, { exact: true }).first()).toBeVisible();
    await page.goto('/faq');
    await expect(page.getByText(question, { exact: true }).first()).toBeVisible();

    // Scheduled for tomorrow: not public yet.
    const later = `${w.later} ${tag}`;
    await page.goto('/admin/content/news/new');
    await page.getByTestId(`title-${locale}`).fill(later);
    await page.getByTestId('publish-schedule').check();
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
    await page.locator('input[type="date"]').fill(tomorrow);
    await page.getByTestId('save').click();
    await expect(page.getByText(w.created)).toBeVisible();
    expect(await publicTitles('news')).not.toContain(later);
    await page.goto('/admin/content/news?state=scheduled');
    await expect(page.getByTestId('content-row').filter({ hasText: later })).toBeVisible();
    await checkA11y(page);
    await context.close();
  });

  test(`a moderator reads the content without any control that changes it (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await staffPage(browser, 'moderator', locale);
    await page.goto('/admin/content/faq');
    await expect(page.getByTestId('read-only')).toHaveText(w.readOnly);
    await expect(page.getByTestId('content-row').first()).toBeVisible();
    await expect(page.getByTestId('new-content')).toHaveCount(0);
    await page.getByTestId('content-title').first().click();
    await expect(page.getByTestId('content-editor')).toBeVisible();
    await expect(page.getByTestId('save')).toHaveCount(0);
    await expect(page.getByRole('toolbar')).toHaveCount(0);
    await checkA11y(page);
    await context.close();
  });
}
