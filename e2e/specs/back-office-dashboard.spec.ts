import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, registerUser, signInBrowser } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

/**
 * The back office's dashboard end to end: a moderator opens it from the back office's
 * navigation, sees the review queue's size match the demo's pending listings, today's
 * approval and new users in the charts (right to left in Arabic), and changes the window.
 *
 * The data is the demo's plus one sale approved today and one new account, made once before
 * the journeys: on a server of its own, so no other spec's listings change the counts.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let moderatorToken: string;
/** The review queue's counts, as the API gives them. */
let pending: { announcements: number; sales: number };

const ZONE = 'Africa/Algiers';
/** Today in the portal's zone, `YYYY-MM-DD` (the series' day keys). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

let ipCounter = 0;
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${120 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A demo account's API session: its token and the headers of a state-changing call. */
async function apiLogin(api: APIRequestContext, login: string) {
  const ip = uniqueIp();
  const { token, csrf } = await apiSignIn(api, { login, password: 'Demo-Portal-2025' }, ip);
  return {
    token,
    headers: { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, 'x-forwarded-for': ip },
  };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer();
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const moderator = await apiLogin(api, 'moderator');
  moderatorToken = moderator.token;
  const queue = await api.get('/api/v1/admin/review-queue', { headers: moderator.headers });
  pending = ((await queue.json()) as { counts: typeof pending }).counts;

  // The demo author posts a sale, which the moderator approves at once: one approval today.
  // (Each /init sets a new CSRF cookie in its context: the author has a context of their own.)
  const authorApi = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const author = await apiLogin(authorApi, 'amina');
  const tree = (await (await authorApi.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number }[];
  };
  const posted = await authorApi.post('/api/v1/listings', {
    headers: author.headers,
    data: {
      platform: 'sales',
      title: `Vélo électrique ${Date.now().toString(36)}`,
      description: 'Vélo électrique en très bon état, batterie neuve, remise en main propre à Alger.',
      category_id: tree.categories[0]!.id,
      price_type: 'fixed',
      price: 9_000_000,
      region_id: 16,
      advertiser_characteristic: 'individual',
      duration_days: 30,
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { listing } = (await posted.json()) as { listing: { id: number } };
  const approved = await api.post(`/api/v1/admin/listings/${listing.id}/approve`, {
    headers: moderator.headers,
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await registerUser(authorApi);
  await Promise.all([api.dispose(), authorApi.dispose()]);
});
test.afterAll(async () => {
  await server?.stop();
});

const CASES = {
  ar: {
    backOffice: 'لوحة الإدارة',
    dashboard: 'لوحة المتابعة',
    decisions: 'المقبولة والمرفوضة يوميًا',
    users: 'المستخدمون الجدد يوميًا',
    week: '7 أيام',
    sales: (n: number) => `المبيعات: ${n}`,
    queue: 'قائمة المراجعة',
  },
  fr: {
    backOffice: 'Back-office',
    dashboard: 'Tableau de bord',
    decisions: 'Approuvées et refusées par jour',
    users: 'Nouveaux utilisateurs par jour',
    week: '7 jours',
    sales: (n: number) => `Ventes : ${n}`,
    queue: 'File de vérification',
  },
} as const;

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

for (const locale of ['ar', 'fr'] as const) {
  const w = CASES[locale];

  test(`a moderator reads the dashboard: the queue's size and today's decisions (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    await signInBrowser(context, server.baseURL, moderatorToken);
    const page = await context.newPage();
    await prepare(page, locale);

    // The dashboard is the first section of the back office's navigation.
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: w.backOffice });
    await expect(nav.getByRole('link').first()).toHaveText(w.dashboard);
    await nav.getByRole('link', { name: w.dashboard }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();

    // The review queue's size is the demo's pending listings (three, README).
    expect(pending.announcements + pending.sales).toBe(3);
    const card = page.getByTestId('stat-pending');
    await expect(card.getByTestId('stat-value')).toHaveText(String(pending.announcements + pending.sales));
    await expect(card.getByRole('link', { name: w.sales(pending.sales) })).toBeVisible();
    await expect(page.getByTestId('stat-approved').getByTestId('stat-value')).toHaveText('1');

    // The charts: today's approval, in the image and in its table for screen readers.
    const decisions = page.getByTestId('chart-decisions');
    await expect(decisions.getByRole('img', { name: w.decisions })).toBeVisible();
    await expect(decisions.locator(`[data-day="${today()}"] rect[data-series="approved"]`)).toHaveCount(1);
    const lastRow = decisions.getByRole('table', { name: w.decisions }).getByRole('row').last();
    await expect(lastRow.getByRole('cell').first()).toHaveText('1');
    await expect(page.getByTestId('chart-users').getByRole('img', { name: w.users })).toBeVisible();
    await checkA11y(page);

    // A shorter window, kept in the URL: seven days, today at the end of the reading direction.
    await page.getByRole('link', { name: w.week }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?days=7$/);
    const users = page.getByTestId('chart-users');
    await expect(users.getByTestId('chart-day')).toHaveCount(7);
    const chart = (await users.getByRole('img').boundingBox())!;
    const bar = (await users.locator(`[data-day="${today()}"] rect`).boundingBox())!;
    const middle = chart.x + chart.width / 2;
    if (locale === 'ar') expect(bar.x + bar.width).toBeLessThan(middle);
    else expect(bar.x).toBeGreaterThan(middle);
    await checkA11y(page);

    // A platform's count opens that platform's queue.
    await page
      .getByTestId('stat-pending')
      .getByRole('link', { name: w.sales(pending.sales) })
      .click();
    await expect(page).toHaveURL(/\/admin\?platform=sales$/);
    await expect(page.getByRole('heading', { level: 1, name: w.queue })).toBeVisible();
    await expect(page.getByTestId('count-sales')).toContainText(String(pending.sales));
    await context.close();
  });
}
