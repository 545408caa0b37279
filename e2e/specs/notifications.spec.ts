import { signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { callerHeaders, nonsense, publicSale, readyVisitor, verifiedSeller } from '../support/listings';

/**
 * The notification center, in Arabic and French: staff approve a listing and a buyer writes
 * about it twice, and its author's open page counts them on its bell without a reload (the
 * conversation is one notification); the center writes them as sentences in the reader's
 * language and marking them read clears the count; a visitor's page opens no stream; a kind
 * turned off on the preferences page stays off and brings nothing new.
 */

const WORDS = {
  ar: {
    approved: (title: string) => `تمت الموافقة على إعلانك «${title}» ونشره.`,
    question: 'السلام عليكم، هل ما زال متوفرا؟',
    followUp: 'يمكنني المرور يوم السبت.',
    twoMessages: 'رسائل جديدة (2)',
    two: '2',
    markRead: 'تعليم كمقروء',
    preferences: 'تفضيلات الإشعارات',
    approvedKind: 'قبول إعلان',
    off: 'إيقاف',
    save: 'حفظ',
    saved: 'تم حفظ تفضيلاتك.',
  },
  fr: {
    approved: (title: string) => `Votre annonce « ${title} » est approuvée et publiée.`,
    question: 'Bonjour, toujours disponible ?',
    followUp: 'Je peux passer samedi.',
    twoMessages: '2 nouveaux messages',
    two: '2',
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

      // The approval reaches the open page's bell on the live stream: no reload.
      const listing = await publicSale(request, seller, title);
      await expect(page.getByTestId('notification-count')).toHaveText('1');
      await checkA11y(page);

      // So does a buyer's message, then a second one in the same conversation: one notification.
      const buyer = await verifiedSeller(request);
      const started = await request.post(`/api/v1/listings/${listing.id}/conversations`, {
        headers: await callerHeaders(request, buyer),
        data: { body: w.question },
      });
      expect(started.status(), await started.text()).toBe(201);
      await expect(page.getByTestId('notification-count')).toHaveText(w.two);
      const { conversation } = (await started.json()) as { conversation: { id: number } };
      const again = await request.post(`/api/v1/conversations/${conversation.id}/messages`, {
        headers: await callerHeaders(request, buyer),
        data: { body: w.followUp },
      });
      expect(again.status(), await again.text()).toBe(201);

      await bell.click();
      await expect(page).toHaveURL(/\/profile\/notifications$/);
      const item = page.getByTestId('notification').filter({ hasText: w.approved(title) });
      await expect(item).toHaveText(new RegExp(w.approved(title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expect(item).toHaveAttribute('data-read', 'false');
      await checkA11y(page);

      // The conversation's one notification, with the newest words and how many wait.
      const message = page.getByTestId('notification').filter({ hasText: w.followUp });
      await expect(message).toHaveCount(1);
      await expect(message).toContainText(w.twoMessages);
      await expect(page.getByTestId('notification-count')).toHaveText(w.two);

      await item.getByRole('button', { name: w.markRead }).click();
      await expect(item).toHaveAttribute('data-read', 'true');
      await expect(page.getByTestId('notification-count')).toHaveText('1');
      await message.getByRole('button', { name: w.markRead }).click();
      await expect(page.getByTestId('notification-count')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });

    test(`a visitor's page has no bell and asks for no count (${locale})`, async ({
      page,
      consoleErrors,
    }) => {
      const asked: string[] = [];
      page.on('request', (req) => {
        const url = req.url();
        if (/\/api\/v1\/(notifications|events)|notification-bell/.test(url)) {
          asked.push(url);
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
