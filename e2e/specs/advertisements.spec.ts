import sharp from 'sharp';
import { signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor, verifiedSeller } from '../support/listings';

/**
 * Paid advertisements end to end, in Arabic and French: a member whose address is verified
 * reads the offer at /advertisement (each placement pictured, priced), orders one with a media
 * that follows the content rule (220 × 300 at 1299 × 1772 pixels, made here) and the two
 * private documents, reads the localized confirmation, and finds the order pending review in
 * /profile/advertisements. Axe checks each page.
 */

/** The smallest document the server reads as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

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

for (const locale of ['ar', 'fr'] as const) {
  test(`a verified member orders an advertisement with its media and documents (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const text = TEXT[locale];
    const member = await verifiedSeller(request);
    const name = `${text.name} ${Date.now().toString(36)}`;
    await readyVisitor(page, locale);
    await signInBrowser(context, baseURL!, member.token);

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
    await form.getByTestId('ad-link').fill('https://librairie.example.dz');
    await form.getByTestId('ad-unit').selectOption('day');
    await form.getByTestId('ad-count').fill('2');
    await expect(form.getByTestId('ad-price-amount')).toBeVisible();
    const start = form.getByTestId('ad-start');
    await expect(start).toBeEnabled();
    const firstFree = await start.locator('option').nth(1).getAttribute('value');
    await start.selectOption(firstFree!);
    await form.getByRole('combobox', { name: text.region }).click();
    await page.getByRole('option').first().click();
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
    expect(consoleErrors).toEqual([]);
  });
}
