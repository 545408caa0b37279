import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { DEMO_ADMIN, registerUser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Paid advertisements in the back office, end to end, in Arabic and French: a verified member
 * orders a text advertisement through the API (multipart, with two private PDFs); in the back
 * office an admin finds it in the review queue, claims it, approves it, records its payment in
 * full, sees it scheduled in its placement's calendar and counted in the one payments ledger's
 * totals. Axe checks each screen. Capacity and the ledger are shared state: a server and a
 * database of their own.
 */
test.describe.configure({ mode: 'serial' });

/** The smallest document the server reads as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let own: OwnServer;
let api: APIRequestContext;
let database: pg.Client;
let adminToken: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnServer('ads_admin');
  ({ api, database } = own);
  adminToken = await own.signIn(DEMO_ADMIN);
});
test.afterAll(async () => {
  await own?.stop();
});

/** A calendar day some days ahead, in the portal's zone. */
function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/** A verified member in `locale` orders a week on the home page, starting `start`. */
async function orderAdvertisement(locale: 'ar' | 'fr', name: string, start: string) {
  const user = await registerUser(api, { locale });
  await database.query('update users set email_verified_at = now() where email = $1', [user.email]);
  const res = await api.post('/api/v1/advertisements', {
    headers: await own.callerHeaders(user.token),
    multipart: {
      full_name: 'Karim Haddad',
      name,
      region: '16',
      description: 'Le meilleur café de la ville, torréfié chaque matin à Alger.',
      link: 'https://atlas.example/',
      type: 'text',
      duration_unit: 'week',
      duration_count: '1',
      start_date: start,
      phone: '0555123456',
      email: user.email,
      payment_method: 'cash',
      payment_type: 'full',
      place: 'home_page',
      commercial_registry_number: '16/00-1234567B',
      business_activity: 'Torréfaction de café',
      location: 'website_and_app',
      id_card: { name: 'id-card.pdf', mimeType: 'application/pdf', buffer: PDF },
      license: { name: 'license.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { advertisement } = (await res.json()) as { advertisement: { id: number; status: string } };
  expect(advertisement.status).toBe('pending_review');
  return advertisement;
}

const CASES = {
  ar: {
    nav: 'لوحة الإدارة',
    ads: 'الإعلانات المدفوعة',
    claim: 'تولي المراجعة',
    claimed: /يتولاه/,
    approve: 'قبول',
    waiting: 'في انتظار الدفع',
    scheduled: 'مجدول',
    method: 'طريقة الدفع',
    cash: 'نقداً',
    submit: 'تسجيل الدفعة',
    calendar: 'تقويم الإعلانات',
    ledger: 'كل المدفوعات',
    cashTotal: 'نقداً',
  },
  fr: {
    nav: 'Back-office',
    ads: 'Publicités',
    claim: 'Prendre en charge',
    claimed: /Prise en charge par/,
    approve: 'Approuver',
    waiting: 'En attente de paiement',
    scheduled: 'Programmée',
    method: 'Moyen de paiement',
    cash: 'Espèces',
    submit: 'Enregistrer le paiement',
    calendar: 'Calendrier des publicités',
    ledger: 'Tous les paiements',
    cashTotal: 'Espèces',
  },
} as const;

for (const [index, locale] of (['ar', 'fr'] as const).entries()) {
  const w = CASES[locale];

  test(`an advertisement order is claimed, approved, paid, scheduled in its calendar and in the ledger (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(180_000);
    const name = `Café Atlas ${locale} ${Date.now().toString(36)}`;
    const start = dayAhead(10 + index * 7);
    const ad = await orderAdvertisement(locale, name, start);

    const { page } = await own.browserAs(browser, adminToken, locale);
    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.ads }).click();
    await expect(page).toHaveURL(/\/admin\/advertisements$/);
    const row = page.getByTestId('ad-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await checkA11y(page);

    // The review: claim, then approve after confirming.
    await row.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/advertisements/${ad.id}$`));
    await checkA11y(page);
    await page.getByRole('button', { name: w.claim }).click();
    await expect(page.getByTestId('ad-claim')).toContainText(w.claimed);
    await page.getByTestId('ad-review').getByRole('button', { name: w.approve }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: w.approve }).click();
    await expect(page.getByTestId('ad-detail').getByTestId('ad-status')).toHaveText(w.waiting);

    // The payment, in full (the form starts with what is due).
    const form = page.getByTestId('payment-form');
    await form.getByLabel(w.method).selectOption({ label: w.cash });
    await form.getByRole('button', { name: w.submit }).click();
    await expect(page.getByTestId('ad-detail').getByTestId('ad-status')).toHaveText(w.scheduled);
    await expect(page.getByTestId('ad-payment-row')).toHaveCount(1);
    await checkA11y(page);

    // The calendar of the home page shows it on its first day, linking back to it.
    await page.goto(`/admin/advertisements/calendar?place=home_page&month=${start.slice(0, 7)}`);
    await expect(page.getByRole('heading', { level: 1, name: w.calendar })).toBeVisible();
    const day = page.locator(`[data-testid="calendar-day"][data-date="${start}"]`);
    await expect(day.getByRole('link', { name })).toHaveAttribute('href', `/admin/advertisements/${ad.id}`);
    await expect(day.getByTestId('ad-status')).toHaveText(w.scheduled);
    await checkA11y(page);

    // The one ledger lists the payment and counts it in the cash total.
    await page.goto('/admin/payments');
    await page.getByRole('link', { name: w.ledger }).click();
    await expect(page.getByTestId('ledger-entry').filter({ hasText: name })).toBeVisible();
    await expect(page.locator('[data-testid="ledger-total"][data-method="cash"]')).toContainText(w.cashTotal);
    await checkA11y(page);
  });
}
