import { registerUser, signInBrowser, DEMO_UNVERIFIED } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';

test.describe('redirects', () => {
  for (const [from, to] of [
    ['/', '/home'],
    ['/services', '/services/all'],
    ['/auth', '/login'],
  ] as const) {
    test(`${from} goes to ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('/profile goes to /profile/main, which asks a visitor to log in first', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login\?redirect=profile-main$/);
  });
});

test.describe('guards', () => {
  test('a visitor opening a login-required page logs in and lands on it (Arabic)', async ({
    page,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request);
    await page.goto('/join-us');
    await expect(page).toHaveURL(/\/login\?redirect=join-us$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByTestId('login-identifier').fill(user.email);
    await page.getByTestId('login-password').fill(user.password);
    await page.getByRole('button', { name: 'دخول' }).click();
    await expect(page).toHaveURL(/\/join-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('انضم إلى فريقنا');
    expect(baseURL).toBeTruthy();
  });

  test('a page with parameters survives the round trip through login (French)', async ({ page, request }) => {
    await useLocale(page, 'fr');
    const user = await registerUser(request);
    await page.goto('/sales/42/create');
    await expect(page).toHaveURL(/\/login\?redirect=sales-create&redirect_params=id%3D42$/);
    await page.getByLabel('E-mail ou nom d’utilisateur').fill(user.username);
    await page.getByLabel('Mot de passe').fill(user.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/sales\/42\/create$/);
  });

  test('a signed-in user opening login or register goes to the profile, or to ?redirect', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const user = await registerUser(request);
    await signInBrowser(context, baseURL!, user.token);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/profile\/main$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/profile\/main$/);
    await page.goto('/login?redirect=book-appointment');
    await expect(page).toHaveURL(/\/book-appointment$/);
    // A redirect outside the route table stays on the site.
    await page.goto('/login?redirect=https://evil.example');
    await expect(page).toHaveURL(/\/profile\/main$/);
  });

  test('logout signs out on the server and in the page', async ({ page, context, baseURL, request }) => {
    await useLocale(page, 'en');
    const user = await registerUser(request);
    await signInBrowser(context, baseURL!, user.token);
    // From a login-required page: the user lands on the home page, not on the login screen.
    await page.goto('/profile/main');
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === '_token')).toBeUndefined();
    const me = await request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${user.token}` } });
    expect(me.status()).toBe(401);
  });

  test('an unverified user sees the banner', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/login');
    await page.getByLabel('Email or username').fill(DEMO_UNVERIFIED.login);
    await page.getByLabel('Password').fill(DEMO_UNVERIFIED.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByTestId('unverified-banner')).toContainText(
      "You haven't verified your email yet. Please check your email to confirm your account.",
    );
  });
});

test.describe('start-up', () => {
  test('with the API down the app still mounts and the console says "Please login."', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInBrowser(context, baseURL!, 'a-token-that-cannot-be-checked-now-000000000');
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'));
    // A page the browser draws (a server-drawn one comes with the start-up answers already).
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(logs).toContain('Please login.');
  });

  test('an unknown token shows the "Please login" toast, right to left in Arabic, for 3 seconds', async ({
    page,
    context,
    baseURL,
  }) => {
    await signInBrowser(context, baseURL!, 'an-unknown-token-000000000000000000000000000');
    // A page the browser draws: a server-drawn page forgets a refused token silently.
    await page.goto('/login');
    const toast = page.getByText('يرجى تسجيل الدخول');
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('toast')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-position="top-center"]')).toContainText('يرجى تسجيل الدخول');
    await expect(toast).toBeHidden({ timeout: 6000 });
    // The dead token was dropped: the visitor is a visitor again.
    expect((await context.cookies()).find((c) => c.name === '_token')).toBeUndefined();
  });
});

test.describe('request headers', () => {
  // Chromium names India's zone by its older IANA alias, Asia/Calcutta; both are valid names.
  for (const [zone, expected] of [
    ['Africa/Algiers', /^Etc\/GMT-1$/],
    ['Asia/Kolkata', /^Asia\/(Kolkata|Calcutta)$/],
  ] as const) {
    test.describe(zone, () => {
      test.use({ timezoneId: zone });
      test(`every call carries the spec headers; the server reads X-timezone for ${zone}`, async ({
        page,
        context,
        baseURL,
        request,
      }) => {
        await useLocale(page, 'fr');
        const user = await registerUser(request);
        await signInBrowser(context, baseURL!, user.token);
        const initResponse = page.waitForResponse('**/api/v1/init');
        const meRequest = page.waitForRequest('**/api/v1/user/me');
        await page.goto('/home');
        const init = await initResponse;
        const understood = (await init.json()) as { locale: string; time_zone: string };
        expect(understood.locale).toBe('fr');
        expect(understood.time_zone).toMatch(expected);
        const headers = await (await meRequest).allHeaders();
        expect(headers['x-requested-with']).toBe('XMLHttpRequest');
        expect(headers['accept']).toBe('application/json');
        expect(headers['content-type']).toBe('application/json');
        expect(headers['x-localization']).toBe('fr');
        expect(headers['x-timezone']).toBe(understood.time_zone);
        expect(headers['authorization']).toBe(`Bearer ${user.token}`);
        // A state-changing call also carries the CSRF header, which the server accepts.
        const logoutRequest = page.waitForRequest('**/api/v1/logout');
        await page.getByTestId('user-menu').click();
        await page.getByRole('button', { name: 'Se déconnecter' }).click();
        const logout = await logoutRequest;
        expect((await logout.allHeaders())['x-xsrf-token']).toMatch(/^[\w-]+\.[\w-]+$/);
        expect((await logout.response())?.status()).toBe(200);
      });
    });
  }
});

test.describe('languages', () => {
  test('switching language changes lang, dir and text without a reload, and is remembered', async ({
    page,
  }, testInfo) => {
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await testInfo.attach('home-ar', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    const marker = await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByTestId('language-switcher').selectOption('fr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Accueil · Portail des annonces');
    await testInfo.attach('home-fr', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    await page.getByTestId('language-switcher').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Classifieds Portal');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Classified ads, services and sales across Algeria.',
    );
    await testInfo.attach('home-en', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
    // No reload happened: the marker set before switching is still there.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(marker);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('a stored language that is not ours is read as French', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('user-locale', 'de'));
    await page.goto('/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('accessibility', () => {
  for (const locale of ['ar', 'en'] as const) {
    test(`axe finds no serious violation on /home in ${locale}`, async ({ page, checkA11y }) => {
      await useLocale(page, locale);
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkA11y(page);
    });
  }
});

test.describe('scroll', () => {
  test.use({ viewport: { width: 1024, height: 400 } });

  test('a new page starts at the top; changing only the query keeps the place', async ({ page }) => {
    await useLocale(page, 'en');
    await page.goto('/home');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto('/search?q=car');
    const search = page.getByRole('searchbox', { name: 'Search the portal' });
    await search.fill('voiture');
    await page.evaluate(() => window.scrollTo(0, 150));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=voiture$/);
    expect(await page.evaluate(() => window.scrollY)).toBe(150);
  });
});
