import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLocale } from '../support/fixtures';

/**
 * Search end to end (docs/architecture.md, "Search"): a sales option as a filter,
 * the sub-category counts of a category page, all in the URL with the back button walking
 * back; a query matching across Arabic spellings and a French query without its accents.
 *
 * The public journeys use the demo content's approved listings (seed-demo-listings.ts); they
 * never assume the list holds only those, since other journeys may approve more.
 */

const PHONE = 'هاتف سامسونغ غالاكسي A54 جديد';
const CAR = 'سيارة رونو سامبول 2018 للبيع';
const FLAT = 'Appartement F3 meublé à Oran';

let ipCounter = 0;
/** Each journey calls from an address of its own, so per-address limits are not shared. */
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${200 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

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

/** The demo phone's category and sub-category, named in a language. */
async function phoneBranch(request: APIRequestContext, locale: 'ar' | 'fr') {
  const headers = { 'x-localization': locale };
  const found = await request.get(`/api/v1/listings?platform=sales&q=A54`, { headers });
  const card = ((await found.json()) as { data: { slug: string; title: string }[] }).data.find(
    (l) => l.title === PHONE,
  );
  expect(card, 'the demo phone is approved').toBeDefined();
  const detail = await request.get(`/api/v1/listings/${card!.slug}`, { headers });
  const { listing } = (await detail.json()) as {
    listing: { category: { id: number; name: string }; sub_category: { id: number; name: string } };
  };
  return listing;
}

const WORDS = {
  ar: {
    delivery: 'مع التوصيل',
    sort: 'الترتيب',
    searchSales: 'ابحث في المبيعات',
    min: 'الأدنى',
    max: 'الأقصى',
    applyPrice: 'تطبيق السعر',
    priceInvalid: 'اكتب المبلغ بالأرقام',
  },
  fr: {
    delivery: 'Avec livraison',
    sort: 'Trier par',
    searchSales: 'Rechercher dans les ventes',
    min: 'Minimum',
    max: 'Maximum',
    applyPrice: 'Appliquer le prix',
    priceInvalid: 'Saisissez un montant en chiffres',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`a sales option and a sub-category narrow the sales, in the URL, and back undoes them (${locale})`, async ({
    page,
    request,
    consoleErrors,
    checkA11y,
  }) => {
    const branch = await phoneBranch(request, locale);
    await visitor(page, locale);
    await page.goto('/sales');
    // Other journeys post sales of their own: the newest page need not show the demo's car.
    await expect(page.getByTestId('results-count')).not.toBeEmpty();

    const options = page.getByTestId('sales-options');
    const search = page.waitForRequest(
      (r) => r.url().includes('/api/v1/listings?') && r.url().includes('has_delivery=true'),
    );
    await options.getByLabel(w.delivery).check();
    await expect(page).toHaveURL(/\/sales\?has_delivery=true$/);
    expect(new URL((await search).url()).searchParams.get('platform')).toBe('sales');
    await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
    await expect(page.getByRole('link', { name: CAR })).toBeHidden();

    // The category keeps the option; its panel counts each sub-category.
    await page.getByTestId('category-facets').getByRole('link', { name: branch.category.name }).click();
    await expect(page).toHaveURL(new RegExp(`/sales/${branch.category.id}\\?has_delivery=true$`));
    const subs = page.getByTestId('child-facets');
    const sub = subs.getByRole('link', { name: new RegExp(`^${branch.sub_category.name}`) });
    await expect(sub).toBeVisible();
    await expect(sub).not.toContainText(/^\D*0$/);
    await checkA11y(page);
    await sub.click();
    await expect(page).toHaveURL(new RegExp(`/sales/${branch.sub_category.id}\\?has_delivery=true$`));
    await expect(page.getByRole('heading', { level: 1, name: branch.sub_category.name })).toBeVisible();
    await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
    await expect(page.getByTestId('sales-options').getByLabel(w.delivery)).toBeChecked();

    // A shared link opens the same list.
    await page.reload();
    await expect(page.getByTestId('sales-options').getByLabel(w.delivery)).toBeChecked();
    await expect(page.getByRole('link', { name: PHONE })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/sales/${branch.category.id}\\?has_delivery=true$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/sales\?has_delivery=true$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/sales$/);
    await expect(page.getByTestId('sales-options').getByLabel(w.delivery)).not.toBeChecked();
    expect(consoleErrors).toEqual([]);
  });

  test(`an Arabic query spelled differently finds the listing, ranked by relevance (${locale})`, async ({
    page,
  }) => {
    await visitor(page, locale);
    // سياره (ه for ة), with the article and a plural: the listing says سيارة.
    await page.goto(`/search/listings?q=${encodeURIComponent('السياره')}`);
    await expect(page.getByRole('link', { name: CAR })).toBeVisible();
    await expect(page.getByLabel(w.sort)).toHaveValue('relevance');
    await page.goto(`/sales?q=${encodeURIComponent('سيارات رونو')}`);
    await expect(page.getByRole('link', { name: CAR })).toBeVisible();
    await expect(page.getByRole('link', { name: FLAT })).toBeHidden();
  });

  test(`a brand typed in Latin letters finds its Arabic spelling, articles left out (${locale})`, async ({
    page,
  }) => {
    await visitor(page, locale);
    await page.goto('/sales');
    const box = page.getByRole('searchbox', { name: w.searchSales });
    // The listings say رونو and سامسونغ غالاكسي.
    await box.fill('renault');
    await box.press('Enter');
    await expect(page.getByRole('link', { name: CAR })).toBeVisible();
    await expect(page.getByRole('link', { name: PHONE })).toBeHidden();
    await box.fill('le samsung galaxy');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/sales\?q=le\+samsung\+galaxy$/);
    await expect(page.getByRole('link', { name: PHONE })).toBeVisible();
    await expect(page.getByRole('link', { name: CAR })).toBeHidden();
  });

  test(`a price typed in Arabic-Indic digits narrows the sales; an unreadable one is said (${locale})`, async ({
    page,
    consoleErrors,
    checkA11y,
  }) => {
    await visitor(page, locale);
    await page.goto('/sales');
    await expect(page.getByTestId('results-count')).not.toBeEmpty();
    await page.getByLabel(w.min, { exact: true }).fill('١٠٠٠٠٠٠');
    await page.getByLabel(w.max, { exact: true }).fill('٢٬٠٠٠٬٠٠٠');
    await page.getByRole('button', { name: w.applyPrice }).click();
    await expect(page).toHaveURL(/\/sales\?min=1000000&max=2000000$/);
    await expect(page.getByRole('link', { name: CAR })).toBeVisible();
    await expect(page.getByRole('link', { name: FLAT })).toBeHidden();

    await page.getByLabel(w.min, { exact: true }).fill('mille');
    await page.getByRole('button', { name: w.applyPrice }).click();
    await expect(page.getByRole('alert').filter({ hasText: w.priceInvalid })).toBeVisible();
    await expect(page.getByLabel(w.min, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    // The filter in force stays, and what was typed stays to be corrected: nothing is dropped.
    await expect(page).toHaveURL(/\/sales\?min=1000000&max=2000000$/);
    await expect(page.getByLabel(w.min, { exact: true })).toHaveValue('mille');
    await expect(page.getByLabel(w.max, { exact: true })).toHaveValue('2000000');
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });

  test(`a French query without accents, and with a typo, finds the accented title (${locale})`, async ({
    page,
  }) => {
    await visitor(page, locale);
    await page.goto('/sales');
    const box = page.getByRole('searchbox', { name: w.searchSales });
    await box.fill('appartement meuble');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/sales\?q=appartement\+meuble$/);
    await expect(page.getByRole('link', { name: FLAT })).toBeVisible();
    await expect(page.getByRole('link', { name: CAR })).toBeHidden();
    // One letter missing in a long word is forgiven.
    await box.fill('apartement');
    await box.press('Enter');
    // The new address first: the earlier results stay on screen while the new ones load.
    await expect(page).toHaveURL(/\/sales\?q=apartement$/);
    await expect(page.getByRole('link', { name: FLAT })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/sales\?q=appartement\+meuble$/);
    await expect(box).toHaveValue('appartement meuble');
  });
}
