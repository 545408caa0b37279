import { DEMO_MODERATOR, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor, uniqueIp } from '../support/listings';
import { waitForMail } from '../support/mail';

/**
 * The contact page end to end, in Arabic and French: a visitor reads the agency's branches
 * (address, phones to call, the week's hours), sends the form, sees the confirmation and gets
 * the copy by mail in their language; a field refused keeps everything typed. Then a moderator
 * finds the message in the back office's inbox, replies (mailed to the sender in their
 * language, quoting them) and closes it.
 */

const TEXT = {
  ar: {
    name: 'الاسم الكامل',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    subject: 'الموضوع',
    message: 'الرسالة',
    submit: 'إرسال الرسالة',
    sent: 'أُرسلت رسالتك',
    branch: 'فرع وهران',
    monday: 'الاثنين',
    closed: 'مغلق',
    phoneError: 'أدخل رقم هاتف صالحاً',
    words: 'هل تقدمون دروس اللغة الفرنسية في فرع وهران؟',
  },
  fr: {
    name: 'Nom complet',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    subject: 'Objet',
    message: 'Message',
    submit: 'Envoyer le message',
    sent: 'votre message a été envoyé',
    branch: 'Agence d’Oran',
    monday: 'lundi',
    closed: 'Fermé',
    phoneError: 'Saisissez un numéro de téléphone valide',
    words: 'Proposez-vous des cours de langue à l’agence d’Oran ?',
  },
} as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

for (const locale of ['ar', 'fr'] as const) {
  test(`a visitor reads the branches and writes to the agency (${locale})`, async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    const text = TEXT[locale];
    const email = `writer.${locale}.${unique()}@example.test`;
    const subject = `${locale === 'ar' ? 'دروس اللغة' : 'Cours de langue'} ${unique()}`;
    await readyVisitor(page, locale);
    await page.goto('/contact-us');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    await expect(page.getByTestId('coming-soon')).toHaveCount(0);

    // The branches: a phone to call, the week from Monday with its closed days, the map.
    const branch = page.getByTestId('contact-branch').filter({ hasText: text.branch });
    await expect(branch).toBeVisible();
    await expect(branch.locator('a[href^="tel:+21341"]')).toBeVisible();
    await expect(branch.getByRole('row').first()).toContainText(text.monday);
    await expect(branch).toContainText(text.closed);
    await expect(branch.locator('a[href*="openstreetmap.org"]')).toBeVisible();

    const form = page.getByTestId('contact-form');
    await form.getByLabel(text.name).fill('Karim Benali');
    await form.getByLabel(text.email).fill(email);
    await form.getByLabel(text.phone).fill('05x5');
    await form.getByLabel(text.subject).fill(subject);
    await form.getByLabel(text.message, { exact: true }).fill(text.words);
    await form.getByRole('button', { name: text.submit }).click();
    // Refused before sending, in the page's language; nothing typed is lost.
    await expect(form).toContainText(text.phoneError);
    await expect(form.getByLabel(text.message, { exact: true })).toHaveValue(text.words);
    await expect(form.getByLabel(text.subject)).toHaveValue(subject);
    await checkA11y(page);

    await form.getByLabel(text.phone).fill('0555 12 34 56');
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('contact-sent')).toContainText(text.sent);
    await checkA11y(page);

    const copy = await waitForMail(email, 'contact_copy');
    expect(copy.text).toContain(text.words);
    if (locale === 'ar') expect(copy.subject).toMatch(/[\u0600-\u06FF]/);
    else expect(copy.subject).toContain('Nous avons bien reçu votre message');
    expect(consoleErrors).toEqual([]);
  });
}

test('a moderator answers a message by mail in the sender’s language, then closes it (fr)', async ({
  page,
  context,
  request,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  // The sender writes in Arabic, through the API.
  const email = `sender.${unique()}@example.test`;
  const subject = `سؤال عن التأشيرة ${unique()}`;
  const ip = uniqueIp();
  const init = await request.get('/api/v1/init', { headers: { 'x-forwarded-for': ip } });
  const csrf = decodeURIComponent(init.headers()['set-cookie']?.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
  const sent = await request.post('/api/v1/contact', {
    headers: { 'x-xsrf-token': csrf, 'x-forwarded-for': ip, 'x-localization': 'ar' },
    data: { name: 'سليم', email, subject, message: 'ما هي الوثائق المطلوبة لتأشيرة الدراسة؟' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await readyVisitor(page, 'fr');
  await signInBrowser(context, baseURL!, await tokenOf(baseURL!, DEMO_MODERATOR, uniqueIp()));
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Messages de contact' }).click();
  await expect(page).toHaveURL(/\/admin\/contact$/);
  const search = page.getByRole('search', { name: 'Rechercher dans les messages' });
  await search.getByRole('searchbox').fill(email);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  const rows = page.getByTestId('contact-thread-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('En attente');
  await checkA11y(page);
  await rows.first().getByRole('link', { name: subject }).click();

  await expect(page.getByTestId('contact-message-sender')).toContainText('تأشيرة الدراسة');
  const reply = page.getByTestId('contact-reply-form');
  await expect(reply).toContainText('en arabe');
  await reply.getByLabel('Votre réponse').fill('جواز سفر ساري المفعول وشهادة التسجيل.');
  await reply.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(page.getByTestId('contact-message-staff')).toContainText('جواز سفر');
  await expect(page.getByTestId('contact-thread-state')).toContainText('Répondu');
  await checkA11y(page);

  const mail = await waitForMail(email, 'contact_reply');
  expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  expect(mail.text).toContain('جواز سفر ساري المفعول');
  expect(mail.text).toContain('ما هي الوثائق المطلوبة');

  await page.getByRole('button', { name: 'Clore' }).click();
  await expect(page.getByTestId('contact-thread-state')).toContainText('Clos');
  await page.getByRole('link', { name: 'Retour aux messages' }).click();
  await page.getByRole('link', { name: 'Clos', exact: true }).click();
  await search.getByRole('searchbox').fill(email);
  await search.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByTestId('contact-thread-row')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});
