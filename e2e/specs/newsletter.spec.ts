import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor } from '../support/listings';
import { waitForMail } from '../support/mail';

/**
 * The newsletter end to end, in Arabic and French: a visitor subscribes on /subscriptions,
 * reads the confirmation mail from the outbox as they would in their mailbox, opens its link
 * (the subscription becomes active), then opens an unsubscribe link and confirms. The
 * unsubscribe link of an issue is made by sending one from the back office's API.
 */

const TEXT = {
  ar: {
    label: 'بريدك الإلكتروني',
    submit: 'اشترك',
    sent: 'أرسلنا إليه رابطاً لتأكيد الاشتراك',
    confirmed: 'تم تأكيد اشتراكك',
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribed: 'أُلغي اشتراكك',
  },
  fr: {
    label: 'Votre adresse e-mail',
    submit: 'S’inscrire',
    sent: 'nous lui avons envoyé un lien pour confirmer',
    confirmed: 'Votre inscription est confirmée',
    unsubscribe: 'Me désinscrire',
    unsubscribed: 'Vous êtes désinscrit',
  },
} as const;

/** Writes an issue in Arabic and French as the demo admin and sends it to every active subscriber. */
async function sendIssue(request: APIRequestContext): Promise<void> {
  const ip = `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const { token, csrf } = await apiSignIn(request, DEMO_ADMIN, ip);
  const auth = { 'x-xsrf-token': csrf, 'x-forwarded-for': ip, authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/admin/newsletter/issues', {
    headers: auth,
    data: {
      translations: {
        ar: { subject: 'جديد البوابة', body: '<p>مرحباً بكم في <strong>النشرة</strong></p>' },
        fr: {
          subject: 'Les nouveautés du portail',
          body: '<p>Bienvenue dans la <strong>lettre</strong></p>',
        },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { issue } = (await created.json()) as { issue: { id: number } };
  const sent = await request.post(`/api/v1/admin/newsletter/issues/${issue.id}/send`, { headers: auth });
  expect(sent.status(), await sent.text()).toBe(200);
}

for (const locale of ['ar', 'fr'] as const) {
  test(`subscribe, confirm by the mailed link, unsubscribe (${locale})`, async ({
    page,
    request,
    checkA11y,
    consoleErrors,
  }) => {
    const text = TEXT[locale];
    const email = `reader.${locale}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.test`;
    await readyVisitor(page, locale);

    await page.goto('/subscriptions');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('newsletter-form');
    await form.getByLabel(text.label).fill(email);
    await checkA11y(page);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(form.getByRole('status')).toContainText(text.sent);

    // The mail, in the visitor's language, with the confirmation link.
    const mail = await waitForMail(email, 'newsletter_confirm');
    const confirmPath = /https?:\/\/[^\s/]+(\/subscriptions\?confirm=[\w-]+)/.exec(mail.text)?.[1];
    expect(confirmPath).toBeDefined();
    if (locale === 'ar') expect(mail.subject).toMatch(/[\u0600-\u06FF]/);

    await page.goto(confirmPath!);
    await expect(page.getByTestId('newsletter-result')).toContainText(text.confirmed);
    await checkA11y(page);

    // An issue sent from the back office's API reaches the now active subscriber, with its link.
    await sendIssue(request);
    const issue = await waitForMail(email, 'newsletter_issue');
    const unsubscribePath = /https?:\/\/[^\s/]+(\/subscriptions\?unsubscribe=[\w.-]+)/.exec(issue.text)?.[1];
    expect(unsubscribePath).toBeDefined();

    // The page asks before acting (mail scanners open links too).
    await page.goto(unsubscribePath!);
    await checkA11y(page);
    await page.getByRole('button', { name: text.unsubscribe }).click();
    await expect(page.getByTestId('newsletter-result')).toContainText(text.unsubscribed);
    expect(consoleErrors).toEqual([]);
  });
}
