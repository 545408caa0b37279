import { registerUser, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { nonsense, publicSale, readyVisitor, verifiedSeller } from '../support/listings';
import { mailsTo, type Mail } from '../support/mail';

/**
 * Saved searches and their alerts, in Arabic and French: a visitor searches in Arabizi
 * ("sayara"), signs in to save the search with its immediate alert and comes back to it; another member posts an ad written in
 * Arabic ("سيارة") and staff approve it; the alert mail arrives in the member's language with
 * the ad's card; the saved searches page counts one new ad; the mail's link turns the alerts off
 * without signing in.
 */

const WORDS = {
  ar: {
    save: 'حفظ هذا البحث',
    saved: 'تم حفظ البحث',
    title: 'عمليات البحث المحفوظة',
    oneNew: 'إعلان جديد واحد',
    subject: 'إعلان جديد يطابق بحثك المحفوظ',
    stop: 'إيقاف التنبيهات',
    stopped: 'تم إيقاف التنبيهات',
    off: 'متوقفة',
  },
  fr: {
    save: 'Enregistrer cette recherche',
    saved: 'Recherche enregistrée',
    title: 'Mes recherches enregistrées',
    oneNew: '1 nouvelle annonce',
    subject: 'Une nouvelle annonce correspond à votre recherche',
    stop: 'Arrêter les alertes',
    stopped: 'Les alertes sont désactivées',
    off: 'Désactivées',
  },
} as const;

/**
 * The alert job runs at each look for due jobs on the test servers (support/server.ts), every
 * 5 seconds, and the mail worker sends the alert after it: a few seconds after the approval.
 */
async function waitForAlert(to: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to, 'alert_matches')).at(-1);
        return found !== undefined;
      },
      { message: `an alert mail to ${to}`, timeout: 75_000, intervals: [1_000] },
    )
    .toBe(true);
  return found!;
}

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`a saved search's immediate alert mails a matching ad once staff approve it (${locale})`, async ({
    page,
    request,
    baseURL,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    const token = nonsense();
    const member = await registerUser(request, { locale });
    await readyVisitor(page, locale);

    // A visitor searches in Arabizi and asks to save the search: they sign in first, come back
    // to the same results, and the search is saved (alerts start immediate).
    const search = `/sales?q=${encodeURIComponent(`sayara ${token}`)}`;
    await page.goto(search);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page).toHaveURL(/\/login\?redirect=sales/);
    await page.getByTestId('login-identifier').fill(member.email);
    await page.getByTestId('login-password').fill(member.password);
    await page.getByTestId('login-password').press('Enter');
    await expect(page.getByTestId('search-saved')).toContainText(w.saved);
    expect(new URL(page.url()).searchParams.get('q')).toBe(`sayara ${token}`);
    await checkA11y(page);

    // Another member posts an ad written in Arabic; staff approve it.
    const seller = await verifiedSeller(request);
    const title = `سيارة ${token} للبيع`;
    const listing = await publicSale(request, seller, title, { photo: true });

    // The alert mail, in the member's language, with the ad's card and photo from our server.
    const mail = await waitForAlert(member.email);
    expect(mail.subject).toBe(w.subject);
    expect(mail.text).toContain(title);
    // Every address in the mail is absolute, to this portal (its configured public address).
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s/]+/sales/show/${encodeURIComponent(listing.slug)}`));
    const unsubscribe = /https?:\/\/[^\s/]+(\/alerts\/unsubscribe\?token=[\w.-]+)/.exec(mail.text)?.[1];
    expect(unsubscribe).toBeTruthy();

    // The saved searches page counts the new ad.
    await page.goto('/profile/saved-searches');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const item = page.getByTestId('saved-search').filter({ hasText: token });
    await expect(item.getByTestId('new-count')).toHaveText(w.oneNew);
    await checkA11y(page);

    // The mail's link turns the alerts off without signing in.
    await page.context().clearCookies();
    await page.goto(unsubscribe!);
    await page.getByRole('button', { name: w.stop }).click();
    await expect(page.getByTestId('alerts-unsubscribed')).toContainText(w.stopped);
    await checkA11y(page);

    await signInBrowser(page.context(), baseURL!, member.token);
    await page.goto('/profile/saved-searches');
    const select = page.getByTestId('saved-search').filter({ hasText: token }).getByTestId('alert-frequency');
    await expect(select).toHaveValue('off');
    await expect(select.locator('option:checked')).toHaveText(w.off);
    // Only one alert mail for the one ad.
    expect(await mailsTo(member.email, 'alert_matches')).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });
}
