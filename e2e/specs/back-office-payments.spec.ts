import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { DEMO_ADMIN, DEMO_MODERATOR, registerUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Payments for listings waiting for payment, end to end: an admin makes a sales
 * sub-category paid, a user posts there and the ad waits for review; a moderator approves it
 * (through the API) and it waits for payment, its owner seeing the amount due in their list;
 * in the back office an admin records a partial then a full payment, and the listing is public.
 *
 * The settings change for everyone, so these run on a server of their own, on a database of
 * their own on the PostgreSQL server.
 */
test.describe.configure({ mode: 'serial' });

/** The fee: 1 500 DA, in minor units. */
const FEE = 150_000;

let own: OwnServer;
let api: APIRequestContext;
let database: pg.Client;
let adminToken: string;
let moderatorToken: string;
let paidBranch: { category: number; subCategory: number };

/**
 * The admin makes a category paid with the fee, through the settings API (PUT
 * /admin/settings/announcements). Where that API is not part of the build yet, the settings
 * row is written as it would write it.
 */
async function makePaid(categoryId: number): Promise<void> {
  const current = await api.get('/api/v1/admin/settings', { headers: await own.callerHeaders(adminToken) });
  if (current.status() === 200) {
    const { announcements } = (await current.json()) as { announcements: Record<string, unknown> };
    const res = await api.put('/api/v1/admin/settings/announcements', {
      headers: await own.callerHeaders(adminToken),
      data: {
        ...announcements,
        paid_category_ids: [categoryId],
        listing_fee: { amount: FEE, currency_code: 'DZD' },
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    return;
  }
  expect(current.status()).toBe(404);
  const { rows } = await database.query<{ value: Record<string, unknown> }>(
    `select value from settings where key = 'announcements'`,
  );
  const value = {
    ...rows[0]!.value,
    paid_category_ids: [categoryId],
    listing_fee: { amount: FEE, currency_code: 'DZD' },
  };
  await database.query(`update settings set value = $1 where key = 'announcements'`, [value]);
}

test.beforeAll(async () => {
  // A new database is migrated and seeded first: slower than a test's default.
  test.setTimeout(120_000);
  own = await startOwnServer('payments');
  ({ api, database } = own);
  adminToken = await own.signIn(DEMO_ADMIN);
  moderatorToken = await own.signIn(DEMO_MODERATOR);
  const tree = (await (await api.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number; children?: { id: number }[] }[];
  };
  const category = tree.categories.find((c) => (c.children?.length ?? 0) > 0)!;
  paidBranch = { category: category.id, subCategory: category.children![0]!.id };
  await makePaid(paidBranch.subCategory);
});
test.afterAll(async () => {
  await own?.stop();
});

/** A user in a language (email verified in the database) posts a sale in the paid sub-category. */
async function saleInPaidCategory(locale: 'ar' | 'fr', title: string) {
  const user = await registerUser(api, { locale });
  await database.query('update users set email_verified_at = now() where email = $1', [user.email]);
  const res = await api.post('/api/v1/listings', {
    headers: await own.callerHeaders(user.token),
    data: {
      platform: 'sales',
      title,
      description: 'Tracteur en très bon état, entretenu, visible à Sétif sur rendez-vous.',
      category_id: paidBranch.category,
      sub_category_id: paidBranch.subCategory,
      price_type: 'fixed',
      price: 320_000_000,
      region_id: 19,
      advertiser_characteristic: 'individual',
      duration_days: 30,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: number; slug: string; status: string } };
  // Reviewed first, like every ad.
  expect(listing.status).toBe('pending');
  return { user, listing };
}

const CASES = {
  ar: {
    nav: 'لوحة الإدارة',
    payments: 'المدفوعات',
    waiting: 'في انتظار الدفع',
    // Intl marks Arabic amounts with right-to-left marks (U+200F).
    due: /المبلغ المستحق:[\s\u200f]*1\.500/,
    paidNone: /المدفوع حتى الآن:[\s\u200f]*0/,
    method: 'طريقة الدفع',
    cash: 'نقداً',
    cheque: 'صك',
    partial: 'جزئي',
    full: 'كامل',
    amount: 'المبلغ (DZD)',
    reference: 'المرجع',
    submit: 'تسجيل الدفعة',
    amountFormat: 'أدخل مبلغاً بـDZD',
    aboveDue: 'هذا المبلغ أكبر مما بقي مستحقاً.',
    recorded: 'سُجّلت الدفعة.',
    fee: /1\.500/,
    remaining1000: /1\.000/,
    published: 'دُفع المبلغ كاملاً: الإعلان منشور.',
  },
  fr: {
    nav: 'Back-office',
    payments: 'Paiements',
    waiting: 'En attente de paiement',
    due: /Montant dû\s*:\s*1\s500\sDA/,
    paidNone: /Déjà payé\s*:\s*0\sDA/,
    method: 'Moyen de paiement',
    cash: 'Espèces',
    cheque: 'Chèque',
    partial: 'Partiel',
    full: 'Complet',
    amount: 'Montant (DZD)',
    reference: 'Référence',
    submit: 'Enregistrer le paiement',
    amountFormat: 'Saisissez un montant en DZD',
    aboveDue: 'Ce montant dépasse ce qui reste dû.',
    recorded: 'Paiement enregistré.',
    fee: /1\s500\sDA/,
    remaining1000: /1\s000\sDA/,
    published: 'Payée en totalité : l’annonce est publiée.',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = CASES[locale];

  test(`an approved ad of a paid category waits for payment, and a partial then a full payment publish it (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    // Three browsers and four axe runs: generous for a loaded 2-core machine.
    test.setTimeout(180_000);
    const title = `Tracteur Cirta ${locale} ${Date.now().toString(36)}`;
    const { user, listing } = await saleInPaidCategory(locale, title);

    // A moderator approves it: it waits for payment, and is not public.
    const approved = await api.post(`/api/v1/admin/listings/${listing.id}/approve`, {
      headers: await own.callerHeaders(moderatorToken),
    });
    expect(approved.status(), await approved.text()).toBe(200);
    expect(((await approved.json()) as { status: string }).status).toBe('waiting_payment');
    expect((await api.get(`/api/v1/listings/${listing.slug}`)).status()).toBe(404);

    // The owner sees the amount due in their list.
    const owner = await own.browserAs(browser, user.token, locale);
    await owner.page.goto('/profile/products');
    const item = owner.page.getByTestId('my-listing').filter({ hasText: title });
    await expect(item).toContainText(w.waiting);
    const due = item.getByTestId('payment-due');
    await expect(due).toContainText(w.due);
    await expect(due).toContainText(w.paidNone);
    await expect(due).toContainText(`L-${listing.id}`);
    await checkA11y(owner.page);

    // The admin opens it in the back office.
    const admin = await own.browserAs(browser, adminToken, locale);
    const page = admin.page;
    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.payments }).click();
    await expect(page).toHaveURL(/\/admin\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: w.payments })).toBeVisible();
    const row = page.getByTestId('waiting-row').filter({ hasText: title });
    await expect(row).toContainText(w.fee);
    await checkA11y(page);
    await row.getByRole('link', { name: title }).click();
    const ledger = page.getByTestId('payment-ledger');
    await expect(ledger.getByRole('heading', { level: 2 })).toBeFocused();
    const form = ledger.getByTestId('payment-form');

    // Checked before sending: an amount that is none, then one above what is due (the server).
    await form.getByLabel(w.method).selectOption({ label: w.cash });
    await form.getByLabel(w.partial, { exact: true }).check();
    await form.getByLabel(w.amount).fill('cinq cents');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByText(w.amountFormat)).toBeVisible();
    await form.getByLabel(w.amount).fill('2000');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(form.getByText(w.aboveDue)).toBeVisible();
    await checkA11y(page);

    // A partial payment: recorded in the ledger, 1 000 DA still due, not public yet.
    await form.getByLabel(w.amount).fill('500');
    await form.getByLabel(w.reference).fill('REC-0042');
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.getByText(w.recorded)).toBeVisible();
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(1);
    await expect(ledger.getByTestId('ledger-remaining')).toContainText(w.remaining1000);
    expect((await api.get(`/api/v1/listings/${listing.slug}`)).status()).toBe(404);

    // The full rest, by cheque: the listing is published at once.
    const next = ledger.getByTestId('payment-form');
    await next.getByLabel(w.method).selectOption({ label: w.cheque });
    await next.getByLabel(w.full, { exact: true }).check();
    await expect(next.getByLabel(w.amount)).toHaveValue('1000');
    await next.getByLabel(w.reference).fill('CHQ 7781');
    await next.getByRole('button', { name: w.submit }).click();
    await expect(ledger.getByTestId('ledger-published')).toHaveText(w.published);
    await expect(ledger.getByTestId('ledger-row')).toHaveCount(2);
    await expect(ledger.getByTestId('payment-form')).toHaveCount(0);
    await checkA11y(page);
    expect((await api.get(`/api/v1/listings/${listing.slug}`)).status()).toBe(200);

    // The public detail page shows it, and it leaves the waiting list.
    const visitor = await own.browserAs(browser, null, locale);
    await visitor.page.goto(`/sales/show/${listing.slug}`);
    await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await visitor.context.close();
    await page.goto('/admin/payments');
    await expect(page.getByTestId('waiting-row').filter({ hasText: title })).toHaveCount(0);

    // Two payments in the ledger, one publication in the audit trail.
    const { rows } = await database.query<{ action: string }>(
      `select action from audit_log where subject_type = 'listing' and subject_id = $1 order by id`,
      [listing.id],
    );
    expect(rows.map((r) => r.action)).toEqual([
      'listing.approve',
      'listing.payment_record',
      'listing.payment_record',
      'listing.publish_paid',
    ]);
    await owner.context.close();
    await admin.context.close();
  });
}
