import type pg from 'pg';
import { expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Paid advertisements on the public site (docs/decisions/034-paid-advertisements.md): active
 * advertisements (inserted straight into the database: their ordering and life cycle have
 * their own journeys) show in the page top bar, in a category's listing page and as a
 * sponsored card among the results, labelled in the reader's language; seeing them counts an
 * impression, the link goes through the click redirect, which counts the click and sends the
 * visitor on. Advertisements show on every page, so this runs on a server of its own.
 */
test.describe.configure({ mode: 'serial' });

let own: OwnServer;
let database: pg.Client;
let saleCategory: number;

/** An active advertisement of a placement, as the life cycle leaves it. */
async function activeAd(place: string, name: string, extra: { categoryId?: number } = {}): Promise<number> {
  const { rows } = await database.query<{ id: string }>(
    `insert into advertisements (user_id, status, full_name, name, region_id, description, link, type,
       duration_unit, duration_count, start_date, end_date, phone, email, payment_method, payment_type,
       place, category_id, commercial_registry_number, business_activity, location, amount, currency_code,
       first_instalment, locale)
     select u.id, 'active', 'Test Advertiser', $1, (select min(id) from regions), 'Une offre du moment', 'https://example.com/offre',
       'text', 'month', 1, current_date, current_date + 30, '+213555000000', 'ads@example.com', 'cash', 'full',
       $2, $3, 'RC-1', 'Commerce', 'website_and_app', 1000, 'DZD', 1000, 'fr'
     from users u where u.username = 'amina'
     returning id`,
    [name, place, extra.categoryId ?? null],
  );
  return Number(rows[0]!.id);
}

async function countsOf(id: number): Promise<{ impressions: number; clicks: number }> {
  const { rows } = await database.query<{ impressions: number; clicks: number }>(
    `select coalesce(sum(impressions), 0)::int as impressions, coalesce(sum(clicks), 0)::int as clicks
     from advertisement_stats where advertisement_id = $1`,
    [id],
  );
  return rows[0]!;
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer('adserving');
  ({ database } = own);
  const tree = (await (await own.api.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number }[];
  };
  saleCategory = tree.categories[0]!.id;
});
test.afterAll(async () => {
  await own?.stop();
});

const CASES = {
  ar: { sponsored: 'ممول', visit: 'زيارة' },
  fr: { sponsored: 'Sponsorisé', visit: 'Visiter' },
};

for (const locale of ['ar', 'fr'] as const) {
  test(`shows active advertisements in their placements and counts them (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const text = CASES[locale];
    const bar = await activeAd('page_top_bar', `Barre ${locale} ${Date.now()}`);
    const slot = await activeAd('listing_slot', `Emplacement ${locale} ${Date.now()}`);
    const category = await activeAd('category', `Catégorie ${locale} ${Date.now()}`, {
      categoryId: saleCategory,
    });

    const { context, page } = await own.browserAs(browser, null, locale);
    await page.goto(`/sales/${saleCategory}`);
    // The top bar, above the header, labelled in the reader's language, its link through the redirect.
    const topBar = page.getByTestId('ad-page-top-bar');
    await expect(topBar).toContainText(text.sponsored);
    await expect(topBar).toHaveAttribute('data-ad-id', String(bar));
    const link = topBar.getByRole('link', { name: new RegExp(text.visit) });
    await expect(link).toHaveAttribute('href', `/api/v1/advertisements/${bar}/click`);
    await expect(link).toHaveAttribute('rel', 'sponsored noopener');
    // The category's advertisement above its results, a sponsored card among them.
    const categoryAd = page.getByTestId('ad-category');
    await expect(categoryAd).toHaveAttribute('data-ad-id', String(category));
    // Seen at least half: counted once (the featured strip may push it below the fold).
    await categoryAd.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await countsOf(category)).impressions).toBe(1);
    const card = page.getByTestId('ad-listing-slot').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toHaveAttribute('data-ad-id', String(slot));
    await expect(card).toContainText(text.sponsored);
    await checkA11y(page);

    // Each counted once for this visitor today, also when seen again.
    await expect.poll(async () => (await countsOf(bar)).impressions).toBe(1);
    await expect.poll(async () => (await countsOf(slot)).impressions).toBe(1);
    await page.reload();
    await expect(page.getByTestId('ad-page-top-bar')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await countsOf(bar)).impressions).toBe(1);

    // Clicking through: the redirect counts the click and sends the visitor to the link.
    const answer = await page.request.get(`/api/v1/advertisements/${bar}/click`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('https://example.com/offre');
    expect((await countsOf(bar)).clicks).toBe(1);

    // The advertisement's own page.
    await page.goto(`/advertisement/${bar}`);
    await expect(page.getByTestId('advertisement-page')).toContainText('Une offre du moment');
    await checkA11y(page);
    await context.close();
    // Over: no longer served.
    await database.query(`update advertisements set status = 'expired' where id = any($1)`, [
      [bar, slot, category],
    ]);
  });
}
