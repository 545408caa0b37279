import type { Page } from '@playwright/test';
import { registerUser, signInBrowser } from '../support/api';
import { expect, test, useLocale } from '../support/fixtures';
import { waitForMail } from '../support/mail';

/**
 * Accounts end to end: registering, verifying the email by code and by link,
 * recovering a password, the 423 round trip, the profile settings and deleting the account.
 * Mails are read from the server's outbox folder as a person would read their mailbox.
 */

let ipCounter = 0;
/**
 * The server allows 5 registrations per 10 minutes per address and trusts X-Forwarded-For
 * in these runs: each journey that registers or asks for codes in the browser comes from an
 * address of its own, so parallel journeys do not share the limits.
 */
function uniqueIp(): string {
  ipCounter += 1;
  return `172.${16 + (process.pid % 16)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A visitor who already answered the cookie banner, in a language, from their own address. */
async function visitor(page: Page, locale: 'ar' | 'fr' | 'en'): Promise<void> {
  await useLocale(page, locale);
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        version: 1,
        decidedAt: new Date().toISOString(),
        categories: { necessary: true, performance: false, functional: false, targeting: false },
      }),
    ),
  );
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
}

function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** 48×48 PNG, four coloured squares. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAMAAABg3Am1AAAADFBMVEX1b0Idb0L1wkIdwkKlA25kAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAJ0lEQVRIx+3LoQEAAAjDsAH//8wFlXONTwaEGAwGQzkcWGAwGAzl8JmXDYE7yGcYAAAAAElFTkSuQmCC',
  'base64',
);

const WORDS = {
  ar: {
    firstName: 'الاسم',
    lastName: 'اللقب',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    confirmation: 'تأكيد كلمة المرور',
    countryCode: 'رمز الدولة',
    phone: 'رقم الهاتف',
    birthdate: 'تاريخ الميلاد',
    day: 'اليوم',
    month: 'الشهر',
    year: 'السنة',
    march: 'مارس',
    terms: 'قرأت الشروط والأحكام وأوافق عليها.',
    submit: 'إنشاء حسابي',
    verifyTitle: 'أكّد بريدك الإلكتروني',
    mailSubject: 'تأكيد بريدك الإلكتروني',
    code: 'الرمز',
    verifySubmit: 'تأكيد بريدي الإلكتروني',
    verified: 'تم تأكيد بريدك الإلكتروني',
    goToProfile: 'الذهاب إلى حسابي',
    verifiedBadge: 'البريد مؤكَّد',
    logout: 'تسجيل الخروج',
    home: 'الرئيسية',
    loginIdentifier: 'البريد الإلكتروني أو اسم المستخدم',
    loginSubmit: 'دخول',
    country: { search: 'تونس', option: 'تونس (\u2066+216\u2069)' },
    resendWait: /^إرسال رمز جديد \(\d+ ث\)$/,
  },
  fr: {
    firstName: 'Prénom',
    lastName: 'Nom',
    username: 'Nom d’utilisateur',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    confirmation: 'Confirmez le mot de passe',
    countryCode: 'Indicatif',
    phone: 'Numéro de téléphone',
    birthdate: 'Date de naissance',
    day: 'Jour',
    month: 'Mois',
    year: 'Année',
    march: 'mars',
    terms: 'J’ai lu et j’accepte les conditions générales.',
    submit: 'Créer mon compte',
    verifyTitle: 'Confirmez votre adresse e-mail',
    mailSubject: 'Confirmez votre adresse e-mail',
    code: 'Code',
    verifySubmit: 'Confirmer mon adresse',
    verified: 'Votre adresse e-mail est vérifiée',
    goToProfile: 'Aller à mon compte',
    verifiedBadge: 'E-mail vérifié',
    logout: 'Se déconnecter',
    home: 'Accueil',
    loginIdentifier: 'E-mail ou nom d’utilisateur',
    loginSubmit: 'Se connecter',
    country: { search: 'Maroc', option: 'Maroc (\u2066+212\u2069)' },
    resendWait: /^Envoyer un nouveau code \(\d+\s?s\)$/,
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];
  test(`a newcomer signs up in ${locale}, confirms their email with the mailed code, and comes back later`, async ({
    page,
  }) => {
    await visitor(page, locale);
    const username = uniqueName('salima');
    const email = `${username}@example.test`;
    const password = 'Figuier-Olivier-2025';

    await page.goto('/register');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await page.getByLabel(w.firstName, { exact: true }).fill('Salima');
    await page.getByLabel(w.lastName, { exact: true }).fill('Benali');
    await page.getByLabel(w.username, { exact: true }).fill(username);
    await page.getByLabel(w.email, { exact: true }).fill(email);
    await page.getByLabel(w.password, { exact: true }).fill(password);
    await page.getByLabel(w.confirmation, { exact: true }).fill(password);
    // +213 is chosen already; this newcomer's phone is from a neighbouring country.
    const countryCode = page.getByRole('combobox', { name: w.countryCode });
    await expect(countryCode).toHaveValue(/\+213/);
    await countryCode.fill(w.country.search);
    await page.getByRole('option', { name: w.country.option }).click();
    await expect(countryCode).toHaveValue(w.country.option);
    await page.getByLabel(w.phone, { exact: true }).fill('0555 12 34 56');
    // The birthdate as day, month (by name) and year, in the page's language (no mm/dd/yyyy).
    const birthdate = page.getByRole('group', { name: w.birthdate });
    await birthdate.getByLabel(w.day, { exact: true }).fill('14');
    await birthdate.getByLabel(w.month, { exact: true }).selectOption({ label: w.march });
    await birthdate.getByLabel(w.year, { exact: true }).fill('1996');
    await page.getByLabel(w.terms).check();
    await page.getByRole('button', { name: w.submit }).click();

    await expect(page).toHaveURL(/\/verify-email$/);
    await expect(page.getByRole('heading', { level: 1, name: w.verifyTitle })).toBeVisible();
    await expect(page.getByTestId('unverified-banner')).toBeVisible();
    // The first mail has just left: a new one can be asked for in a minute.
    await expect(page.getByTestId('resend-code')).toBeDisabled();
    await expect(page.getByTestId('resend-code')).toHaveText(w.resendWait);

    const mail = await waitForMail(email, 'verify_email');
    expect(mail.subject).toBe(w.mailSubject);
    expect(mail.code).toMatch(/^\d{6}$/);
    await page.getByLabel(w.code, { exact: true }).fill(mail.code!);
    await page.getByRole('button', { name: w.verifySubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.verified })).toBeVisible();
    await expect(page.getByTestId('unverified-banner')).toBeHidden();

    await page.getByRole('link', { name: w.goToProfile }).click();
    await expect(page).toHaveURL(/\/profile\/main$/);
    const card = page.getByTestId('profile-card');
    await expect(card.getByTestId('profile-name')).toHaveText('Salima Benali');
    await expect(card.getByTestId('profile-email')).toHaveText(email);
    await expect(card.getByTestId('verified-badge')).toHaveText(w.verifiedBadge);

    // Logging out from /profile/main itself lands on /login?redirect=profile-main instead of
    // /home (the user menu clears the user before leaving a login-required page): reported.
    await page.getByRole('link', { name: w.home }).first().click();
    await expect(page).toHaveURL(/\/home$/);
    await page.getByTestId('user-menu').click();
    await page.getByRole('button', { name: w.logout }).click();
    await expect(page.getByTestId('user-menu')).toBeHidden();

    await page.goto('/login');
    await page.getByLabel(w.loginIdentifier).fill(username);
    await page.getByLabel(w.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: w.loginSubmit }).click();
    await expect(page).toHaveURL(/\/profile\/main$/);
    await expect(page.getByTestId('profile-name')).toHaveText('Salima Benali');
    // The chosen country code was kept with the phone.
    await expect(page.getByRole('combobox', { name: w.countryCode })).toHaveValue(w.country.option);
  });
}

test('the register form says what is wrong under each field', async ({ page, request }) => {
  await visitor(page, 'en');
  const taken = await registerUser(request);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create my account' }).click();
  // Checked in the browser with the contract's rules and words.
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('You must accept the terms to continue.')).toBeVisible();

  await page.getByLabel('First name').fill('Yacine');
  await page.getByLabel('Last name').fill('Haddad');
  await page.getByLabel('Username').fill(taken.username);
  await page.getByLabel('Email address').fill(taken.email);
  await page.getByLabel('Password', { exact: true }).fill('Palmier-Dattes-88');
  await page.getByLabel('Confirm the password').fill('Palmier-Dattes-89');
  await page.getByLabel('Phone number').fill('0661 00 00 00');
  // The birthdate is typed as day, month and year (ui/date-field.tsx).
  const birthdate = page.getByRole('group', { name: 'Date of birth' });
  const typeBirthdate = async (year: number, month: number, day: number) => {
    await birthdate.getByLabel('Day', { exact: true }).fill(String(day));
    await birthdate.getByLabel('Month', { exact: true }).selectOption(String(month));
    await birthdate.getByLabel('Year', { exact: true }).fill(String(year));
  };
  const tooYoung = new Date();
  await typeBirthdate(tooYoung.getUTCFullYear() - 15, 1, 1);
  await page.getByLabel(/I have read and accept/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(page.getByText('You must be at least 16 years old.', { exact: true })).toBeVisible();

  await page.getByLabel('Confirm the password').fill('Palmier-Dattes-88');
  await typeBirthdate(2000, 1, 31);
  await page.getByRole('button', { name: 'Create my account' }).click();
  // The server's 422 answer, under each field.
  await expect(page.getByText('This email is already used by another account.')).toBeVisible();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/register$/);
});

test('the link in the verification mail confirms the address, once, in another browser', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const user = await registerUser(request, { locale: 'en' });
  const mail = await waitForMail(user.email, 'verify_email');
  expect(mail.linkPath).toMatch(/^\/verify-email\?token=/);

  // Opened on another device, where nobody is signed in.
  const other = await browser.newContext({ baseURL: baseURL! });
  const phone = await other.newPage();
  await visitor(phone, 'en');
  await phone.goto(mail.linkPath!);
  await expect(phone.getByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Log in' }).last()).toBeVisible();

  // The link is single-use: opened again, it is refused in words a person understands.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(phone.getByText('Invalid or expired email verification link.')).toBeVisible();
  await other.close();

  // Back on the first device, the account is verified.
  await visitor(page, 'en');
  await signInBrowser(page.context(), baseURL!, user.token);
  await page.goto('/verify-email');
  await expect(page.getByRole('heading', { level: 1, name: 'Your email is already verified' })).toBeVisible();
  await expect(page.getByTestId('unverified-banner')).toBeHidden();
});

test('an unverified member sees the banner, finds the code screen, and is told to wait before another mail', async ({
  page,
  baseURL,
  request,
}) => {
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await signInBrowser(page.context(), baseURL!, user.token);
  await page.goto('/profile/main');
  await expect(page.getByTestId('unverified-banner')).toContainText(
    "You haven't verified your email yet. Please check your email to confirm your account.",
  );
  await expect(page.getByTestId('unverified-badge')).toHaveText('Email not verified');
  await page.getByTestId('unverified-banner').getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();

  // Registration mailed a code a moment ago: the server refuses a new mail for a minute.
  const resend = page.getByTestId('resend-code');
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByTestId('resend-message')).toHaveText(
    /^Too many attempts\. Please wait \d+ seconds and try again\.$/,
  );
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/^Send a new code \(\d+ sec\)$/);

  // A wrong code is refused under the field.
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page.getByText('This code is not valid or has expired.')).toBeVisible();
});

test('a member who forgot their password gets back in with the mailed code', async ({ page, request }) => {
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByTestId('forgot-step')).toHaveText('Step 1 of 3');
  await page.getByLabel('Email address').fill(user.email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await expect(page.getByTestId('forgot-step')).toHaveText('Step 2 of 3');
  await expect(
    page.getByText('If an account uses this address, we have sent it an email with the next step.'),
  ).toBeVisible();

  const mail = await waitForMail(user.email, 'reset_password');
  await page.getByLabel('Code', { exact: true }).fill(mail.code!);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('forgot-step')).toHaveText('Step 3 of 3');
  await page.getByLabel('New password').fill('Grenade-Amande-2026');
  await page.getByLabel('Confirm the password').fill('Grenade-Amande-2026');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  await page.getByTestId('reset-done').getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password').fill('Grenade-Amande-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/main$/);
});

test('the reset link of the mail sets a new password, and works only once', async ({ page, request }) => {
  const user = await registerUser(request, { locale: 'fr' });
  await visitor(page, 'fr');
  await page.goto('/forgot-password');
  await page.getByLabel('Adresse e-mail').fill(user.email);
  await page.getByRole('button', { name: 'Recevoir un code' }).click();
  await expect(page.getByTestId('forgot-step')).toHaveText('Étape 2 sur 3');

  const mail = await waitForMail(user.email, 'reset_password');
  expect(mail.linkPath).toMatch(/^\/reset-password\/[\w-]+$/);
  await page.goto(mail.linkPath!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choisissez un nouveau mot de passe' }),
  ).toBeVisible();
  // The server's own rules still apply: a password in the list of the most common is refused.
  await page.getByLabel('Nouveau mot de passe').fill('password123');
  await page.getByLabel('Confirmez le mot de passe').fill('password123');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Ce mot de passe est trop courant. Choisissez-en un autre.')).toBeVisible();

  await page.getByLabel('Nouveau mot de passe').fill('Cedre-Atlas-3030');
  await page.getByLabel('Confirmez le mot de passe').fill('Cedre-Atlas-3030');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe modifié' })).toBeVisible();

  await page.goto(mail.linkPath!);
  await page.getByLabel('Nouveau mot de passe').fill('Cedre-Atlas-4040');
  await page.getByLabel('Confirmez le mot de passe').fill('Cedre-Atlas-4040');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByTestId('reset-invalid')).toContainText(
    'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
  );
  await page.getByRole('link', { name: 'Recommencer' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('changing the password asks to confirm the current one first, then comes back to the profile', async ({
  page,
  baseURL,
  request,
}) => {
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await signInBrowser(page.context(), baseURL!, user.token);
  await page.goto('/profile/main');
  const form = page.getByTestId('password-form');
  await form.getByLabel('Current password').fill(user.password);
  await form.getByLabel('New password').fill('Oranger-Mandarine-61');
  await form.getByLabel('Confirm the password').fill('Oranger-Mandarine-61');
  await form.getByRole('button', { name: 'Change my password' }).click();

  // 423: the password was not confirmed in the last 3 hours.
  await expect(page).toHaveURL(/\/confirm-password$/);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/profile\/main$/);
  const done = page.getByTestId('toast').filter({ hasText: 'Your password has been changed.' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Close notification' }).click();

  // Logging out from /profile/main itself lands on the login screen (reported), so from home.
  await page.getByRole('link', { name: 'Home' }).first().click();
  await page.getByTestId('user-menu').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('user-menu')).toBeHidden();
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password').fill('Oranger-Mandarine-61');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/main$/);
});

test('a member updates their details and moves to a new email address with the code mailed there', async ({
  page,
  baseURL,
  request,
}) => {
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await signInBrowser(page.context(), baseURL!, user.token);
  await page.goto('/profile/main');

  const details = page.getByTestId('profile-details-form');
  await details.getByLabel('First name').fill('Nadia-Lyna');
  await details.getByLabel('Language of our emails').selectOption('fr');
  await details.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'Your information has been saved.' }),
  ).toBeVisible();
  await expect(page.getByTestId('profile-name')).toHaveText('Nadia-Lyna Test');

  const newEmail = `${uniqueName('nadia.new')}@example.test`;
  await page.getByTestId('email-form').getByLabel('New email address').fill(newEmail);
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page).toHaveURL(/\/confirm-password$/);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/profile\/main$/);
  await expect(page.getByTestId('email-code-form')).toContainText(newEmail);

  // The mail goes to the new address, in the language just chosen.
  const mail = await waitForMail(newEmail, 'email_change_verify');
  expect(mail.text).toMatch(/code/i);
  await page.getByTestId('email-code-form').getByLabel('Code').fill(mail.code!);
  await page.getByRole('button', { name: 'Confirm the new address' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: `Your email address is now ${newEmail}.` }),
  ).toBeVisible();
  await expect(page.getByTestId('profile-email')).toHaveText(newEmail);
  await expect(page.getByTestId('email-form')).toContainText(newEmail);
  // The old address is told.
  await waitForMail(user.email, 'email_changed');
});

test('a new profile photo shows at once, and can be removed', async ({ page, baseURL, request }) => {
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await signInBrowser(page.context(), baseURL!, user.token);
  await page.goto('/profile/main');
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('avatar-initials')).toHaveText('NT');

  // Not an image: refused before anything is sent.
  await page.getByTestId('avatar-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose a JPEG, PNG or WebP image.' }),
  ).toBeVisible();

  await page
    .getByTestId('avatar-input')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  // Choosing the photo saves it: no second step.
  await expect(page.getByTestId('toast').filter({ hasText: 'Your photo has been updated.' })).toBeVisible();

  // The server's re-encoded 256 px WebP, in the card and in the header's menu button.
  const photo = card.getByTestId('avatar-image');
  await expect(photo).toHaveAttribute('src', /^\/api\/v1\/media\/avatars\/[a-f0-9]{32}\.webp$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /\.webp$/);

  await page.getByRole('button', { name: 'Remove the photo' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Your photo has been removed.' })).toBeVisible();
  await expect(card.getByTestId('avatar-initials')).toBeVisible();
});

test('a member signs out a device they do not recognise and downloads their data', async ({
  page,
  request,
}) => {
  // The account was made elsewhere (its token is another "device"); here they log in.
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile\/main$/);

  const sessions = page.getByTestId('session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('This device');
  await sessions.nth(1).getByRole('button', { name: 'Sign out' }).click();
  await expect(
    page.getByTestId('toast').filter({ hasText: 'The device has been signed out.' }),
  ).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(page.getByText('No other device is signed in.')).toBeVisible();
  const me = await request.get('/api/v1/user/me', { headers: { authorization: `Bearer ${user.token}` } });
  expect(me.status()).toBe(401);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('my-data.json');
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
    account: { email: string };
    listings: unknown[];
    favorites: unknown[];
    consents: { terms_accepted_at: string | null; cookies: { categories: Record<string, boolean> } | null };
  };
  expect(data.account.email).toBe(user.email);
  // Everything kept about them, even what is still empty, and the consents they gave: the
  // terms at registration, and the cookie choice this browser keeps.
  expect(data.listings).toEqual([]);
  expect(data.favorites).toEqual([]);
  expect(data.consents.terms_accepted_at).not.toBeNull();
  expect(data.consents.cookies?.categories).toMatchObject({ necessary: true, performance: false });
});

test('a member deletes their account after confirming twice, and cannot log in any more', async ({
  page,
  baseURL,
  request,
}) => {
  const user = await registerUser(request, { locale: 'en' });
  await visitor(page, 'en');
  await signInBrowser(page.context(), baseURL!, user.token);
  await page.goto('/profile/main');
  await page.getByTestId('delete-account').click();

  const dialog = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText("You won't be able to revert this!");
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();

  await expect(page).toHaveURL(/\/confirm-password$/);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === '_token')).toBeUndefined();

  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test.describe('accessibility in Arabic', () => {
  test('axe finds no serious violation on /register', async ({ page, checkA11y }) => {
    await visitor(page, 'ar');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeVisible();
    await checkA11y(page);
  });

  test('axe finds no serious violation on /profile/main', async ({ page, baseURL, request, checkA11y }) => {
    const user = await registerUser(request, { locale: 'ar' });
    await visitor(page, 'ar');
    await signInBrowser(page.context(), baseURL!, user.token);
    await page.goto('/profile/main');
    await expect(page.getByRole('heading', { level: 1, name: 'حسابي' })).toBeVisible();
    await expect(page.getByTestId('session')).toHaveCount(1);
    await checkA11y(page);
  });
});
