import { registerUser, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { nonsense, publicSale, readyVisitor, verifiedSeller } from '../support/listings';

/**
 * Favorites, likes, sharing, reports and the phone reveal, in Arabic and French.
 * Listings are posted and approved through the API; a fresh reader acts on them in the browser.
 */

const WORDS = {
  ar: {
    favorites: 'مفضّلتي',
    empty: 'لم تحفظ أي إعلان بعد',
    noLikes: 'لا إعجابات بعد',
    oneLike: 'إعجاب واحد',
    copied: 'تم نسخ الرابط.',
    fraud: 'احتيال أو نصب',
    sent: 'شكراً لك. سيراجع فريقنا بلاغك.',
    already: 'لقد أبلغت عن هذا الإعلان من قبل. سيراجعه فريقنا.',
    reportTitle: 'الإبلاغ عن هذا الإعلان',
  },
  fr: {
    favorites: 'Mes favoris',
    empty: 'Vous n’avez encore enregistré aucune annonce',
    noLikes: 'Aucun j’aime',
    oneLike: '1 j’aime',
    copied: 'Lien copié.',
    fraud: 'Fraude ou arnaque',
    sent: 'Merci. Notre équipe va examiner votre signalement.',
    already: 'Vous avez déjà signalé cette annonce. Notre équipe va l’examiner.',
    reportTitle: 'Signaler cette annonce',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test.describe(`engagement in ${locale}`, () => {
    test(`a reader saves ads from a card and from the detail page, finds them in favorites and removes them (${locale})`, async ({
      page,
      request,
      baseURL,
      checkA11y,
      consoleErrors,
    }) => {
      const seller = await verifiedSeller(request);
      const token = nonsense();
      const first = await publicSale(request, seller, `Vélo de course ${token}`);
      const second = await publicSale(request, seller, `Machine à café ${token}`);
      const reader = await registerUser(request, { locale });
      await readyVisitor(page, locale);
      await signInBrowser(page.context(), baseURL!, reader.token);

      // From a card in the search results.
      await page.goto(`/sales?q=${token}`);
      const card = page.getByTestId('listing-card').filter({ hasText: `Vélo de course ${token}` });
      const cardToggle = card.getByTestId('favorite-toggle');
      await expect(cardToggle).toHaveAttribute('aria-pressed', 'false');
      await cardToggle.click();
      await expect(cardToggle).toHaveAttribute('aria-pressed', 'true');
      await checkA11y(page);

      // From the detail page.
      await page.goto(`/sales/show/${second.slug}`);
      const toggle = page.getByTestId('listing-actions').getByTestId('favorite-toggle');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');

      // Both in /profile/favorites, newest first; removed one by one.
      await page.goto('/profile/favorites');
      await expect(page.getByRole('heading', { level: 1, name: w.favorites })).toBeVisible();
      const items = page.getByTestId('favorite-item');
      await expect(items).toHaveCount(2);
      await expect(items.nth(0)).toContainText(`Machine à café ${token}`);
      await expect(items.nth(1)).toContainText(`Vélo de course ${token}`);
      await expect(items.nth(0).getByRole('link')).toHaveAttribute('href', `/sales/show/${second.slug}`);
      await checkA11y(page);
      await items.nth(0).getByTestId('favorite-remove').click();
      await expect(items).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1, name: w.favorites })).toBeFocused();
      await items.nth(0).getByTestId('favorite-remove').click();
      await expect(page.getByRole('heading', { name: w.empty })).toBeVisible();

      // The card shows it is no longer saved.
      await page.goto(`/sales?q=${token}`);
      await expect(cardToggle).toHaveAttribute('aria-pressed', 'false');
      expect(first.id).not.toBe(second.id);
      expect(consoleErrors).toEqual([]);
    });

    test(`a visitor who saves an ad logs in first and comes back to it (${locale})`, async ({
      page,
      request,
    }) => {
      const seller = await verifiedSeller(request);
      const sale = await publicSale(request, seller, `Table en chêne ${nonsense()}`);
      await readyVisitor(page, locale);
      await page.goto(`/sales/show/${sale.slug}`);
      await page.getByTestId('listing-actions').getByTestId('favorite-toggle').click();
      await expect(page).toHaveURL(/\/login\?redirect=sales-show&redirect_params=slug%3D/);
      expect(new URL(page.url()).searchParams.get('redirect_params')).toBe(`slug=${sale.slug}`);
      const reader = await registerUser(request, { locale });
      await page.getByTestId('login-identifier').fill(reader.email);
      await page.getByTestId('login-password').fill(reader.password);
      await page.getByTestId('login-password').press('Enter');
      await expect(page).toHaveURL(new RegExp(`/sales/show/${sale.slug}$`));
      // Back on the ad, the reader saves it with the same button.
      const toggle = page.getByTestId('listing-actions').getByTestId('favorite-toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    });

    test(`a reader likes once, shares the link, reports the ad and reveals the phone (${locale})`, async ({
      page,
      context,
      request,
      baseURL,
      checkA11y,
      consoleErrors,
    }) => {
      const seller = await verifiedSeller(request);
      const sale = await publicSale(request, seller, `Téléphone Samsung A54 ${nonsense()}`);
      const reader = await registerUser(request, { locale });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
      // Desktop Chromium may offer a share sheet; the fallback menu is what is tested here.
      await page.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
      });
      await readyVisitor(page, locale);
      await signInBrowser(context, baseURL!, reader.token);
      await page.goto(`/sales/show/${sale.slug}`);
      const url = `${new URL(baseURL!).origin}/sales/show/${sale.slug}`;

      // Like: the count goes up once; a reload keeps one like, pressed.
      const like = page.getByTestId('like-toggle');
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      await expect(like.getByTestId('like-count')).toHaveText(w.noLikes);
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.getByTestId('like-count')).toHaveText(w.oneLike);
      await page.reload();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like.getByTestId('like-count')).toHaveText(w.oneLike);

      // Share: copy link puts the address in the clipboard; WhatsApp carries it.
      await page.getByTestId('share-button').click();
      const panel = page.getByTestId('share-panel');
      await expect(panel).toBeVisible();
      const whatsapp = new URL((await panel.getByTestId('share-whatsapp').getAttribute('href'))!);
      expect(whatsapp.origin).toBe('https://wa.me');
      expect(whatsapp.searchParams.get('text')).toContain(url);
      const facebook = new URL((await panel.getByTestId('share-facebook').getAttribute('href'))!);
      expect(facebook.searchParams.get('u')).toBe(url);
      await panel.getByRole('button').first().click();
      await expect(page.getByTestId('share-copied')).toHaveText(w.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('share-button')).toBeFocused();

      // Report: a modal dialog, then a confirmation; a second attempt says it was done.
      const reportButton = page.getByTestId('report-button');
      await reportButton.click();
      const dialog = page.getByRole('dialog', { name: w.reportTitle });
      await expect(dialog).toBeVisible();
      await checkA11y(page);
      await dialog.getByRole('radio', { name: w.fraud }).check();
      await dialog.getByRole('textbox').fill('Demande un virement avant toute visite.');
      await dialog.getByRole('button', { name: /./ }).last().click();
      await expect(dialog.getByTestId('report-sent')).toHaveText(w.sent);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reportButton).toBeFocused();
      await page.reload();
      await reportButton.click();
      await expect(page.getByRole('dialog').getByTestId('report-already')).toHaveText(w.already);
      await page.keyboard.press('Escape');

      // The phone: a button, then the number as a tel: link.
      await page.getByTestId('phone-reveal').click();
      const phone = page.getByTestId('phone-link');
      await expect(phone).toHaveAttribute('href', 'tel:+213555123456');
      await expect(phone).toContainText('+213 555123456');
      await expect(phone).toBeFocused();
      await checkA11y(page);
      expect(consoleErrors).toEqual([]);
    });
  });
}
