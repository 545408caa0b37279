import { expect, test } from '../support/fixtures';
import { nonsense, publicSale, readyVisitor, verifiedSeller } from '../support/listings';

/**
 * The home page and the site-wide search, as a visitor sees them: a sale approved during the
 * test among the latest (the cached answer follows the approval), the sections drawn, "Post an
 * ad" through the login; /search answers in groups with a total and "see all" each.
 */

const WORDS = {
  ar: {
    platforms: 'منصاتنا',
    latestSales: 'أحدث المبيعات',
    postAd: 'أضف إعلانًا',
    contact: 'اتصل بنا',
    loginTitle: 'تسجيل الدخول',
    searchTitle: 'البحث',
    homeSearch: 'البحث في الموقع كله',
    listings: 'الإعلانات والمبيعات',
    faq: 'الأسئلة والأجوبة',
    seeAll: 'عرض الكل',
  },
  fr: {
    platforms: 'Nos plateformes',
    latestSales: 'Dernières ventes',
    postAd: 'Déposer une annonce',
    contact: 'Nous contacter',
    loginTitle: 'Connexion',
    searchTitle: 'Recherche',
    homeSearch: 'Rechercher dans tout le site',
    listings: 'Annonces et ventes',
    faq: 'Questions et réponses',
    seeAll: 'Tout voir',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`the home page shows a sale approved now among the latest, and its sections (${locale})`, async ({
    page,
    request,
    checkA11y,
    consoleErrors,
  }) => {
    const seller = await verifiedSeller(request);
    const title = `Vélo de ville ${nonsense()}`;
    await publicSale(request, seller, title, { photo: true });

    await readyVisitor(page, locale);
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: w.platforms })).toBeVisible();
    // Live counts of the listing platforms and the agency's services: a number, not a made-up
    // one for paid advertising.
    await expect(page.getByTestId('platform-sales').getByTestId('platform-count')).toBeVisible();
    await expect(page.getByTestId('platform-services').getByTestId('platform-count')).toBeVisible();
    await expect(page.getByTestId('platform-advertisement').getByTestId('platform-count')).toHaveCount(0);

    const latest = page.getByTestId('home-latest-sales');
    await expect(latest.getByRole('heading', { level: 2, name: w.latestSales })).toBeVisible();
    const card = latest.getByRole('link', { name: title });
    await expect(card).toBeVisible();
    // With its photo, drawn lazily below the fold.
    const cover = latest
      .getByTestId('listing-card')
      .filter({ has: page.getByRole('link', { name: title }) })
      .locator('img');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(page.getByRole('heading', { level: 2, name: w.contact })).toBeVisible();
    await checkA11y(page);

    await card.click();
    await expect(page).toHaveURL(/\/sales\/show\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`"Post an ad" on the home page takes a visitor through the login (${locale})`, async ({ page }) => {
    await readyVisitor(page, locale);
    await page.goto('/home');
    const postAd = page.getByTestId('home-post-ad');
    await expect(postAd).toHaveAccessibleName(w.postAd);
    await postAd.click();
    await expect(page).toHaveURL(/\/login\?redirect=profile-announcements$/);
    await expect(page.getByRole('heading', { level: 1, name: w.loginTitle })).toBeVisible();
  });

  test(`/search answers every kind in groups, from the home page's search (${locale})`, async ({
    page,
    request,
    checkA11y,
  }) => {
    const seller = await verifiedSeller(request);
    const word = nonsense();
    const title = `Réfrigérateur ${word}`;
    await publicSale(request, seller, title);

    await readyVisitor(page, locale);
    await page.goto('/home');
    const box = page.getByRole('searchbox', { name: w.homeSearch });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
    await expect(page.getByRole('heading', { level: 1, name: w.searchTitle })).toBeVisible();

    const listings = page.getByTestId('search-group-listings');
    await expect(listings.getByRole('heading', { level: 2, name: new RegExp(w.listings) })).toBeVisible();
    await expect(listings.getByTestId('search-group-total')).toHaveText(/1/);
    await expect(listings.getByRole('link', { name: title })).toBeVisible();
    await expect(
      page.getByTestId('search-group-faq').getByRole('heading', { name: new RegExp(w.faq) }),
    ).toBeVisible();
    await checkA11y(page);

    // "See all" of the listings: their own search over both platforms, with the words.
    await listings.getByRole('link', { name: new RegExp(w.seeAll) }).click();
    await expect(page).toHaveURL(new RegExp(`/search/listings\\?q=${word}`));
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
}
