import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '@portal/contract/appointments';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../db/client';
import { appointments, mailOutbox } from '../../db/schema/index';
import { enqueueMail } from '../../platform/mail/enqueue-mail';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { api, createUser, login } from '../../../test/session';
import { createTestItem, detailsOf, uniqueWord } from '../content/testing';
import { sendReminders } from './send-reminders';

/** The member's mails about each change of an appointment, their calendar file, the reminder. */
describe(`appointment mails (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let staffToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    staffToken = await login(t.app, await createUser(db, { role: 'moderator' }));
  });
  afterAll(async () => {
    await t.close();
  });

  /** A branch open every day 08:00–12:00 and a bookable service it offers, titled per language. */
  async function bookable() {
    const base = detailsOf('branch');
    const hours = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: '08:00', close: '12:00' }));
    const branch = await createTestItem(db, null, 'branch', { details: { ...base, hours } as never });
    const word = uniqueWord('svc');
    const service = await createTestItem(db, null, 'service', {
      details: { kind: 'service', image_file_id: null, branch_ids: [branch.id], booking: true },
      translations: {
        ar: { title: `خدمة ${word}`, summary: '', body: '' },
        fr: { title: `Service ${word}`, summary: '', body: '' },
      },
    });
    return { branchId: branch.id, serviceId: service.id, word };
  }

  const slots = async (ids: { branchId: number; serviceId: number }) => {
    const res = await api(t.app, {
      url: `/api/v1/appointments/availability?service_id=${ids.serviceId}&branch_id=${ids.branchId}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Availability>();
  };

  async function booked(locale: Locale) {
    const ids = await bookable();
    const user = await createUser(db);
    const token = await login(t.app, user);
    const [first, second] = (await slots(ids)).days[2]!.slots;
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/v1/appointments',
      token,
      locale,
      body: {
        service_id: ids.serviceId,
        branch_id: ids.branchId,
        starts_at: first!.starts_at,
        note: 'Dossier, copie; 2',
      },
    });
    expect(res.statusCode).toBe(201);
    return { ...ids, user, token, id: res.json().appointment.id as number, first: first!, second: second! };
  }

  const staff = (id: number, action: string, body?: unknown) =>
    api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/appointments/${id}/${action}`,
      token: staffToken,
      body,
    });

  const mailsTo = (email: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(asc(mailOutbox.id));

  /** The calendar file of a mail, unfolded, as property → value. */
  function calendarOf(mail: typeof mailOutbox.$inferSelect) {
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file!.filename).toBe('appointment.ics');
    const lines = file!.content.replace(/\r\n /g, '').split('\r\n');
    const value = (name: string) => lines.find((l) => l.startsWith(`${name}:`))?.slice(name.length + 1);
    return { file: file!, value, lines };
  }

  const host = () => new URL(t.config.publicUrl).hostname;

  it('mails the booking in the member’s language, with a tentative event', async () => {
    const a = await booked('ar');
    const [mail, ...rest] = await mailsTo(a.user.email);
    expect(rest).toHaveLength(0);
    expect(mail).toMatchObject({ template: 'appointment_requested', locale: 'ar' });
    expect(mail!.text).toContain(`خدمة ${a.word}`);
    expect(mail!.text).toContain('/profile/appointments');
    const ics = calendarOf(mail!);
    expect(ics.file.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(ics.value('METHOD')).toBe('REQUEST');
    expect(ics.value('UID')).toBe(`appointment-${a.id}@${host()}`);
    expect(ics.value('SEQUENCE')).toBe('0');
    expect(ics.value('STATUS')).toBe('TENTATIVE');
    expect(ics.value('DTSTART')).toBe(a.first.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(ics.value('SUMMARY')).toBe(`خدمة ${a.word}`);
    expect(ics.value('DESCRIPTION')).toContain('Dossier\\, copie\\; 2');
    expect(ics.lines.some((l) => l.startsWith('ORGANIZER') && l.includes('mailto:'))).toBe(true);
  });

  it('mails a confirmation, a move with a higher sequence, and a staff cancellation; nothing for done', async () => {
    const a = await booked('fr');
    expect((await staff(a.id, 'confirm')).statusCode).toBe(200);
    expect(
      (await staff(a.id, 'reschedule', { starts_at: a.second.starts_at, reason: 'Agent absent' })).statusCode,
    ).toBe(200);
    expect((await staff(a.id, 'cancel', { reason: 'Fermeture exceptionnelle' })).statusCode).toBe(200);
    const mails = await mailsTo(a.user.email);
    expect(mails.map((m) => m.template)).toEqual([
      'appointment_requested',
      'appointment_confirmed',
      'appointment_rescheduled',
      'appointment_cancelled',
    ]);
    expect(mails.every((m) => m.locale === 'fr')).toBe(true);
    const [, confirmed, moved, cancelled] = mails.map(calendarOf);
    expect(confirmed!.value('STATUS')).toBe('CONFIRMED');
    expect(confirmed!.value('SEQUENCE')).toBe('0');
    expect(moved!.value('SEQUENCE')).toBe('1');
    expect(moved!.value('DTSTART')).toBe(a.second.starts_at.replace(/[-:]/g, '').replace(/\.\d{3}/, ''));
    expect(mails[2]!.text).toContain('Agent absent');
    expect(cancelled!.value('METHOD')).toBe('CANCEL');
    expect(cancelled!.file.contentType).toContain('method=CANCEL');
    expect(cancelled!.value('STATUS')).toBe('CANCELLED');
    expect(Number(cancelled!.value('SEQUENCE'))).toBeGreaterThan(1);
    expect(cancelled!.value('UID')).toBe(moved!.value('UID'));
    expect(mails[3]!.text).toContain('Fermeture exceptionnelle');

    const b = await booked('en');
    expect((await staff(b.id, 'done')).statusCode).toBe(200);
    expect((await mailsTo(b.user.email)).map((m) => m.template)).toEqual(['appointment_requested']);
  });

  it('mails the member’s own cancellation', async () => {
    const a = await booked('en');
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/appointments/${a.id}/cancel`,
      token: a.token,
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailsTo(a.user.email);
    expect(mails.map((m) => m.template)).toEqual(['appointment_requested', 'appointment_cancelled']);
    expect(mails[1]!.locale).toBe('en');
    expect(mails[1]!.subject).toBe('Your appointment is cancelled');
    expect(calendarOf(mails[1]!).value('METHOD')).toBe('CANCEL');
  });

  it('reminds once within 24 hours, even from two runs at once, never a cancelled or later one', async () => {
    const deps = {
      db,
      publicUrl: t.config.publicUrl,
      enqueueMail: (tx: Parameters<typeof enqueueMail>[0], mail: Parameters<typeof enqueueMail>[1]) =>
        enqueueMail(tx, mail, { publicUrl: t.config.publicUrl }),
      notifyMail: () => {},
    };
    const soon = await booked('fr');
    const cancelled = await booked('fr');
    const later = await booked('fr');
    const moveTo = async (id: number, hours: number) => {
      const startsAt = new Date(Date.now() + hours * 3_600_000);
      await db
        .update(appointments)
        .set({ startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) })
        .where(eq(appointments.id, id));
    };
    await moveTo(soon.id, 3);
    await moveTo(cancelled.id, 3);
    await moveTo(later.id, 25);
    await db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.id));

    await Promise.all([sendReminders(deps), sendReminders(deps)]);
    await sendReminders(deps);

    const reminders = async (email: string) =>
      (await mailsTo(email)).filter((m) => m.template === 'appointment_reminder');
    const sent = await reminders(soon.user.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.locale).toBe('fr');
    expect(calendarOf(sent[0]!).value('METHOD')).toBe('REQUEST');
    expect(calendarOf(sent[0]!).value('UID')).toBe(`appointment-${soon.id}@${host()}`);
    expect(await reminders(cancelled.user.email)).toHaveLength(0);
    expect(await reminders(later.user.email)).toHaveLength(0);
  });
});
