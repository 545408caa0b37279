import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { registerUser, signInBrowser } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';
import { waitForMail } from '../support/mail';

/**
 * Posting end to end: a verified seller chooses a
 * category, fills the form with two photos, finds the ad Pending in their list, edits it and
 * deletes it; an unsent form survives a reload.
 */

let ipCounter = 0;
/** Each journey calls from an address of its own, so per-address limits are not shared. */
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${200 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A fresh account whose email is verified with the mailed code, through the API. */
async function verifiedUser(request: APIRequestContext, locale: 'ar' | 'fr') {
  const user = await registerUser(request, { locale });
  const mail = await waitForMail(user.email, 'verify_email');
  const ip = uniqueIp();
  const init = await request.get('/api/v1/init', { headers: { 'x-forwarded-for': ip } });
  const csrf = init.headers()['set-cookie']?.match(/XSRF-TOKEN=([^;]+)/)?.[1];
  if (!csrf || !mail.code) throw new Error('no CSRF cookie or no code in the mail');
  const res = await request.post('/api/v1/email/verify', {
    headers: {
      authorization: `Bearer ${user.token}`,
      'x-xsrf-token': decodeURIComponent(csrf),
      'x-forwarded-for': ip,
    },
    data: { code: mail.code },
  });
  expect(res.status(), await res.text()).toBe(200);
  return user;
}

/** Signed in, in a language, cookie banner answered, from an address of its own. */
async function signedIn(
  page: Page,
  baseURL: string,
  token: string,
  locale: 'ar' | 'fr' | 'en',
): Promise<void> {
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
  await signInBrowser(page.context(), baseURL, token);
}

/** A small PNG of one colour: two of them are two different photos. */
async function png(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Chooses an option of a searchable select by typing part of its label. */
async function choose(page: Page, label: string, text: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(text);
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
  await expect(box).toHaveValue(typeof option === 'string' ? option : /.+/);
}

const WORDS = {
  ar: {
    myProducts: 'إعلانات البيع الخاصة بي',
    category: 'الصنف',
    continue: 'متابعة',
    create: 'أضف عرض بيع',
    phones: 'الهواتف واللوحات',
    title: 'عنوان الإعلان',
    description: 'الوصف',
    price: 'السعر',
    region: 'الولاية',
    regionSearch: 'الجزائر',
    regionOption: /^16 - الجزائر$/,
    more: 'تفاصيل أخرى',
    quality: 'الجودة',
    original: 'أصلي',
    uploaded: 'تم الرفع',
    send: 'إرسال للمراجعة',
    sent: 'تم إرسال إعلانك. سننشره بعد المراجعة.',
    pending: 'قيد المراجعة',
    edit: 'تعديل',
    save: 'حفظ وإرسال للمراجعة',
    delete: 'حذف',
    sure: 'هل أنت متأكد؟',
    empty: 'لم تنشر أي عرض بيع بعد',
    restored: 'استرجعنا الإعلان الذي لم ترسله بعد.',
    adTitle: 'هاتف سامسونج غالاكسي بحالة ممتازة',
    adTitleEdited: 'هاتف سامسونج غالاكسي مع الشاحن',
    adDescription: 'هاتف مستعمل بحالة ممتازة، مع العلبة والشاحن الأصلي، البطارية جيدة.',
  },
  fr: {
    myProducts: 'Mes annonces de vente',
    category: 'Catégorie',
    continue: 'Continuer',
    create: 'Publier une vente',
    phones: 'Téléphones et tablettes',
    title: 'Titre',
    description: 'Description',
    price: 'Prix',
    region: 'Wilaya',
    regionSearch: 'Alger',
    regionOption: /^16 - Alger$/,
    more: 'Plus de détails',
    quality: 'Qualité',
    original: 'Original',
    uploaded: 'Envoyé',
    send: 'Envoyer pour vérification',
    sent: 'Votre annonce a été envoyée. Nous la publierons après vérification.',
    pending: 'En attente de validation',
    edit: 'Modifier',
    save: 'Enregistrer et envoyer pour vérification',
    delete: 'Supprimer',
    sure: 'Êtes-vous sûr ?',
    empty: "Vous n'avez encore publié aucune annonce de vente",
    restored: "Nous avons rétabli l'annonce que vous n'aviez pas encore envoyée.",
    adTitle: 'Samsung Galaxy S21 en très bon état',
    adTitleEdited: 'Samsung Galaxy S21 avec chargeur',
    adDescription: 'Téléphone d’occasion en très bon état, avec sa boîte et son chargeur d’origine.',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`a seller posts a sale with two photos, finds it pending, edits it and deletes it (${locale})`, async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const user = await verifiedUser(request, locale);
    await signedIn(page, baseURL!, user.token, locale);

    // The owner's list starts empty, with the category picker that starts posting.
    await page.goto('/profile/products');
    await expect(page.getByRole('heading', { level: 1, name: w.myProducts })).toBeVisible();
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await choose(page, w.category, w.phones.slice(0, 6), w.phones);
    await page.getByRole('button', { name: w.continue }).click();
    await expect(page).toHaveURL(/\/sales\/\d+\/create$/);
    await expect(page.getByRole('heading', { level: 1, name: w.create })).toBeVisible();
    // The route's category is chosen already.
    await expect(page.getByRole('combobox', { name: w.category, exact: true })).toHaveValue(w.phones);

    await page.getByLabel(w.title, { exact: true }).fill(w.adTitle);
    await page.getByLabel(w.description, { exact: true }).fill(w.adDescription);
    await page.getByTestId('price').fill('45000');
    await choose(page, w.region, w.regionSearch, w.regionOption);
    // The phones category's own details, in the collapsed "more details".
    await page.getByTestId('listing-more-details').getByText(w.more).click();
    await page.getByLabel(w.quality, { exact: true }).selectOption({ label: w.original });
    await page
      .getByTestId('listing-photos')
      .locator('input[type="file"]')
      .setInputFiles([
        await png('front.png', { r: 220, g: 60, b: 40 }),
        await png('back.png', { r: 30, g: 90, b: 200 }),
      ]);
    await expect(page.getByTestId('listing-photos').getByText(w.uploaded, { exact: true })).toHaveCount(2);

    await page.getByRole('button', { name: w.send }).click();
    await expect(page).toHaveURL(/\/profile\/products$/);
    await expect(page.getByTestId('listing-submitted')).toHaveText(w.sent);
    const item = page.getByRole('article', { name: w.adTitle });
    await expect(item.getByTestId('listing-status')).toHaveText(w.pending);
    await expect(item.locator('img')).toHaveAttribute(
      'src',
      /\/api\/v1\/listings\/photos\/[a-f0-9]{32}\.webp$/,
    );

    // Editing: the form opens filled in; a new title goes back to review.
    await item.getByRole('link', { name: w.edit }).click();
    await expect(page).toHaveURL(/\/sales\/\d+\/edit\/.+$/);
    const title = page.getByLabel(w.title, { exact: true });
    await expect(title).toHaveValue(w.adTitle);
    await expect(page.getByTestId('price')).toHaveValue('45000');
    await expect(page.getByTestId('listing-photos').getByText(w.uploaded, { exact: true })).toHaveCount(2);
    await title.fill(w.adTitleEdited);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(/\/profile\/products$/);
    await expect(page.getByTestId('listing-submitted')).toHaveText(w.sent);
    const edited = page.getByRole('article', { name: w.adTitleEdited });
    await expect(edited.getByTestId('listing-status')).toHaveText(w.pending);
    await expect(page.getByRole('article', { name: w.adTitle, exact: true })).toHaveCount(0);

    // Deleting asks first.
    await edited.getByRole('button', { name: w.delete }).click();
    const dialog = page.getByRole('alertdialog', { name: w.sure });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: w.delete }).click();
    await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
    await expect(page.getByTestId('my-listing')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test(`an unsent ad survives a reload and is gone once discarded (${locale})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const user = await verifiedUser(request, locale);
    await signedIn(page, baseURL!, user.token, locale);
    const categories = (await (await request.get('/api/v1/catalog/sales/categories')).json()) as {
      categories: { id: number; slug: string }[];
    };
    const phones = categories.categories.find((c) => c.slug === 'phones-tablets')!;

    await page.goto(`/sales/${phones.id}/create`);
    await page.getByLabel(w.title, { exact: true }).fill(w.adTitle);
    await page.getByLabel(w.description, { exact: true }).fill(w.adDescription);
    await page.getByTestId('price').fill('1 500,50');
    await choose(page, w.region, w.regionSearch, w.regionOption);

    await page.reload();
    await expect(page.getByTestId('draft-restored')).toContainText(w.restored);
    await expect(page.getByLabel(w.title, { exact: true })).toHaveValue(w.adTitle);
    await expect(page.getByLabel(w.description, { exact: true })).toHaveValue(w.adDescription);
    await expect(page.getByTestId('price')).toHaveValue('1 500,50');
    await expect(page.getByRole('combobox', { name: w.region, exact: true })).toHaveValue(w.regionOption);

    await page.getByTestId('draft-restored').getByRole('button').click();
    await expect(page.getByLabel(w.title, { exact: true })).toHaveValue('');
    await page.reload();
    await expect(page.getByLabel(w.title, { exact: true })).toHaveValue('');
    await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  });
}

test('the posting form has no serious accessibility problem (ar)', async ({
  page,
  request,
  baseURL,
  checkA11y,
}) => {
  const user = await verifiedUser(request, 'ar');
  await signedIn(page, baseURL!, user.token, 'ar');
  const categories = (await (await request.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number }[];
  };
  await page.goto(`/sales/${categories.categories[0]!.id}/create`);
  await expect(page.getByTestId('listing-form')).toBeVisible();
  // With errors shown too: every message is tied to its field.
  await page.getByRole('button', { name: WORDS.ar.send }).click();
  await expect(page.getByLabel(WORDS.ar.title, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await checkA11y(page);
});

test('a member whose email is not verified is told so above the form', async ({ page, request, baseURL }) => {
  const user = await registerUser(request, { locale: 'en' });
  await signedIn(page, baseURL!, user.token, 'en');
  const categories = (await (await request.get('/api/v1/catalog/announcements/categories')).json()) as {
    categories: { id: number }[];
  };
  await page.goto(`/announcements/${categories.categories[0]!.id}/create`);
  await expect(page.getByTestId('listing-unverified')).toContainText(
    "You haven't verified your email yet. Please check your email to confirm your account.",
  );
  // Announcements have no sales fields.
  await expect(page.getByRole('heading', { name: 'Sale details' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Publication' })).toBeVisible();
});
