import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, registerUser, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { csrfFor, readyVisitor, uniqueIp } from '../support/listings';
import { waitForMail } from '../support/mail';

/**
 * Appointments end to end, in Arabic and French with axe: an admin publishes (through the
 * back office's API) a branch open every day and a service booked there; a verified member
 * books it on /book-appointment (the service preset by the link, then the branch and the first
 * free date and time), finds it "requested" in /profile/appointments; the admin confirms it in
 * the agenda, the member then sees "confirmed", and the confirmation mail carries an .ics.
 */

const TEXT = {
  ar: {
    submit: 'احجز الموعد',
    booked: 'تم تسجيل طلبك',
    requested: 'مطلوب',
    confirmed: 'مؤكَّد',
    confirm: 'تأكيد',
  },
  fr: {
    submit: 'Réserver le rendez-vous',
    booked: 'Votre demande est enregistrée',
    requested: 'Demandé',
    confirmed: 'Confirmé',
    confirm: 'Confirmer',
  },
} as const;

interface Caller {
  token: string;
  ip: string;
}

async function headersOf(request: APIRequestContext, caller: Caller) {
  return {
    authorization: `Bearer ${caller.token}`,
    'x-xsrf-token': await csrfFor(request, caller.ip),
    'x-forwarded-for': caller.ip,
  };
}

/** A published branch open every day from 08:00 to 20:00 and a bookable service offered there. */
async function bookableService(request: APIRequestContext, admin: Caller, tag: string) {
  const create = async (kind: string, data: unknown) => {
    const res = await request.post(`/api/v1/admin/content/${kind}`, {
      headers: await headersOf(request, admin),
      data,
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { item: { id: number } }).item.id;
  };
  const branchTitle = `Agence ${tag}`;
  const branchId = await create('branch', {
    status: 'published',
    translations: {
      ar: { title: `فرع ${tag}`, summary: '', body: '' },
      fr: { title: branchTitle, summary: '', body: '' },
    },
    details: {
      kind: 'branch',
      address: { ar: 'شارع ديدوش مراد، الجزائر', fr: 'Rue Didouche Mourad, Alger', en: '' },
      phones: ['+213 21 00 00 00'],
      email: null,
      hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, open: '08:00', close: '20:00' })),
      map_url: null,
      latitude: null,
      longitude: null,
      is_main: false,
    },
  });
  const serviceId = await create('service', {
    status: 'published',
    translations: {
      ar: { title: `تأشيرة ${tag}`, summary: 'مرافقة في ملف التأشيرة.', body: '<p>ملف التأشيرة.</p>' },
      fr: { title: `Visa ${tag}`, summary: 'Accompagnement du dossier de visa.', body: '<p>Le dossier.</p>' },
    },
    details: { kind: 'service', image_file_id: null, branch_ids: [branchId], booking: true },
  });
  return { branchId, serviceId };
}

/** A fresh member whose email is verified with the mailed code. */
async function verifiedMember(request: APIRequestContext, locale: 'ar' | 'fr') {
  const user = await registerUser(request, { locale });
  const mail = await waitForMail(user.email, 'verify_email');
  const caller = { token: user.token, ip: uniqueIp() };
  const res = await request.post('/api/v1/email/verify', {
    headers: await headersOf(request, caller),
    data: { code: mail.code },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { ...caller, email: user.email };
}

for (const locale of ['ar', 'fr'] as const) {
  test(`a member books, the agenda confirms, the member is told (${locale})`, async ({
    page,
    browser,
    baseURL,
    request,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    const tag = `${locale}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const adminIp = uniqueIp();
    const admin = { token: await tokenOf(baseURL!, DEMO_ADMIN, adminIp), ip: adminIp };
    const { branchId, serviceId } = await bookableService(request, admin, tag);
    const member = await verifiedMember(request, locale);
    const serviceTitle = locale === 'ar' ? `تأشيرة ${tag}` : `Visa ${tag}`;
    const branchTitle = locale === 'ar' ? `فرع ${tag}` : `Agence ${tag}`;

    // The member books: service preset by the link, the branch, the first free date and time.
    await readyVisitor(page, locale);
    await signInBrowser(page.context(), baseURL!, member.token);
    await page.goto(`/book-appointment?service=${serviceId}`);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('appointment-form');
    await expect(form.getByTestId('appointment-service')).toHaveValue(String(serviceId));
    await form.getByTestId('appointment-branches').getByText(branchTitle).click();
    await form.getByTestId('appointment-free-day').first().click();
    await expect(form.getByRole('combobox').last()).not.toBeDisabled();
    await form.getByTestId('appointment-note').fill('Premier rendez-vous');
    await checkA11y(page);
    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('appointment-booked')).toContainText(text.booked);
    await checkA11y(page);
    // The request is acknowledged by mail, with the event to put in a calendar.
    const requested = await waitForMail(member.email, 'appointment_requested');
    expect(requested.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);

    await page.goto('/profile/appointments');
    const mine = page.getByTestId('my-appointment').filter({ hasText: serviceTitle });
    await expect(mine.getByTestId('appointment-status')).toHaveText(text.requested);
    await checkA11y(page);
    const startsAt = await mine.locator('time').getAttribute('datetime');
    // The agenda's days are the portal zone's (the demo settings' Africa/Algiers), wherever this runs.
    const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Algiers' }).format(
      new Date(startsAt!),
    );

    // The admin confirms it in the agenda's day view.
    const adminContext = await browser.newContext({ baseURL });
    try {
      const adminPage = await adminContext.newPage();
      await readyVisitor(adminPage, locale);
      await signInBrowser(adminContext, baseURL!, admin.token);
      await adminPage.goto(`/admin/appointments?branch=${branchId}&view=day&date=${dayKey}`);
      const item = adminPage.getByTestId('agenda-item').filter({ hasText: serviceTitle });
      await expect(item.getByTestId('appointment-status')).toHaveText(text.requested);
      await checkA11y(adminPage);
      await item.getByRole('button', { name: text.confirm, exact: true }).click();
      await adminPage
        .getByRole('alertdialog')
        .getByRole('button', { name: text.confirm, exact: true })
        .click();
      await expect(item.getByTestId('appointment-status')).toHaveText(text.confirmed);
      await checkA11y(adminPage);
    } finally {
      await adminContext.close();
    }

    // The member sees it confirmed, and the confirmation mail carries the calendar file.
    await page.reload();
    await expect(mine.getByTestId('appointment-status')).toHaveText(text.confirmed);
    const mail = await waitForMail(member.email, 'appointment_confirmed');
    expect(mail.attachments).toContainEqual({ filename: 'appointment.ics', mimeType: 'text/calendar' });
    expect(consoleErrors).toEqual([]);
  });
}
