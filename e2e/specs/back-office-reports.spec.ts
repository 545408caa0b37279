import { request as playwrightRequest } from '@playwright/test';
import { signInBrowser, tokenOf } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';
import { startServer, type RunningServer } from '../support/server';

/**
 * The reports queue end to end: a moderator handles a report of the demo content —
 * in Arabic warns the author of the reported phone, in French unpublishes the reported
 * fridge, which the public then no longer sees. Actions change the demo data, so these run on
 * a server of their own.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
});
test.afterAll(async () => {
  await server?.stop();
});

const MODERATOR = { login: 'moderator', password: 'Demo-Portal-2025' };

/** The demo moderator's token, signed in through the API from an address of the test's own. */
async function moderatorToken(ip: string): Promise<string> {
  return tokenOf(server.baseURL, MODERATOR, ip);
}

const CASES = {
  ar: {
    ip: '10.201.0.1',
    title: 'هاتف سامسونغ غالاكسي A54 جديد',
    nav: 'لوحة الإدارة',
    reports: 'البلاغات',
    users: 'المستخدمون',
    query: 'الاسم أو البريد أو اسم المستخدم أو الهاتف',
    search: 'بحث',
    reason: 'احتيال أو نصب',
    action: 'تنبيه صاحب الإعلان',
    reasonLabel: 'السبب (يقرؤه صاحب الإعلان)',
    text: 'لا تطلب الدفع المسبق من المشترين.',
    required: 'اكتب السبب الذي سيقرؤه صاحب الإعلان.',
    apply: 'تطبيق',
    done: 'تم تنبيه صاحب الإعلان.',
  },
  fr: {
    ip: '10.201.0.2',
    title: 'Réfrigérateur Condor 400 L occasion',
    nav: 'Back-office',
    reports: 'Signalements',
    users: 'Utilisateurs',
    query: 'Nom, e-mail, nom d’utilisateur ou téléphone',
    search: 'Rechercher',
    reason: 'Plus disponible',
    action: 'Dépublier l’annonce',
    reasonLabel: 'Motif (lu par l’auteur)',
    text: 'L’objet est vendu : merci de retirer les annonces périmées.',
    required: 'Écrivez le motif que lira l’auteur.',
    apply: 'Appliquer',
    done: 'L’annonce a été dépubliée.',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = CASES[locale];

  test(`a moderator handles a report from the reports queue (${locale})`, async ({ browser, checkA11y }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: server.baseURL });
    await signInBrowser(context, server.baseURL, await moderatorToken(w.ip));
    const page = await context.newPage();
    await useLocale(page, locale);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': w.ip });

    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.reports }).click();
    await expect(page).toHaveURL(/\/admin\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: w.reports })).toBeVisible();
    const group = page.getByTestId('report-group').filter({ hasText: w.title });
    await expect(group).toBeVisible();
    await expect(group).toContainText(w.reason);
    await expect(group.getByTestId('report-person')).toContainText('@amina');
    await checkA11y(page);

    // The reason the author will read is required.
    await group.getByRole('radio', { name: w.action }).check();
    await group.getByRole('button', { name: w.apply }).click();
    await expect(group.getByText(w.required)).toBeVisible();
    await group.getByLabel(w.reasonLabel).fill(w.text);
    await group.getByRole('button', { name: w.apply }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(page.getByTestId('report-group').filter({ hasText: w.title })).toHaveCount(0);
    await checkA11y(page);

    // The author is found in the users' list, by part of the email.
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.users }).click();
    await page.getByLabel(w.query).fill('amina@demo');
    await page.getByTestId('back-office').getByRole('button', { name: w.search, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/users\?q=amina%40demo$/);
    await expect(page.getByTestId('user-row')).toHaveCount(1);
    await expect(page.getByTestId('user-row')).toContainText('@amina');
    await checkA11y(page);

    if (locale === 'fr') {
      // Unpublished: the public no longer finds it.
      const anonymous = await playwrightRequest.newContext({ baseURL: server.baseURL });
      const search = await anonymous.get(`/api/v1/listings?q=${encodeURIComponent('Réfrigérateur Condor')}`);
      const found = (await search.json()) as { data: { title: string }[] };
      expect(found.data.map((l) => l.title)).not.toContain(w.title);
      await anonymous.dispose();
    }
    await context.close();
  });
}
