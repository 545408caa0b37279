import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignIn, DEMO_USER } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';

/**
 * Below a listing's detail: similar ads and the advertiser's other ads, in ar and fr.
 * The demo account's approved listings are the "other ads"; a similar ad is posted by the demo
 * user and approved by the demo moderator through the API.
 */

let ipCounter = 0;
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${200 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A visitor in a language who already answered the cookie banner. */
async function visitor(page: Page, locale: 'ar' | 'fr'): Promise<void> {
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

/** Calls the API as a demo account (bearer token and CSRF double submit, as the SPA does). */
async function demoSession(request: APIRequestContext, login: string) {
  const ip = uniqueIp();
  const { token, csrf } = await apiSignIn(request, { login, password: DEMO_USER.password }, ip);
  return { authorization: `Bearer ${token}`, 'x-xsrf-token': csrf, 'x-forwarded-for': ip };
}

const CAR = 'سيارة رونو سامبول 2018 للبيع';
const CAR_WORDS = 'رونو سامبول 2018';
const OTHER_OF_OWNER = 'Appartement F3 meublé à Oran';

/**
 * The car's page, reached from the sales list by its words: other journeys post sales of their
 * own, so the newest page of the list need not show it.
 */
async function openCar(page: Page) {
  await page.goto(`/sales?q=${encodeURIComponent(CAR_WORDS)}`);
  await page.getByRole('link', { name: CAR }).click();
  await expect(page.getByRole('heading', { level: 1, name: CAR })).toBeVisible();
}

/** The strips are read once the visitor scrolls toward them: to the page's end, as a reader would. */
async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

test('the detail page lists the advertiser’s other ads and leads to one (ar)', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  await visitor(page, 'ar');
  await openCar(page);
  await scrollToEnd(page);
  const fromOwner = page.getByRole('region', { name: /^إعلانات أخرى من / });
  await expect(fromOwner).toBeVisible();
  await expect(fromOwner.getByRole('link', { name: CAR })).toHaveCount(0);
  await checkA11y(page);
  await fromOwner.getByRole('link', { name: OTHER_OF_OWNER }).click();
  await expect(page).toHaveURL(/\/sales\/show\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: OTHER_OF_OWNER })).toBeVisible();
  await scrollToEnd(page);
  await expect(
    page.getByRole('region', { name: /^إعلانات أخرى من / }).getByRole('link', { name: CAR }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a similar ad of the same filter shows under “Similar ads” (fr)', async ({
  page,
  request,
  checkA11y,
}) => {
  const search = await request.get(
    `/api/v1/listings?platform=sales&per_page=50&q=${encodeURIComponent(CAR_WORDS)}`,
  );
  const car = ((await search.json()) as { data: { slug: string; title: string }[] }).data.find(
    (c) => c.title === CAR,
  )!;
  const detail = await request.get(`/api/v1/listings/${encodeURIComponent(car.slug)}`);
  const { listing } = (await detail.json()) as {
    listing: { category: { id: number }; sub_category: { id: number } | null; filter: { id: number } | null };
  };
  const title = `Renault Symbol ${Date.now().toString(36)} diesel`;
  const amina = await demoSession(request, DEMO_USER.login);
  const created = await request.post('/api/v1/listings', {
    headers: amina,
    data: {
      platform: 'sales',
      title,
      description: 'Renault Symbol diesel, bon état général, contrôle technique à jour.',
      category_id: listing.category.id,
      sub_category_id: listing.sub_category?.id ?? null,
      filter_id: listing.filter?.id ?? null,
      price_type: 'fixed',
      price: 120000000,
      currency_id: 'DZD',
      region_id: 16,
      advertiser_characteristic: 'individual',
      duration_days: 30,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { listing: mine } = (await created.json()) as { listing: { id: number } };
  const moderator = await demoSession(request, 'moderator');
  const approved = await request.post(`/api/v1/admin/listings/${mine.id}/approve`, { headers: moderator });
  expect(approved.status(), await approved.text()).toBe(200);

  await visitor(page, 'fr');
  await openCar(page);
  await scrollToEnd(page);
  const similar = page.getByRole('region', { name: 'Annonces similaires' });
  await expect(similar.getByRole('link', { name: title })).toBeVisible();
  await expect(similar.getByRole('link', { name: CAR })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Autres annonces de / })).toBeVisible();
  await checkA11y(page);
});
