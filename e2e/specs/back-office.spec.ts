import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, DEMO_MODERATOR, DEMO_USER, signInBrowser } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

/**
 * The back office end to end: a moderator approves one pending sale and rejects
 * another with a reason; the approved one is public, its author reads the rejection and its
 * reason in their list; a plain user is refused /admin; a visitor never downloads the back
 * office's code or strings.
 *
 * Decisions publish listings, so these journeys run on a server of their own: the shared
 * server's lists and counts, which other specs read, stay as they were.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  // A fresh data folder is initialised and seeded first: slower than a test's default.
  test.setTimeout(90_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const DIST = path.join(ROOT, 'apps', 'web', 'dist');

let ipCounter = 0;
/** Each call comes from an address of its own, so per-address limits are not shared. */
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${150 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** An API session of a demo account: its token and CSRF header. */
async function apiLogin(api: APIRequestContext, account: { login: string; password: string }) {
  const ip = uniqueIp();
  const { token, csrf } = await apiSignIn(api, account, ip);
  return {
    token,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, 'x-forwarded-for': ip },
  };
}

/** Two pending sales by the demo author, posted through the API. */
async function postPendingSales(api: APIRequestContext, titles: string[]) {
  const session = await apiLogin(api, DEMO_USER);
  const tree = (await (await api.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number }[];
  };
  const settings = (await (await api.get('/api/v1/settings')).json()) as {
    announcements: { durations_days: number[] };
  };
  const listings: { id: number; slug: string; title: string }[] = [];
  for (const title of titles) {
    const res = await api.post('/api/v1/listings', {
      headers: session.headers,
      data: {
        platform: 'sales',
        title,
        description: `${title}: une annonce de test, complète et décrite en plus de vingt caractères.`,
        category_id: tree.categories[0]!.id,
        price_type: 'fixed',
        price: 1_500_000,
        region_id: 16,
        advertiser_characteristic: 'individual',
        duration_days: settings.announcements.durations_days[0],
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    const { listing } = (await res.json()) as { listing: { id: number; slug: string } };
    listings.push({ ...listing, title });
  }
  return { session, listings };
}

async function prepare(page: Page, locale: 'ar' | 'fr') {
  await useLocale(page, locale);
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        version: 1,
        decidedAt: new Date().toISOString(),
        categories: { necessary: true, performance: false, functional: false, targeting: false },
      }),
    ),
  );
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
}

/** Chunk files only the back office uses: reachable from its pages, and from nothing else. */
function backOfficeChunks(): { files: Set<string>; strings: string[] } {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    {
      file: string;
      isEntry?: boolean;
      isDynamicEntry?: boolean;
      imports?: string[];
      dynamicImports?: string[];
    }
  >;
  const reach = (keys: string[]) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const next of manifest[key].imports ?? []) walk(next);
    };
    keys.forEach(walk);
    return seen;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry || manifest[k]!.isDynamicEntry);
  // The back office: each area's pages (features/<area>/admin/) and the shell they share.
  const isBackOffice = (key: string) =>
    /^src\/features\/[\w-]+\/admin\//.test(key) || key.startsWith('src/back-office/');
  const admin = reach(entries.filter(isBackOffice));
  const others = reach(entries.filter((k) => !isBackOffice(k)));
  const files = new Set([...admin].filter((k) => !others.has(k)).map((k) => manifest[k]!.file));
  // Whole sentences of the back office's catalogs (placeholders cut out), in every language.
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') {
      for (const part of value.split(/\{\{\w+\}\}/)) if (part.trim().length >= 24) strings.push(part.trim());
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const lang of ['ar', 'fr', 'en']) {
    collect(JSON.parse(readFileSync(path.join(ROOT, 'apps/web/src/locales', lang, 'admin.json'), 'utf8')));
  }
  return { files, strings };
}

