import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Availability } from '@portal/contract/appointments';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { api, createUser, login } from '../../../test/session';
import { createTestItem, detailsOf, uniqueWord } from '../content/testing';

/** Booking, the last place, time zones, cancelling and the staff actions. */
describe(`appointments (${testDatabaseKind()})`, () => {
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

  /** A branch open every day 08:00–12:00 and a bookable service it offers. */
  async function bookable() {
    const base = detailsOf('branch');
    const hours = Array.from({ length: 7 }, (_, weekday) => ({ weekday, open: '08:00', close: '12:00' }));
    const branch = await createTestItem(db, null, 'branch', {
      details: { ...base, hours } as never,
    });
    const service = await createTestItem(db, null, 'service', {
      details: { kind: 'service', image_file_id: null, branch_ids: [branch.id], booking: true },
      translations: { fr: { title: `Service ${uniqueWord('svc')}`, summary: '', body: '' } },
    });
    return { branchId: branch.id, serviceId: service.id };
  }

  const member = async () => login(t.app, await createUser(db));
  const slots = async (ids: { branchId: number; serviceId: number }, zone = 'UTC') => {
    const res = await api(t.app, {
      url: `/api/v1/appointments/availability?service_id=${ids.serviceId}&branch_id=${ids.branchId}`,
      headers: { 'x-timezone': zone },
    });
    expect(res.statusCode).toBe(200);
    return res.json<Availability>();
  };
  /** A slot two days ahead (past the notice, inside the window). */
  const laterSlot = (a: Availability) => a.days[2]!.slots[0]!;
  const book = (token: string, ids: { branchId: number; serviceId: number }, startsAt: string, note = '') =>
    api(t.app, {
      method: 'POST',
      url: '/api/v1/appointments',
      token,
      locale: 'fr',
      body: { service_id: ids.serviceId, branch_id: ids.branchId, starts_at: startsAt, note },
    });

  it('shows the same slot at each caller’s local time', async () => {
    const ids = await bookable();
    const east = await slots(ids, 'Etc/GMT-1');
    const west = await slots(ids, 'Etc/GMT+3');
    const slot = east.days.flatMap((d) => d.slots).find((s) => s.time === '10:00');
    const same = west.days.flatMap((d) => d.slots).find((s) => s.starts_at === slot!.starts_at);
    // Algiers (UTC+1) opens at 08:00: 10:00 in UTC+1 is 06:00 in UTC−3.
    expect(same!.time).toBe('06:00');
    expect(east.portal_time_zone).toBe('Africa/Algiers');
  });

  it('gives the last place to exactly one of two parallel bookings', async () => {
    const ids = await bookable();
    const slot = laterSlot(await slots(ids));
    expect(slot.free).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < slot.free - 1; i += 1) {
      expect((await book(await member(), ids, slot.starts_at)).statusCode).toBe(201);
    }
    const [a, b] = await Promise.all([
      book(await member(), ids, slot.starts_at),
      book(await member(), ids, slot.starts_at),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const after = await slots(ids);
    expect(after.days.flatMap((d) => d.slots).some((s) => s.starts_at === slot.starts_at)).toBe(false);
  });

  it('answers the booking message, refuses bad input and a slot not offered', async () => {
    const ids = await bookable();
    const token = await member();
    const slot = laterSlot(await slots(ids));
    const res = await book(token, ids, slot.starts_at, 'Merci');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toContain('rendez-vous');
    expect(res.json().appointment).toMatchObject({ status: 'requested', note: 'Merci', can_cancel: true });
    expect((await book(token, ids, slot.starts_at)).statusCode).toBe(409);
    expect((await book(token, ids, 'tomorrow')).statusCode).toBe(422);
    const offHours = new Date(Date.parse(slot.starts_at) + 7 * 3_600_000).toISOString();
    expect((await book(token, ids, offHours)).statusCode).toBe(409);
    expect((await book(token, { ...ids, serviceId: 999_999 }, slot.starts_at)).statusCode).toBe(409);
  });

  it('lets only the owner cancel, and frees the place', async () => {
    const ids = await bookable();
    const token = await member();
    const slot = laterSlot(await slots(ids));
    const id = (await book(token, ids, slot.starts_at)).json().appointment.id as number;
    const cancel = (as: string) =>
      api(t.app, { method: 'POST', url: `/api/v1/appointments/${id}/cancel`, token: as });
    expect((await cancel(await member())).statusCode).toBe(404);
    expect((await cancel(token)).statusCode).toBe(200);
    expect((await cancel(token)).statusCode).toBe(409);
    const again = (await slots(ids)).days.flatMap((d) => d.slots).find((s) => s.starts_at === slot.starts_at);
    expect(again!.free).toBe(slot.free);
    const mine = await api(t.app, { url: '/api/v1/user/appointments', token });
    expect(mine.json().data[0]).toMatchObject({ id, status: 'cancelled', can_cancel: false });
  });

  it('lets staff confirm, reschedule, cancel with a reason, each audited', async () => {
    const ids = await bookable();
    const token = await member();
    const free = await slots(ids);
    const [first, second] = free.days[2]!.slots;
    const id = (await book(token, ids, first!.starts_at)).json().appointment.id as number;
    const staff = (path: string, body?: unknown, as = staffToken) =>
      api(t.app, { method: 'POST', url: `/api/v1/admin/appointments/${id}/${path}`, token: as, body });
    expect((await staff('confirm', undefined, token)).statusCode).toBe(403);
    expect((await staff('confirm')).json().appointment.status).toBe('confirmed');
    const moved = await staff('reschedule', { starts_at: second!.starts_at, reason: 'Agent absent' });
    expect(moved.json().appointment).toMatchObject({ status: 'rescheduled', starts_at: second!.starts_at });
    expect((await staff('cancel', {})).statusCode).toBe(422);
    expect((await staff('cancel', { reason: 'Fermeture' })).json().appointment.status).toBe('cancelled');
    expect((await staff('done')).statusCode).toBe(409);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'appointment'), eq(auditLog.subjectId, id)));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'appointment.cancel',
      'appointment.confirm',
      'appointment.reschedule',
    ]);
    const date = first!.starts_at.slice(0, 10);
    const agenda = await api(t.app, {
      url: `/api/v1/admin/appointments?from=${date}&to=${date}&branch_id=${ids.branchId}`,
      token: staffToken,
    });
    expect(agenda.statusCode).toBe(200);
  });
});
