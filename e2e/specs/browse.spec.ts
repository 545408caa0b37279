import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { registerUser, signInBrowser } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';
import { waitForMail } from '../support/mail';

/**
 * Browsing end to end: lists, filters kept in the URL,
 * category pages, the search page, and the detail page.
 *
 * Listings are public only once approved. Approval has no API yet, so the public
 * journeys use the demo content's approved listings (seed-demo-listings.ts, on by default with
 * PGlite), and a listing a test posts is seen as its owner sees it (any status) and as a
 * stranger does (not found). Assertions on the public list never assume it holds only the demo
 * listings: later issues will approve more.
 */

let ipCounter = 0;
/** Each journey calls from an address of its own, so per-address limits are not shared. */
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${150 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
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

/** A text no listing holds, so an empty result stays empty once listings get approved. */
function nonsense(): string {
  return `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

interface Seller {
  token: string;
  csrf: string;
  ip: string;
}

/** A fresh account whose email is verified with the mailed code, through the API. */
async function verifiedSeller(request: APIRequestContext): Promise<Seller> {
  const user = await registerUser(request, { locale: 'fr' });
  const mail = await waitForMail(user.email, 'verify_email');
  const ip = uniqueIp();
  const init = await request.get('/api/v1/init', { headers: { 'x-forwarded-for': ip } });
  const csrf = decodeURIComponent(init.headers()['set-cookie']?.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
  if (!csrf || !mail.code) throw new Error('no CSRF cookie or no code in the mail');
  const res = await request.post('/api/v1/email/verify', {
    headers: { authorization: `Bearer ${user.token}`, 'x-xsrf-token': csrf, 'x-forwarded-for': ip },
    data: { code: mail.code },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { token: user.token, csrf, ip };
}

function sellerHeaders(seller: Seller) {
  return {
    authorization: `Bearer ${seller.token}`,
    'x-xsrf-token': seller.csrf,
    'x-forwarded-for': seller.ip,
    'x-localization': 'fr',
  };
}

interface CategoryNode {
  id: number;
  name: string;
  names: { ar: string; fr: string; en: string };
  children?: CategoryNode[];
}

async function salesTree(request: APIRequestContext): Promise<CategoryNode[]> {
  const res = await request.get('/api/v1/catalog/sales/categories', { headers: { 'x-localization': 'fr' } });
  return ((await res.json()) as { categories: CategoryNode[] }).categories;
}

/**
 * A sales ad with two photos, posted through the API; it waits for review (Pending), so only
 * its owner can open it.
 */
async function postSale(request: APIRequestContext, seller: Seller, title: string) {
  const photoIds: number[] = [];
  for (const background of [
    { r: 15, g: 118, b: 110 },
    { r: 245, g: 158, b: 11 },
  ]) {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background } })
      .png()
      .toBuffer();
    const res = await request.post('/api/v1/listings/photos', {
      headers: sellerHeaders(seller),
      multipart: { photo: { name: 'photo.png', mimeType: 'image/png', buffer } },
    });
    expect(res.status(), await res.text()).toBe(201);
    photoIds.push(((await res.json()) as { photo: { id: number } }).photo.id);
  }
  const category = (await salesTree(request))[0]!;
  const sub = category.children![0]!;
  const settings = (await (await request.get('/api/v1/settings')).json()) as {
    announcements: { durations_days: number[] };
  };
  const body = {
    platform: 'sales',
    title,
    description: 'Très bon état, entretien régulier, carnet disponible. Visible à Alger.',
    category_id: category.id,
    sub_category_id: sub.id,
    price_type: 'negotiable',
    price: 185_000_000,
    currency_id: 'DZD',
    region_id: 16,
    address: 'Rue Didouche Mourad',
    advertiser_characteristic: 'store',
    contact_time: 'evening',
    duration_days: settings.announcements.durations_days[0],
    photo_ids: photoIds,
    payment_method: 'cash',
    has_delivery: true,
    sales_quality: 'original',
    selling_style: 'retail',
  };
  const res = await request.post('/api/v1/listings', { headers: sellerHeaders(seller), data: body });
  expect(res.status(), await res.text()).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: number; slug: string } };
  return { ...listing, body, category, sub };
}

const WORDS = {
  ar: {
    sales: 'المبيعات',
    empty: 'لا توجد إعلانات مطابقة',
    priceType: 'نوع السعر',
    negotiable: 'قابل للتفاوض',
    withPhotos: 'مع صور فقط',
    sort: 'الترتيب',
    clear: 'مسح عوامل التصفية',
    region: 'الولاية',
    city: 'البلدية',
    algiers: 'الجزائر',
    subcategories: 'الأصناف الفرعية',
    notFound: 'هذا الإعلان غير متاح',
    price: /1\.850\.000/,
    store: 'متجر',
    pending: 'إعلانك: قيد المراجعة',
    breadcrumbs: 'مسار التصفح',
    publishedOn: 'تاريخ النشر',
    onlineUntil: 'متاح حتى',
    delivery: 'التوصيل',
    yes: 'نعم',
    photos: 'صور الإعلان',
    search: 'البحث',
  },
  fr: {
    sales: 'Ventes',
    empty: 'Aucune annonce ne correspond',
    priceType: 'Type de prix',
    negotiable: 'Négociable',
    withPhotos: 'Avec photos seulement',
    sort: 'Trier par',
    clear: 'Effacer les filtres',
    region: 'Wilaya',
    city: 'Commune',
    algiers: 'Alger',
    subcategories: 'Sous-catégories',
    notFound: 'Cette annonce n’est pas disponible',
    price: /1\s850\s000/,
    store: 'Magasin',
    pending: 'Votre annonce : En attente de validation',
    breadcrumbs: 'Fil d’Ariane',
    publishedOn: 'Publiée le',
    onlineUntil: 'En ligne jusqu’au',
    delivery: 'Livraison',
    yes: 'Oui',
    photos: 'Photos de l’annonce',
    search: 'Recherche',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test.describe(`browsing in ${locale}`, () => {
    test(`a visitor narrows the sales with filters that live in the URL, and goes back (${locale})`, async ({
      page,
      consoleErrors,
    }) => {
      await visitor(page, locale);
      const q = nonsense();
      await page.goto(`/sales?q=${q}`);
      await expect(page.getByRole('heading', { level: 1, name: w.sales })).toBeVisible();
      await expect(page.getByRole('searchbox').last()).toHaveValue(q);
      await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();
      // With words, the list is sorted by relevance.
      await expect(page.getByLabel(w.sort)).toHaveValue('relevance');

      // Filters on phones sit behind a button; this viewport shows them.
      const search = page.waitForRequest(
        (r) => r.url().includes('/api/v1/listings?') && r.url().includes('price_type=negotiable'),
      );
      await page.getByLabel(w.priceType).selectOption('negotiable');
      await expect(page).toHaveURL(new RegExp(`/sales\\?q=${q}&price_type=negotiable$`));
      const sent = new URL((await search).url());
      expect(sent.searchParams.get('platform')).toBe('sales');
      expect(sent.searchParams.get('q')).toBe(q);

      await page.getByLabel(w.withPhotos).check();
      await expect(page).toHaveURL(/price_type=negotiable&photos=1$/);
      await page.getByLabel(w.sort).selectOption('price_asc');
      await expect(page).toHaveURL(/photos=1&sort=price_asc$/);

      // Region, then one of its cities.
      const region = page.getByRole('combobox', { name: w.region, exact: true });
      await region.click();
      await region.fill(w.algiers);
      await page.getByRole('option', { name: new RegExp(`^16 · ${w.algiers}`) }).click();
      await expect(page).toHaveURL(/&region=16&/);
      const city = page.getByRole('combobox', { name: w.city, exact: true });
      await expect(city).toBeEnabled();
      await city.click();
      await city.press('ArrowDown');
      await city.press('Enter');
      await expect(page).toHaveURL(/&region=16&city=\d+&/);

      // A shared link opens the same state.
      await page.reload();
      await expect(page.getByLabel(w.priceType)).toHaveValue('negotiable');
      await expect(page.getByLabel(w.withPhotos)).toBeChecked();
      await expect(page.getByLabel(w.sort)).toHaveValue('price_asc');
      await expect(region).toHaveValue(new RegExp(w.algiers));

      // The back button undoes one change at a time.
      await page.goBack();
      await expect(page).not.toHaveURL(/city=/);
      await expect(city).toHaveValue('');
      await page.goBack();
      await expect(page).not.toHaveURL(/region=/);
      await page.goBack();
      await expect(page).not.toHaveURL(/sort=/);
      await expect(page.getByLabel(w.sort)).toHaveValue('relevance');

      // Clearing the filters keeps the words.
      await page.getByRole('button', { name: w.clear }).first().click();
      await expect(page).toHaveURL(new RegExp(`/sales\\?q=${q}$`));
      expect(consoleErrors).toEqual([]);
    });

    test(`a visitor opens a category from the list, then a sub-category (${locale})`, async ({
      page,
      request,
    }) => {
      await visitor(page, locale);
      const [category] = await salesTree(request);
      const name = category!.names[locale];
      const sub = category!.children![0]!;
      await page.goto('/sales?photos=1');
      await page.getByTestId('category-facets').getByRole('link', { name }).click();
      // The filters carry over to the category page.
      await expect(page).toHaveURL(new RegExp(`/sales/${category!.id}\\?photos=1$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByTestId('category-trail')).toContainText(w.sales);
      const subs = page.getByRole('navigation', { name: w.subcategories });
      await expect(subs.getByRole('link')).toHaveCount(category!.children!.length);
      await subs.getByRole('link', { name: sub.names[locale] }).click();
      await expect(page).toHaveURL(new RegExp(`/sales/${sub.id}\\?photos=1$`));
      await expect(page.getByRole('heading', { level: 1, name: sub.names[locale] })).toBeVisible();
      await expect(page.getByTestId('category-trail').getByRole('link', { name })).toBeVisible();
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    test(`the owner reads their pending sale in full; anyone else finds nothing (${locale})`, async ({
      page,
      browser,
      baseURL,
      request,
      consoleErrors,
    }) => {
      const seller = await verifiedSeller(request);
      const title = `Renault Clio 2019 ${nonsense()}`;
      const sale = await postSale(request, seller, title);

      await visitor(page, locale);
      await signInBrowser(page.context(), baseURL!, seller.token);
      await page.goto(`/sales/show/${sale.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${title} · `));
      const detail = page.getByTestId('listing-detail');
      await expect(detail.getByText(w.price).first()).toBeVisible();
      await expect(page.getByTestId('owner-notice')).toContainText(w.pending);
      // One breadcrumb trail, and no publication date or end for an ad still under review.
      await expect(page.getByRole('navigation', { name: w.breadcrumbs })).toHaveCount(1);
      await expect(detail.getByText(w.publishedOn)).toHaveCount(0);
      await expect(detail.getByText(w.onlineUntil)).toHaveCount(0);
      await expect(page.getByTestId('category-trail')).toContainText(sale.category.names[locale]);
      await expect(page.getByTestId('category-trail')).toContainText(sale.sub.names[locale]);
      await expect(page.getByTestId('field-advertiser_characteristic')).toContainText(w.store);
      await expect(page.getByTestId('field-has_delivery')).toContainText(`${w.delivery}${w.yes}`);
      await expect(page.getByTestId('field-address')).toContainText('Rue Didouche Mourad');
      await expect(page.getByTestId('advertiser-card')).toContainText('Nadia T.');

      // The gallery opens in a lightbox and closes with Escape.
      const photos = page.getByRole('list', { name: w.photos });
      await expect(photos.getByRole('button')).toHaveCount(2);
      await photos.getByRole('button').nth(1).click();
      const lightbox = page.getByRole('dialog');
      await expect(lightbox).toBeVisible();
      await expect(lightbox.getByRole('img')).toHaveAttribute(
        'src',
        /\/api\/v1\/listings\/photos\/\w+\.webp$/,
      );
      await page.keyboard.press('Escape');
      await expect(lightbox).toBeHidden();
      await expect(photos.getByRole('button').nth(1)).toBeFocused();

      // The other platform's address leads to the listing's own.
      await page.goto(`/announcements/show/${sale.slug}`);
      await expect(page).toHaveURL(new RegExp(`/sales/show/${sale.slug}$`));

      // A visitor, or another browser, gets the not-found state: the sale is not public yet.
      const other = await browser.newContext({ baseURL: baseURL! });
      const stranger = await other.newPage();
      await visitor(stranger, locale);
      await stranger.goto(`/sales/show/${sale.slug}`);
      await expect(stranger.getByTestId('not-found')).toBeVisible();
      await expect(stranger.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
      await expect(stranger.getByRole('link', { name: title })).toHaveCount(0);
      await other.close();
      // The API's 404 shows in the console as a failed resource; nothing else does.
      expect(consoleErrors.filter((e) => !/404/.test(e))).toEqual([]);
    });
  });
}

