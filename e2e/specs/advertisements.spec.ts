import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, registerUser, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor, verifiedSeller } from '../support/listings';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * Paid advertisements end to end, in Arabic and French: a member whose address is verified
 * reads the offer at /advertisement (each placement pictured, priced), orders one with a media
 * that follows the content rule (220 × 300 at 1299 × 1772 pixels, made here) and the two
 * private documents, reads the localized confirmation, and finds the order pending review in
 * /profile/advertisements. Axe checks each page.
 *
 * In French the journey goes on, on a server of its own (its database is changed beside the
 * server): an admin approves the order and records its payment through the API, the order
 * starts (its first day moved to today), a visitor sees it in its placement on the home page
 * and follows its link, and the advertiser reads the impression and the click in their list.
 */

/** The smallest document the server reads as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/** Where the advertisement's click leads. */
const LINK = 'https://librairie.example.dz';

/** An image exactly at the content rule's minimum: 1299 × 1772 pixels. */
async function poster(): Promise<Buffer> {
  return sharp({ create: { width: 1299, height: 1772, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

const TEXT = {
  ar: {
    offer: 'ما نقدمه',
    picture: 'مكان الظهور: الصفحة الرئيسية',
    region: 'الولاية',
    submit: 'أرسل الطلب',
    sent: 'تم إنشاء الإعلان: سيتم التواصل معك لاحقًا عبر البريد الإلكتروني بعد المراجعة.',
    pending: 'قيد المراجعة',
    name: 'مكتبة الوسط',
    description: 'كتب مدرسية وروايات مع التوصيل إلى كل الولايات.',
    activity: 'بيع الكتب',
  },
  fr: {
    offer: 'Ce que nous proposons',
    picture: 'Emplacement : Page d’accueil',
    region: 'Wilaya',
    submit: 'Envoyer la commande',
    sent: 'Publicité créée : vous serez contacté plus tard par e-mail après examen.',
    pending: 'En attente d’examen',
    name: 'Librairie du Centre',
    description: 'Livres scolaires et romans, livraison dans toutes les wilayas.',
    activity: 'Librairie',
  },
} as const;

/** Fills the order form for the home page, two days from the first free date, partial payment; sends it. */
async function orderThroughTheForm(
  page: Page,
  locale: 'ar' | 'fr',
  name: string,
  checkA11y: (page: Page) => Promise<void>,
) {
  const text = TEXT[locale];
  await page.goto('/advertisement');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await expect(page.getByRole('heading', { name: text.offer })).toBeVisible();
  const home = page.locator('[data-testid="ad-placement"][data-placement="home_page"]');
  await expect(home.getByRole('img', { name: text.picture })).toBeVisible();
  await checkA11y(page);

  const form = page.getByTestId('ad-form');
  await form.getByTestId('ad-place').selectOption('home_page');
  await form.getByTestId('ad-type').selectOption('image');
  await form.getByTestId('ad-name').fill(name);
  await form.getByTestId('ad-description').fill(text.description);
  await form.getByTestId('ad-link').fill(LINK);
  await form.getByTestId('ad-unit').selectOption('day');
  await form.getByTestId('ad-count').fill('2');
  await expect(form.getByTestId('ad-price-amount')).toBeVisible();
  const start = form.getByTestId('ad-start');
  await expect(start).toBeEnabled();
  const firstFree = await start.locator('option').nth(1).getAttribute('value');
  await start.selectOption(firstFree!);
  await form.getByRole('combobox', { name: text.region }).click();
  await form.getByRole('listbox', { name: text.region }).getByRole('option').first().click();
  await form.getByTestId('ad-registry').fill('16/00-1234567B22');
  await form.getByTestId('ad-activity').fill(text.activity);
  await form.getByTestId('ad-payment-method').selectOption('cheque');
  await form.getByTestId('ad-payment-type').selectOption('partial');
  await expect(form.getByTestId('ad-first-instalment')).toBeVisible();
  await form
    .getByTestId('ad-media')
    .setInputFiles({ name: 'affiche.png', mimeType: 'image/png', buffer: await poster() });
  await form
    .getByTestId('ad-id_card')
    .setInputFiles({ name: 'carte.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form
    .getByTestId('ad-license')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByText('affiche.png', { exact: true })).toBeVisible();
  await expect(form.getByTestId('ad-media-error')).toHaveCount(0);
  await checkA11y(page);
  await form.getByRole('button', { name: text.submit }).click();
  await expect(page.getByTestId('ad-sent')).toContainText(text.sent);
  await checkA11y(page);

  await page.getByTestId('ad-sent').getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/advertisements$/);
  const order = page.getByTestId('my-advertisement').filter({ hasText: name });
  await expect(order).toBeVisible();
  await expect(order.getByTestId('ad-status')).toHaveText(text.pending);
  await checkA11y(page);
  return order;
}

test(`a verified member orders an advertisement with its media and documents (ar)`, async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const member = await verifiedSeller(request);
  await readyVisitor(page, 'ar');
  await signInBrowser(context, baseURL!, member.token);
  await orderThroughTheForm(page, 'ar', `${TEXT.ar.name} ${Date.now().toString(36)}`, checkA11y);
  expect(consoleErrors).toEqual([]);
});

test.describe('on a server of its own', () => {
  let own: OwnServer;
  test.beforeAll(async () => {
    // A new database is migrated and seeded first: slower than a test's default.
    test.setTimeout(120_000);
    own = await startOwnServer('advertisements');
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  test('ordered, approved and paid, it shows on the home page and its counts reach the advertiser (fr)', async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(240_000);
    const { api, database } = own;
    const user = await registerUser(api, { locale: 'fr' });
    await database.query('update users set email_verified_at = now() where email = $1', [user.email]);
    const member = await own.browserAs(browser, user.token, 'fr');
    const errors: string[] = [];
    member.page.on('pageerror', (error) => errors.push(error.message));
    const name = `${TEXT.fr.name} ${Date.now().toString(36)}`;
    await orderThroughTheForm(member.page, 'fr', name, checkA11y);

    const { rows } = await database.query<{ id: string }>('select id from advertisements where name = $1', [
      name,
    ]);
    const id = Number(rows[0]!.id);
    // Its first day is today (in the portal's zone), so the payment starts it at once.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(new Date());
    await database.query(
      `update advertisements set start_date = $2::date, end_date = $2::date + 2 where id = $1`,
      [id, today],
    );

    const adminToken = await own.signIn(DEMO_ADMIN);
    const approved = await api.post(`/api/v1/admin/advertisements/${id}/approve`, {
      headers: await own.callerHeaders(adminToken),
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const { advertisement } = (await approved.json()) as {
      advertisement: { status: string; due: { remaining: number; currency_code: string } };
    };
    expect(advertisement.status).toBe('waiting_payment');

    await member.page.reload();
    const order = member.page.getByTestId('my-advertisement').filter({ hasText: name });
    await expect(order.getByTestId('ad-status')).toHaveText('En attente de paiement');
    await expect(order.getByTestId('ad-payment-instructions')).toContainText(`A-${id}`);
    await expect(order.getByTestId('ad-invoice')).toHaveText(/^PUB-\d{4}-\d{6}$/);
    await checkA11y(member.page);

    const paid = await api.post(`/api/v1/admin/advertisements/${id}/payments`, {
      headers: await own.callerHeaders(adminToken),
      data: {
        method: 'cheque',
        payment_type: 'full',
        amount: advertisement.due.remaining,
        currency_code: advertisement.due.currency_code,
        reference: 'CHQ-0042',
        // Received yesterday: never in the future, whichever zone reads it.
        paid_on: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    expect(((await paid.json()) as { advertisement: { status: string } }).advertisement.status).toBe(
      'active',
    );

    // A visitor sees it on the home page and follows its link (answered here: no network).
    const visitor = await own.browserAs(browser, null, 'fr');
    await visitor.context.route(`${LINK}/**`, (route) =>
      route.fulfill({ body: 'Librairie', contentType: 'text/plain' }),
    );
    await visitor.page.goto('/');
    const shown = visitor.page.getByTestId('ad-home').filter({ hasText: name });
    await expect(shown).toBeVisible();
    // The link opens apart, through the click redirect.
    const [opened] = await Promise.all([
      visitor.context.waitForEvent('page'),
      shown.getByRole('link').first().click(),
    ]);
    await expect(opened).toHaveURL(new RegExp(`^${LINK}`));
    await visitor.context.close();

    // The advertiser reads one impression and one click for today.
    await expect(async () => {
      await member.page.reload();
      const active = member.page.getByTestId('my-advertisement').filter({ hasText: name });
      await expect(active.getByTestId('ad-status')).toHaveText('Active');
      await active.getByTestId('ad-stats-toggle').click();
      await expect(active.getByTestId('ad-stats-totals')).toHaveText(
        `1 affichages, 1 clics, taux de clic ${new Intl.NumberFormat('fr', { style: 'percent' }).format(1)}`,
        { timeout: 2_000 },
      );
    }).toPass({ timeout: 30_000 });
    const active = member.page.getByTestId('my-advertisement').filter({ hasText: name });
    await expect(active.getByTestId('ad-stats-table')).toBeVisible();
    await checkA11y(member.page);
    expect(errors).toEqual([]);
    await member.context.close();
  });
});
