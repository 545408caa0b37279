import type { APIRequestContext, Page } from '@playwright/test';
import type pg from 'pg';
import { DEMO_ADMIN, DEMO_MODERATOR, registerUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Promotions of listings (docs/decisions/016), end to end: a user posts a sale in
 * the form choosing the seeded paid promotion "featured" (7 days, 500 DA); it waits for review;
 * a moderator approves it (through the API) and it waits for payment, its owner seeing the
 * amount and the promotion in their list; an admin records the payment in the back office; the
 * listing is public, in the featured strip of /sales with its badge, and on its page.
 *
 * The featured strip shows every promoted sale, so these run on a server of their own, on a
 * database of their own on the PostgreSQL server.
 */
test.describe.configure({ mode: 'serial' });

let own: OwnServer;
let api: APIRequestContext;
let database: pg.Client;
let adminToken: string;
let moderatorToken: string;
let saleCategory: number;

test.beforeAll(async () => {
  // A new database is migrated and seeded first: slower than a test's default.
  test.setTimeout(120_000);
  own = await startOwnServer('promotions');
  ({ api, database } = own);
  adminToken = await own.signIn(DEMO_ADMIN);
  moderatorToken = await own.signIn(DEMO_MODERATOR);
  const tree = (await (await api.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number }[];
  };
  saleCategory = tree.categories[0]!.id;
});
test.afterAll(async () => {
  await own?.stop();
});

/** Chooses an option of a searchable select by typing part of its label. */
async function choose(page: Page, label: string, text: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveValue(/.+/);
}

const CASES = {
  ar: {
    title: 'عنوان الإعلان',
    description: 'الوصف',
    region: 'الولاية',
    regionSearch: 'الجزائر',
    regionOption: /^16 - الجزائر$/,
    promotion: /^مميز لمدة أسبوع/,
    promotionTerms: /7 أيام · [\u200f]?500/,
    send: 'إرسال للمراجعة',
    pending: 'قيد المراجعة',
    startsPaid: 'يبدأ بعد الموافقة والدفع',
    waiting: 'في انتظار الدفع',
    due: /المبلغ المستحق:[\s\u200f]*500/,
    nav: 'لوحة الإدارة',
    payments: 'المدفوعات',
    method: 'طريقة الدفع',
    cash: 'نقداً',
    full: 'كامل',
    amount: 'المبلغ (DZD)',
    submit: 'تسجيل الدفعة',
    published: 'دُفع المبلغ كاملاً: الإعلان منشور.',
    until: /يستمر حتى/,
    strip: 'إعلانات مميزة',
    badge: 'مميز',
    description_text: 'دراجة نارية بحالة ممتازة، صيانة منتظمة، الأوراق كاملة، للمعاينة في العاصمة.',
  },
  fr: {
    title: 'Titre',
    description: 'Description',
    region: 'Wilaya',
    regionSearch: 'Alger',
    regionOption: /^16 - Alger$/,
    promotion: /^À la une, 7 jours/,
    promotionTerms: /7\sjours · 500\sDA/,
    send: 'Envoyer pour vérification',
    pending: 'En attente de validation',
    startsPaid: 'commence une fois approuvée et payée',
    waiting: 'En attente de paiement',
    due: /Montant dû\s*:\s*500\sDA/,
    nav: 'Back-office',
    payments: 'Paiements',
    method: 'Moyen de paiement',
    cash: 'Espèces',
    full: 'Complet',
    amount: 'Montant (DZD)',
    submit: 'Enregistrer le paiement',
    published: 'Payée en totalité : l’annonce est publiée.',
    until: /jusqu’au/,
    strip: 'À la une',
    badge: 'À la une',
    description_text: 'Moto en excellent état, entretien régulier, papiers en règle, visible à Alger.',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = CASES[locale];

  test(`a seller buys a paid promotion with a sale: approved, paid in the back office, featured on /sales (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    // Three browsers and several axe runs: generous for a loaded 2-core machine.
    test.setTimeout(180_000);
    const title = `Moto Cirta ${locale} ${Date.now().toString(36)}`;
    const user = await registerUser(api, { locale });
    await database.query('update users set email_verified_at = now() where email = $1', [user.email]);

    // The seller posts the sale in the form and chooses the promotion, shown with days and price.
    const owner = await own.browserAs(browser, user.token, locale);
    const page = owner.page;
    await page.goto(`/sales/${saleCategory}/create`);
    await page.getByLabel(w.title, { exact: true }).fill(title);
    await page.getByLabel(w.description, { exact: true }).fill(w.description_text);
    await page.getByTestId('price').fill('180000');
    await choose(page, w.region, w.regionSearch, w.regionOption);
    const promotion = page.getByRole('radio', { name: w.promotion });
    await expect(promotion.locator('xpath=ancestor::label')).toContainText(w.promotionTerms);
    await promotion.check();
    await checkA11y(page);
    await page.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL(/\/profile\/products$/);
    const item = page.getByTestId('my-listing').filter({ hasText: title });
    await expect(item.getByTestId('listing-status')).toHaveText(w.pending);
    await expect(item.getByTestId('promotion-state')).toHaveText(w.startsPaid);
    const { rows } = await database.query<{ id: string; slug: string; promoted_until: Date | null }>(
      'select id, slug, promoted_until from listings where title = $1',
      [title],
    );
    const listing = { id: Number(rows[0]!.id), slug: rows[0]!.slug };
    expect(rows[0]!.promoted_until).toBeNull();

    // A moderator approves it: it waits for the promotion's price.
    const approved = await api.post(`/api/v1/admin/listings/${listing.id}/approve`, {
      headers: await own.callerHeaders(moderatorToken),
    });
    expect(approved.status(), await approved.text()).toBe(200);
    expect(((await approved.json()) as { status: string }).status).toBe('waiting_payment');
    await page.reload();
    await expect(item).toContainText(w.waiting);
    await expect(item.getByTestId('payment-due')).toContainText(w.due);
    await expect(item.getByTestId('promotion-note')).toBeVisible();
    await checkA11y(page);

    // The admin records the payment in the back office: the listing is published.
    const admin = await own.browserAs(browser, adminToken, locale);
    await admin.page.goto('/admin');
    await admin.page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.payments }).click();
    await admin.page
      .getByTestId('waiting-row')
      .filter({ hasText: title })
      .getByRole('link', { name: title })
      .click();
    const ledger = admin.page.getByTestId('payment-ledger');
    const form = ledger.getByTestId('payment-form');
    await form.getByLabel(w.method).selectOption({ label: w.cash });
    await form.getByLabel(w.full, { exact: true }).check();
    await expect(form.getByLabel(w.amount)).toHaveValue('500');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(ledger.getByTestId('ledger-published')).toHaveText(w.published);

    // The owner sees until when it runs.
    await page.reload();
    await expect(item.getByTestId('promotion-state')).toHaveText(w.until);

    // A visitor finds it in the featured strip of /sales, with its badge, and on its page.
    await database.query(
      `update listings set promoted_until = now() - interval '1 minute'
        where platform = 'sales' and promoted_until > now() and title not like 'Moto Cirta %'`,
    );
    const visitor = await own.browserAs(browser, null, locale);
    const strip = visitor.page.getByTestId('featured-strip');
    const card = strip.getByTestId('listing-card').filter({ hasText: title });
    // The strip shows 4 of the promoted sales in a new random order at each drawing. The demo's
    // own promoted sales end first (this database is the spec's alone): with fewer than 5
    // running, a visit shows this one or the strip is wrong, instead of a lottery of visits
    // that took up to a minute. Each visit is a new address, so never a kept page.
    let visit = 0;
    await expect(async () => {
      visit += 1;
      await visitor.page.goto(`/sales?visit=${visit}`);
      await expect(strip.getByRole('heading', { level: 2, name: w.strip })).toBeVisible();
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(card.getByTestId('featured-badge')).toHaveText(w.badge);
    await checkA11y(visitor.page);
    await card.getByRole('link', { name: title }).click();
    await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.page.getByTestId('listing-detail').getByTestId('featured-badge')).toHaveText(
      w.badge,
    );
    await checkA11y(visitor.page);

    await owner.context.close();
    await admin.context.close();
    await visitor.context.close();
  });
}