/** Every JS file a page loads while doing `visit`, with its text. */
async function loadedScripts(page: Page, visit: () => Promise<void>) {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    const url = response.url();
    if (url.endsWith('.js')) scripts.set(new URL(url).pathname, response.text());
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return new Map(await Promise.all([...scripts].map(async ([p, text]) => [p, await text] as const)));
}

const WORDS = {
  ar: {
    login: 'البريد الإلكتروني أو اسم المستخدم',
    password: 'كلمة المرور',
    submit: 'دخول',
    backOffice: 'لوحة الإدارة',
    queue: 'قائمة المراجعة',
    audit: 'سجل التدقيق',
    approve: 'قبول ونشر',
    reason: 'السبب',
    preset: 'السعر غير واقعي أو مضلل.',
    message: 'رسالة إلى صاحب الإعلان',
    reject: 'رفض',
    shortcuts: 'اختصارات لوحة المفاتيح',
    subject: 'الموضوع',
    search: 'بحث',
    approvedEntry: 'قبول إعلان',
  },
  fr: {
    login: 'E-mail ou nom d’utilisateur',
    password: 'Mot de passe',
    submit: 'Se connecter',
    backOffice: 'Back-office',
    queue: 'File de vérification',
    audit: 'Journal d’audit',
    approve: 'Approuver et publier',
    reason: 'Motif',
    preset: 'Le prix est irréaliste ou trompeur.',
    message: 'Message à l’auteur',
    reject: 'Refuser',
    shortcuts: 'Raccourcis clavier',
    subject: 'Objet',
    search: 'Rechercher',
    approvedEntry: 'Annonce approuvée',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`a moderator approves one pending sale and rejects another with a reason (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
    const unique = `${locale}-${Date.now().toString(36)}`;
    const { session: author, listings } = await postPendingSales(api, [
      `Vélo de course ${unique}`,
      `Tablette graphique ${unique}`,
    ]);
    const [approved, rejected] = listings as [(typeof listings)[0], (typeof listings)[0]];
    const reasonText = `Merci d’ajouter des photos ${unique}`;

    // The moderator signs in through the login page and finds the back office in their menu.
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await prepare(page, locale);
    await page.goto('/login');
    await page.getByLabel(w.login).fill(DEMO_MODERATOR.login);
    await page.getByLabel(w.password, { exact: true }).fill(DEMO_MODERATOR.password);
    await page.getByRole('button', { name: w.submit, exact: true }).click();
    await page.waitForURL(/\/profile\/main$/);
    await page.getByTestId('user-menu').click();
    await page.getByRole('link', { name: w.backOffice }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: w.queue })).toBeVisible();
    await expect(page.getByRole('navigation', { name: w.backOffice })).toBeVisible();
    await expect(page.getByTestId('queue-row').filter({ hasText: approved.title })).toBeVisible();
    await expect(page.getByTestId('count-sales')).toContainText(/\d/);
    await checkA11y(page);

    // The shortcuts list opens with ? and closes with Escape.
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: w.shortcuts })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Approve the first one from its review page.
    await page.getByTestId('review-queue').getByRole('link', { name: approved.title }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/review/${approved.id}`));
    await expect(page.getByTestId('listing-detail').getByRole('heading', { level: 1 })).toHaveText(
      approved.title,
    );
    await expect(page.getByTestId('author-card')).toContainText('@amina');
    await checkA11y(page);
    await page.getByRole('button', { name: w.approve }).click();
    // After the decision the next item of the queue opens.
    await expect(page).not.toHaveURL(new RegExp(`/admin/review/${approved.id}(\\?|$)`));

    // Reject the second one with a preset and a message.
    await page.goto(`/admin/review/${rejected.id}`);
    await expect(page.getByTestId('decision')).toBeVisible();
    await page.getByLabel(w.reason, { exact: true }).selectOption({ label: w.preset });
    await page.getByLabel(w.message).fill(reasonText);
    await page.getByTestId('decision').getByRole('button', { name: w.reject, exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`/admin/review/${rejected.id}(\\?|$)`));

    // Both decisions are in the audit log.
    await page.getByRole('navigation', { name: w.backOffice }).getByRole('link', { name: w.audit }).click();
    await page.getByLabel(w.subject, { exact: true }).fill(`listing:${approved.id}`);
    await page.getByTestId('back-office').getByRole('button', { name: w.search, exact: true }).click();
    await expect(page.getByTestId('audit-entry')).toHaveCount(1);
    await expect(page.getByTestId('audit-entry')).toContainText(w.approvedEntry);
    await expect(page.getByTestId('audit-entry')).toContainText('moderator');
    await checkA11y(page);

    // The approved sale is public.
    const anonymous = await playwrightRequest.newContext({ baseURL: server.baseURL });
    const publicRes = await anonymous.get(`/api/v1/listings/${approved.slug}`);
    expect(publicRes.status()).toBe(200);
    await anonymous.dispose();

    // The author reads the rejection and its reason in their list.
    const authorContext = await browser.newContext({ baseURL: server.baseURL });
    const authorPage = await authorContext.newPage();
    await prepare(authorPage, locale);
    await signInBrowser(authorContext, server.baseURL, author.token);
    await authorPage.goto('/profile/products');
    const item = authorPage.getByTestId('my-listing').filter({ hasText: rejected.title });
    await expect(item.getByTestId('listing-status')).toHaveAttribute('data-status', 'rejected');
    await expect(item.getByTestId('rejection-reason')).toContainText(reasonText);
    await expect(
      authorPage.getByTestId('my-listing').filter({ hasText: approved.title }).getByTestId('listing-status'),
    ).toHaveAttribute('data-status', 'approved');
    await authorContext.close();
    await context.close();
    await api.dispose();
  });

  test(`a plain user opening /admin is refused and downloads none of it; a visitor goes to login (${locale})`, async ({
    browser,
  }) => {
    const { files } = backOfficeChunks();
    const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
    const { token } = await apiLogin(api, DEMO_USER);
    const context = await browser.newContext({ baseURL: server.baseURL });
    const page = await context.newPage();
    await prepare(page, locale);
    await signInBrowser(context, server.baseURL, token);
    const scripts = await loadedScripts(page, async () => {
      await page.goto('/admin');
      await expect(page.getByTestId('not-found')).toBeVisible();
    });
    expect([...scripts.keys()].filter((p) => files.has(p.replace(/^\/build\//, '')))).toEqual([]);
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('back-office-link')).toHaveCount(0);

    const visitor = await browser.newPage({ baseURL: server.baseURL });
    await prepare(visitor, locale);
    await visitor.goto('/admin/audit');
    await expect(visitor).toHaveURL(/\/login\?redirect=admin-audit$/);
    await visitor.close();
    await context.close();
    await api.dispose();
  });
}

test("the visitor's home page loads neither the back office's chunks nor its strings", async ({
  browser,
}) => {
  const { files, strings } = backOfficeChunks();
  // The check can fail: the back office has chunks of its own, and its strings are in them.
  expect(files.size).toBeGreaterThan(0);
  const adminCode = [...files].map((f) => readFileSync(path.join(DIST, f), 'utf8')).join('\n');
  expect(strings.length).toBeGreaterThan(20);
  expect(strings.filter((s) => !adminCode.includes(s))).toEqual([]);

  const page = await browser.newPage({ baseURL: server.baseURL });
  await prepare(page, 'ar');
  const scripts = await loadedScripts(page, async () => {
    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
  expect(scripts.size).toBeGreaterThan(0);
  expect([...scripts.keys()].filter((p) => files.has(p.replace(/^\/build\//, '')))).toEqual([]);
  const loaded = [...scripts.values()].join('\n');
  expect(strings.filter((s) => loaded.includes(s))).toEqual([]);
  await page.close();
});
