import { expect, test, useLocale } from '../support/fixtures';

test.describe('the platform serves the portal', () => {
  test('a visitor opening / lands on /home, in Arabic and right to left by default', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The site name, from the settings through GET /home, is the page's title.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بوابة الإعلانات');
    await expect(page.getByTestId('site-name')).toHaveText('بوابة الإعلانات');
    await expect(page.getByText('بِع واشترِ وابحث عن خدمات قريبة منك')).toBeVisible();
    await expect(page).toHaveTitle('الرئيسية · بوابة الإعلانات');
    expect(consoleErrors).toEqual([]);
  });

  test('a random path shows the not-found page and the server answered 404', async ({ page }) => {
    await useLocale(page, 'en');
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a route of the table answers 200 and shows its frame', async ({ page }) => {
    await useLocale(page, 'fr');
    const response = await page.goto('/coming-soon');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bientôt disponible');
    await expect(page.getByTestId('coming-soon')).toBeVisible();
  });

  test('the health endpoint answers', async ({ request }) => {
    const res = await request.get('/api/v1/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  test('the page runs under the strict content security policy', async ({ page, consoleErrors }) => {
    const response = await page.goto('/home');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(consoleErrors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
