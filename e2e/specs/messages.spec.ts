import { DEMO_MODERATOR, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { publicSale, readyVisitor, uniqueIp, verifiedSeller } from '../support/listings';

/**
 * Messages between a buyer and a seller, in Arabic and French: the buyer writes from the
 * listing's page; the seller, whose messages page is open in another browser, sees the
 * conversation arrive without reloading, opens it and answers; the buyer sees the answer (and
 * the read receipt) without reloading either. The seller reports the conversation; a moderator
 * finds it in the reports queue, reads its messages and closes the reports. Every page passes axe.
 */

const WORDS = {
  ar: {
    send: 'إرسال رسالة',
    label: 'رسالتك',
    submit: 'إرسال',
    seen: 'مقروءة',
    question: 'السلام عليكم، هل الدراجة ما زالت متوفرة؟',
    answer: 'نعم، ما زالت متوفرة. يمكنك رؤيتها يوم السبت.',
    title: 'الرسائل',
    report: 'إبلاغ',
    offensive: 'مسيء أو جارح',
    sendReport: 'إرسال البلاغ',
    reportedAs: 'محتوى مسيء',
    read: 'قراءة الرسائل (تُسجَّل في سجل التدقيق)',
    apply: 'تطبيق',
  },
  fr: {
    send: 'Envoyer un message',
    label: 'Votre message',
    submit: 'Envoyer',
    seen: 'Vu',
    question: 'Bonjour, le vélo est-il toujours disponible ?',
    answer: 'Oui, toujours disponible. Passez samedi si vous voulez.',
    title: 'Messages',
    report: 'Signaler',
    offensive: 'Insultant ou choquant',
    sendReport: 'Envoyer le signalement',
    reportedAs: 'Contenu choquant',
    read: 'Lire les messages (consigné dans le journal d’audit)',
    apply: 'Appliquer',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];
  test(`a buyer and a seller talk about a listing without reloading (${locale})`, async ({
    page,
    browser,
    request,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const seller = await verifiedSeller(request);
    const buyer = await verifiedSeller(request);
    const title = `Vélo de ville ${locale} ${Date.now().toString(36)}`;
    const listing = await publicSale(request, seller, title);

    // The seller's messages page is open in a browser of its own, empty for now.
    const sellerContext = await browser.newContext({ baseURL: baseURL! });
    const sellerPage = await sellerContext.newPage();
    await readyVisitor(sellerPage, locale);
    await signInBrowser(sellerContext, baseURL!, seller.token);
    await sellerPage.goto('/profile/messages');
    await expect(sellerPage.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(sellerPage.getByTestId('conversation')).toHaveCount(0);

    // The buyer writes from the listing's page and lands in the conversation.
    await readyVisitor(page, locale);
    await signInBrowser(page.context(), baseURL!, buyer.token);
    await page.goto(`/sales/show/${listing.slug}`);
    await page.getByTestId('send-message').click();
    const form = page.getByTestId('send-message-form');
    await form.getByLabel(w.label).fill(w.question);
    await checkA11y(page);
    await form.getByRole('button', { name: w.submit }).click();
    await page.waitForURL(/\/profile\/messages\/\d+$/);
    await expect(page.getByTestId('message-mine')).toContainText(w.question);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await checkA11y(page);

    // The seller sees it arrive without reloading, unread, then opens and answers it.
    const conversation = sellerPage.getByTestId('conversation');
    await expect(conversation).toHaveCount(1, { timeout: 15_000 });
    await expect(conversation).toContainText(w.question);
    await expect(conversation.getByTestId('conversation-unread')).toBeVisible();
    await checkA11y(sellerPage);
    await conversation.getByRole('link').click();
    await expect(sellerPage.getByTestId('message-theirs')).toContainText(w.question);
    // Opened: the buyer's page shows the read receipt without reloading.
    await expect(page.getByTestId('receipt')).toContainText(w.seen, { timeout: 15_000 });
    const reply = sellerPage.getByTestId('reply-form');
    await reply.getByLabel(w.label).fill(w.answer);
    await reply.getByRole('button', { name: w.submit }).click();
    await expect(sellerPage.getByTestId('message-mine')).toContainText(w.answer);
    await checkA11y(sellerPage);

    // The buyer sees the answer without reloading.
    await expect(page.getByTestId('message-theirs')).toContainText(w.answer, { timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await checkA11y(page);

    // The seller reports the conversation; a moderator reads it in the back office.
    await sellerPage.getByRole('button', { name: w.report }).click();
    const dialog = sellerPage.getByTestId('report-conversation-dialog');
    await dialog.getByLabel(w.offensive).check();
    await dialog.getByRole('button', { name: w.sendReport }).click();
    await expect(dialog.getByRole('status')).toBeVisible();
    await sellerContext.close();
    const staffContext = await browser.newContext({ baseURL: baseURL! });
    const staffPage = await staffContext.newPage();
    await readyVisitor(staffPage, locale);
    await signInBrowser(staffContext, baseURL!, await tokenOf(baseURL!, DEMO_MODERATOR, uniqueIp()));
    // The reported conversations' old address opens the one reports queue on them.
    await staffPage.goto('/admin/conversations');
    await staffPage.waitForURL(/\/admin\/reports\?kind=conversations$/);
    const reported = staffPage.getByTestId('report-conversation').filter({ hasText: title });
    await expect(reported).toContainText(w.reportedAs);
    await checkA11y(staffPage);
    // Reading the messages (the evidence) is the staff reading the audit log keeps.
    await reported.getByRole('button', { name: w.read }).click();
    await expect(reported.getByTestId('staff-thread')).toContainText(w.question);
    await expect(reported.getByTestId('staff-thread')).toContainText(w.answer);
    await checkA11y(staffPage);
    // Closing the reports (dismiss, the default action) takes the item out of the queue.
    await reported.getByRole('button', { name: w.apply }).click();
    await expect(reported).toHaveCount(0);
    await staffContext.close();
    expect(consoleErrors).toEqual([]);
  });
}
