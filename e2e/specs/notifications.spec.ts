import { signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { nonsense, publicSale, readyVisitor, verifiedSeller } from '../support/listings';

/**
 * The notification center, in Arabic and French: staff approve a listing, its author's bell
 * counts it, the center writes it as a sentence in the reader's language and marking it read
 * clears the count; a kind turned off on the preferences page stays off and brings nothing new.
 */

const WORDS = {
  ar: {
    approved: (title: string) => `تمت الموافقة على إعلانك «${title}» ونشره.`,
    markRead: 'تعليم كمقروء',
    preferences: 'تفضيلات الإشعارات',
    approvedKind: 'قبول إعلان',
    off: 'إيقاف',
    save: 'حفظ',
    saved: 'تم حفظ تفضيلاتك.',
  },
  fr: {
    approved: (title: string) => `Votre annonce « ${title} » est approuvée et publiée.`,
    markRead: 'Marquer comme lu',
    preferences: 'Préférences de notification',
    approvedKind: 'Annonce approuvée',
    off: 'Désactivé',
    save: 'Enregistrer',
    saved: 'Vos préférences sont enregistrées.',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test.describe(`notifications in ${locale}`, () => {
    test(`an approval reaches the author's bell and center, and reading it clears the count (${locale})`, async ({
      page,
      request,
      baseURL,
      checkA11y,
      consoleErrors,
    }) => {
      const seller = await verifiedSeller(request);
      const title = `Vélo de ville ${nonsense()}`;
      await readyVisitor(page, locale);
      await signInBrowser(page.context(), baseURL!, seller.token);
      await page.goto('/home');
      const bell = page.getByTestId('notification-bell');
      await expect(bell).toBeVisible();
      await expect(page.getByTestId('notification-count')).toHaveCount(0);

      await publicSale(request, seller, title);
      // The bell asks again when the tab comes back to the front (and every minute).
      await page.reload();
      await expect(page.getByTestId('notification-count')).toHaveText('1');
      await checkA11y(page);

      await bell.click();
      await expect(page).toHaveURL(/\/profile\/notifications$/);
      const item = page.getByTestId('notification').filter({ hasText: title });
      await expect(item).toHaveText(new RegExp(w.approved(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(item).toHaveAttribute('data-read', 'false');
      await checkA11y(page);

      await item.getByRole('button', { name: w.markRead }).click();
      await expect(item).toHaveAttribute('data-read', 'true');
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test(`a visitor's page has no bell and asks for no count (${locale})`, async ({
      page,
      consoleErrors,
    }) => {
      const asked: string[] = [];
      page.on('request', (req) => {
        if (req.url().includes('/api/v1/notifications') || req.url().includes('notification-bell')) {
          asked.push(req.url());
        }
      });
      await readyVisitor(page, locale);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByTestId('notification-bell')).toHaveCount(0);
      expect(asked).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });

    test(`a kind turned off holds and brings no new notification (${locale})`, async ({
      page,
      request,
      baseURL,
      checkA11y,
      consoleErrors,
    }) => {
      const seller = await verifiedSeller(request);
      await readyVisitor(page, locale);
      await signInBrowser(page.context(), baseURL!, seller.token);
      await page.goto('/profile/notifications');
      await page.getByRole('link', { name: w.preferences }).click();
      await expect(page).toHaveURL(/\/profile\/notifications\/preferences$/);
      const approvedGroup = page.getByRole('group', { name: w.approvedKind });
      await approvedGroup.getByRole('radio', { name: w.off }).check();
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await checkA11y(page);

      await page.reload();
      await expect(
        page.getByRole('group', { name: w.approvedKind }).getByRole('radio', { name: w.off }),
      ).toBeChecked();

      await publicSale(request, seller, `Lampe de bureau ${nonsense()}`);
      await page.goto('/profile/notifications');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('notification')).toHaveCount(0);
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  });
}
