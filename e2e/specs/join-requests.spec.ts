import { DEMO_ADMIN, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { callerHeaders, readyVisitor, uniqueIp, verifiedSeller } from '../support/listings';

/**
 * Join requests end to end, in Arabic and French: a member whose address is verified sends a
 * request from /join-us with a small PDF, reads the thanks, and finds it received in
 * /profile/join-requests with its file. In French, the demo admin then opens it in the back
 * office, invites the sender with a reply, and the member's list says so. Axe checks each page.
 */

// The picker shows the browser's clock; the office's hours are on the portal's (Algiers).
test.use({ timezoneId: 'Africa/Algiers' });

/** The smallest document the server reads as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

const TEXT = {
  ar: {
    domain: 'المجال',
    subject: 'موضوع الزيارة',
    date: 'التاريخ',
    message: 'الرسالة',
    submit: 'إرسال طلبي',
    sent: 'وصلنا طلبك',
    received: 'مستلم',
    invited: 'مدعو',
  },
  fr: {
    domain: 'Domaine',
    subject: 'Objet de la visite',
    date: 'Date',
    message: 'Message',
    submit: 'Envoyer ma demande',
    sent: 'Votre demande a bien été reçue',
    received: 'Reçue',
    invited: 'Invité',
  },
} as const;

/** A day three days ahead, as the date field takes it. */
function visitDay(): string {
  const day = new Date(Date.now() + 3 * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(day);
}

for (const locale of ['ar', 'fr'] as const) {
  test(`a verified member sends a join request with a PDF and follows it (${locale})`, async ({
    page,
    context,
    request,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const member = await verifiedSeller(request);
    const subject = `${locale === 'ar' ? 'تربص في التسويق' : 'Stage en marketing'} ${Date.now().toString(36)}`;
    await readyVisitor(page, locale);
    await signInBrowser(context, baseURL!, member.token);

    await page.goto('/join-us');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('join-form');
    await form.getByLabel(text.domain).selectOption('digital_marketing');
    await form.getByLabel(text.subject).fill(subject);
    // A day chosen, the time starts at the first slot of the working hours (08:00).
    await form.locator('#join-date').fill(visitDay());
    await form
      .getByLabel(text.message, { exact: true })
      .fill(
        locale === 'ar'
          ? 'أود الانضمام إلى فريق التسويق الرقمي.'
          : 'Je souhaite rejoindre votre équipe marketing.',
      );
    await form
      .getByTestId('join-files')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(form.getByText('cv.pdf', { exact: true })).toBeVisible();
    await checkA11y(page);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('join-sent')).toContainText(text.sent);

    await page.goto('/profile/join-requests');
    const item = page.getByTestId('join-request').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await expect(item.locator('[data-status]')).toHaveText(text.received);
    await expect(item.getByText('cv.pdf', { exact: true })).toBeVisible();
    const download = page.waitForEvent('download');
    await item.getByRole('button').first().click();
    expect((await download).suggestedFilename()).toBe('cv.pdf');
    await checkA11y(page);

    if (locale === 'fr') {
      // The back office: the demo admin invites the sender with a reply.
      const mine = await request.get('/api/v1/user/join-requests', {
        headers: await callerHeaders(request, member),
      });
      const requestId = ((await mine.json()) as { data: { id: number; visite_subject: string }[] }).data.find(
        (r) => r.visite_subject === subject,
      )!.id;
      const adminToken = await tokenOf(baseURL!, DEMO_ADMIN, uniqueIp());
      await signInBrowser(context, baseURL!, adminToken);
      await page.goto(`/admin/join-requests?status=received`);
      await page.getByRole('link', { name: subject }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/join-requests/${requestId}$`));
      const decide = page.getByTestId('join-decide');
      await decide.getByLabel('Nouvel état').selectOption('invited');
      await decide.getByLabel('Réponse au demandeur').fill('Venez mardi à 10 h avec votre CV imprimé.');
      await checkA11y(page);
      await decide.getByRole('button', { name: 'Enregistrer et prévenir' }).click();
      await expect(page.getByText('La demande est mise à jour et le demandeur prévenu.')).toBeVisible();
      await expect(page.locator('main [data-status]').first()).toHaveText(text.invited);

      await signInBrowser(context, baseURL!, member.token);
      await page.goto('/profile/join-requests');
      const decided = page.getByTestId('join-request').filter({ hasText: subject });
      await expect(decided.locator('[data-status]')).toHaveText(text.invited);
      await expect(decided).toContainText('Venez mardi à 10 h');
    }
    expect(consoleErrors).toEqual([]);
  });
}