test('a visitor narrows the sales by price, opens one and comes back to the same list (ar)', async ({
  page,
  consoleErrors,
  checkA11y,
}) => {
  await visitor(page, 'ar');
  await page.goto('/sales');
  const car = 'سيارة رونو سامبول 2018 للبيع';
  const flat = 'Appartement F3 meublé à Oran';
  await expect(page.getByRole('link', { name: car })).toBeVisible();
  await expect(page.getByRole('link', { name: flat })).toBeVisible();

  await page.getByLabel('الأدنى').fill('1000000');
  await page.getByLabel('الأقصى').fill('2000000');
  await page.getByRole('button', { name: 'تطبيق السعر' }).click();
  await expect(page).toHaveURL(/\/sales\?min=1000000&max=2000000$/);
  await expect(page.getByRole('link', { name: flat })).toBeHidden();
  const card = page.getByTestId('listing-card').filter({ hasText: car });
  await expect(card).toContainText(/1\.650\.000/);
  await expect(card).toContainText('قابل للتفاوض');
  await expect(card).toContainText('الجزائر');

  await card.getByRole('link', { name: car }).click();
  await expect(page).toHaveURL(/\/sales\/show\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: car })).toBeVisible();
  await expect(page.getByTestId('owner-notice')).toHaveCount(0);
  await expect(page.getByTestId('field-price_type')).toContainText('قابل للتفاوض');
  await expect(page.getByTestId('views')).toBeVisible();
  await expect(page.getByTestId('category-trail')).toContainText('المبيعات');
  await checkA11y(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/sales\?min=1000000&max=2000000$/);
  await expect(page.getByLabel('الأدنى')).toHaveValue('1000000');
  await expect(page.getByRole('link', { name: car })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('search matches a French title typed without its accents, across platforms (fr)', async ({ page }) => {
  await visitor(page, 'fr');
  await page.goto('/search/listings?q=refrigerateur');
  const fridge = page.getByRole('link', { name: 'Réfrigérateur Condor 400 L occasion' });
  await expect(fridge).toBeVisible();
  await expect(page.getByLabel('Trier par')).toHaveValue('relevance');
  await fridge.click();
  await expect(page).toHaveURL(/\/sales\/show\/[\w-]+$/);
  await expect(page.getByTestId('field-advertiser_characteristic')).toContainText('Particulier');
  await expect(page.getByText(/42\s000/).first()).toBeVisible();
});

test('a retitled sale: its old address leads to the new one (fr)', async ({ page, baseURL, request }) => {
  const seller = await verifiedSeller(request);
  const sale = await postSale(request, seller, `Vélo tout terrain ${nonsense()}`);
  const newTitle = `Vélo de route ${nonsense()}`;
  const res = await request.put(`/api/v1/listings/${sale.id}`, {
    headers: sellerHeaders(seller),
    data: { ...sale.body, title: newTitle },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { listing } = (await res.json()) as { listing: { slug: string } };
  expect(listing.slug).not.toBe(sale.slug);

  await visitor(page, 'fr');
  await signInBrowser(page.context(), baseURL!, seller.token);
  await page.goto(`/sales/show/${sale.slug}`);
  await expect(page).toHaveURL(new RegExp(`/sales/show/${listing.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
});

test('unknown listings and categories show the not-found state (fr)', async ({ page }) => {
  await visitor(page, 'fr');
  await page.goto('/announcements/show/nothing-here-000000');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cette annonce n’est pas disponible' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Parcourir les annonces' }).click();
  await expect(page).toHaveURL(/\/announcements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Annonces' })).toBeVisible();

  await page.goto('/sales/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Cette catégorie n’existe pas' })).toBeVisible();
  await page.goto('/sales/abc');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the header search leads to /search, and the listings search covers both platforms (fr)', async ({
  page,
}) => {
  await visitor(page, 'fr');
  await page.goto('/home');
  const q = `vélo ${nonsense()}`;
  await page.getByRole('search').first().getByRole('searchbox').fill(q);
  await page.getByRole('search').first().getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(/\/search\?q=v%C3%A9lo(\+|%20)zq\w+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recherche' })).toBeVisible();
  await expect(
    page.getByRole('searchbox', { name: 'Rechercher annonces, ventes, actualités, blog et FAQ' }),
  ).toHaveValue(q);
  await expect(page.getByRole('heading', { name: 'Rien ne correspond à ces mots' })).toBeVisible();

  // The listings' own search: both platforms by default; choosing one offers its categories.
  const request = page.waitForRequest((r) => r.url().includes('/api/v1/listings?'));
  await page.goto(`/search/listings?q=${encodeURIComponent(q)}`);
  await expect(page.getByRole('searchbox', { name: 'Rechercher des annonces et des ventes' })).toHaveValue(q);
  await expect(page.getByRole('heading', { name: 'Aucune annonce ne correspond' })).toBeVisible();
  expect(new URL((await request).url()).searchParams.get('platform')).toBeNull();
  await page.getByLabel('Plateforme').selectOption('sales');
  await expect(page).toHaveURL(/&platform=sales$/);
  await expect(page.getByLabel('Catégorie')).toBeVisible();
});

test('on a phone the filters open from a button (ar)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visitor(page, 'ar');
  await page.goto(`/sales?q=${nonsense()}`);
  const toggle = page.getByRole('button', { name: 'التصفية', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('نوع السعر')).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('نوع السعر').selectOption('free');
  await expect(page).toHaveURL(/price_type=free$/);
  await expect(page.getByRole('button', { name: /^التصفية/ })).toContainText('1');
});

test('the sales list is accessible in Arabic', async ({ page, checkA11y }) => {
  await visitor(page, 'ar');
  await page.goto('/sales');
  await expect(page.getByRole('heading', { level: 1, name: 'المبيعات' })).toBeVisible();
  await expect(page.getByTestId('results-count')).not.toBeEmpty();
  await checkA11y(page);
});
