import { DEMO_MODERATOR, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import {
  callerHeaders,
  nonsense,
  publicSale,
  readyVisitor,
  uniqueIp,
  verifiedSeller,
} from '../support/listings';

/**
 * Seller pages and business accounts end to end, in Arabic and French: a member declares their
 * store in the profile (its texts in their language), a moderator verifies its commercial
 * registry number in the back office, and then the public seller page shows the store with its
 * "verified business" badge and its listings; the listing's page carries the badge and leads to
 * the seller page.
 */

const TEXT = {
  ar: {
    name: 'الاسم التجاري',
    registry: 'رقم السجل التجاري',
    hours: 'أوقات العمل',
    save: 'حفظ النشاط التجاري',
    pending: 'في انتظار فريقنا',
    verified: 'تم توثيق النشاط التجاري.',
    badge: 'نشاط تجاري موثَّق',
    business: 'مكتبة البهجة',
    opening: 'من السبت إلى الخميس، 9:00–18:00',
  },
  fr: {
    name: 'Nom commercial',
    registry: 'Numéro du registre du commerce',
    hours: 'Horaires d’ouverture',
    save: 'Enregistrer l’entreprise',
    pending: 'en attente de notre équipe',
    verified: 'L’entreprise est vérifiée.',
    badge: 'Entreprise vérifiée',
    business: 'Librairie El Bahia',
    opening: 'Du samedi au jeudi, 9 h – 18 h',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  test(`a verified business shows its badge on its page, cards and listing (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const seller = await verifiedSeller(request);
    const me = await request.get('/api/v1/user/me', { headers: await callerHeaders(request, seller) });
    const { username } = ((await me.json()) as { user: { username: string } }).user;
    const title = `${locale === 'ar' ? 'كراريس مدرسية' : 'Cahiers scolaires'} ${nonsense()}`;
    const listing = await publicSale(request, seller, title);
    const businessName = `${text.business} ${nonsense()}`;

    // The owner declares the store in the profile.
    await readyVisitor(page, locale);
    await signInBrowser(context, baseURL!, seller.token);
    await page.goto('/profile/business');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('business-form');
    await form.getByTestId('business-kind').selectOption('store');
    await form.getByTestId('business-text-locale').selectOption(locale);
    await form.getByLabel(text.name).fill(businessName);
    await form.getByLabel(text.hours).fill(text.opening);
    await form.getByTestId('business-region').selectOption('16');
    await form.getByLabel(text.registry).fill('16/00-1234567 B 21');
    await checkA11y(page);
    await form.getByRole('button', { name: text.save }).click();
    await expect(page.getByTestId('business-verification')).toContainText(text.pending);

    // Before staff verify, the page shows the store without the badge.
    await page.goto(`/sellers/${username}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName);
    await expect(page.getByTestId('seller-header').getByTestId('verified-business-badge')).toHaveCount(0);

    // A moderator verifies the registry number in the back office.
    const moderatorToken = await tokenOf(baseURL!, DEMO_MODERATOR, uniqueIp());
    await signInBrowser(context, baseURL!, moderatorToken);
    await page.goto('/admin/businesses');
    const row = page.getByTestId('business-row').filter({ hasText: businessName });
    await expect(row.getByTestId('business-registry-number')).toHaveText('16/00-1234567 B 21');
    await checkA11y(page);
    await row.getByTestId('business-verify').click();
    await expect(page.getByText(text.verified)).toBeVisible();
    await expect(page.getByTestId('business-row').filter({ hasText: businessName })).toHaveCount(0);

    // A visitor: the seller page, drawn by the server, with the badge and the listing.
    await context.clearCookies();
    await page.goto(`/sellers/${username}`);
    const header = page.getByTestId('seller-header');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName);
    await expect(header.getByText(text.badge)).toBeVisible();
    await expect(header).toContainText(text.opening);
    const card = page.getByTestId('listing-card').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText(text.badge)).toBeVisible();
    await checkA11y(page);

    // The listing's page: the badge, and the seller's name leads to their page.
    await page.goto(`/sales/show/${listing.slug}`);
    await expect(page.getByTestId('listing-detail').getByText(text.badge).first()).toBeVisible();
    await page.getByTestId('seller-link').click();
    await expect(page).toHaveURL(new RegExp(`/sellers/${username}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(businessName);
    expect(consoleErrors).toEqual([]);
  });
}
