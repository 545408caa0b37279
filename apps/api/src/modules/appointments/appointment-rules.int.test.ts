import type { Availability } from '@portal/contract/appointments';
import type { Settings } from '@portal/contract/settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { settings as settingsTable } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { testDatabaseKind } from '../../../test/test-database';
import { uniqueIp } from '../../../test/accounts';
import { api, createUser, login } from '../../../test/session';
import { createTestItem, detailsOf, uniqueWord } from '../content/testing';
import { getSettings } from '../settings/service';

type Ids = { branchId: number; serviceId: number };
type AppointmentSettings = Settings['appointments'];

/**
 * The booking rules one by one (each field's validation, the service and branch, hours,
 * closures, notice, window, capacity), the member's cancel delay and the staff agenda.
 */
describe(`appointment rules (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let defaults: AppointmentSettings;
  let moderatorToken: string;
  let adminToken: string;
  beforeAll(async () => {
    // Trusting X-Forwarded-For lets each booking come from its own address (rate limits).
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    db = t.testDb.database.db;
    defaults = (await getSettings(db)).appointments;
    moderatorToken = await login(t.app, await createUser(db, { role: 'moderator' }));
    adminToken = await login(t.app, await createUser(db, { role: 'admin' }));
  });
  afterEach(async () => {
    await setAppointments({});
  });
  afterAll(async () => {
    await t.close();
  });

  /** The appointments' settings as the defaults with these changes (the admin screen's row). */
  async function setAppointments(changes: Partial<AppointmentSettings>) {
    const value = { ...defaults, ...changes };
    await db
      .insert(settingsTable)
      .values({ key: 'appointments', value })
      .onConflictDoUpdate({ target: settingsTable.key, set: { value } });
  }

  const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
  /** A branch open 08:00–12:00 on these weekdays (0 = Monday) and a bookable service it offers. */
  async function bookable(weekdays = EVERY_DAY, serviceStatus: 'published' | 'draft' = 'published') {
    const hours = weekdays.map((weekday) => ({ weekday, open: '08:00', close: '12:00' }));
    const branch = await createTestItem(db, null, 'branch', {
      details: { ...detailsOf('branch'), hours } as never,
      translations: { fr: { title: `Agence ${uniqueWord('br')}`, summary: '', body: '' } },
    });
    const service = await createTestItem(db, null, 'service', {
      status: serviceStatus,
      details: { kind: 'service', image_file_id: null, branch_ids: [branch.id], booking: true },
      translations: { fr: { title: `Service ${uniqueWord('svc')}`, summary: '', body: '' } },
    });
    return { branchId: branch.id, serviceId: service.id, serviceTitle: service.translations.fr!.title };
  }

  const member = async () => {
    const user = await createUser(db);
    return { user, token: await login(t.app, user) };
  };
  const availability = async (ids: Ids) => {
    const res = await api(t.app, {
      url: `/api/v1/appointments/availability?service_id=${ids.serviceId}&branch_id=${ids.branchId}`,
      headers: { 'x-timezone': 'Africa/Algiers' },
    });
    expect(res.statusCode).toBe(200);
    return res.json<Availability>();
  };
  /** The first slot `days` dates ahead (past the default notice, inside the window). */
  const slotIn = async (ids: Ids, days = 2) => {
    const slot = (await availability(ids)).days[days]!.slots[0];
    expect(slot).toBeDefined();
    return slot!;
  };
  // Each booking from its own address: the booking rate limit counts per address.
  const book = (token: string, body: Record<string, unknown>) =>
    api(t.app, {
      method: 'POST',
      url: '/api/v1/appointments',
      token,
      locale: 'fr',
      body,
      headers: { 'x-forwarded-for': uniqueIp() },
    });
  const bodyOf = (ids: Ids, startsAt: string) => ({
    service_id: ids.serviceId,
    branch_id: ids.branchId,
    starts_at: startsAt,
  });
  /** The slot's date in the portal's zone (Algiers): its hours are mornings, the UTC date. */
  const portalDate = (startsAt: string) => startsAt.slice(0, 10);
  const weekdayOf = (startsAt: string) => (new Date(startsAt).getUTCDay() + 6) % 7;

  it('refuses each field on its own with a localized 422', async () => {
    const ids = await bookable();
    const { token } = await member();
    const slot = await slotIn(ids);
    const errorsOf = async (body: Record<string, unknown>) => {
      const res = await book(token, body);
      expect(res.statusCode).toBe(422);
      return res.json<{ message: string; errors: Record<string, string[]> }>();
    };
    const { service_id: _s, ...noService } = bodyOf(ids, slot.starts_at);
    expect(Object.keys((await errorsOf(noService)).errors)).toEqual(['service_id']);
    expect(
      Object.keys((await errorsOf({ ...bodyOf(ids, slot.starts_at), service_id: 'abc' })).errors),
    ).toEqual(['service_id']);
    const { branch_id: _b, ...noBranch } = bodyOf(ids, slot.starts_at);
    expect(Object.keys((await errorsOf(noBranch)).errors)).toEqual(['branch_id']);
    expect(Object.keys((await errorsOf({ ...bodyOf(ids, slot.starts_at), branch_id: -3 })).errors)).toEqual([
      'branch_id',
    ]);
    expect(
      Object.keys((await errorsOf({ ...bodyOf(ids, slot.starts_at), starts_at: '2026-13-40' })).errors),
    ).toEqual(['starts_at']);
    const tooLong = await errorsOf({ ...bodyOf(ids, slot.starts_at), note: 'x'.repeat(1001) });
    expect(Object.keys(tooLong.errors)).toEqual(['note']);
    // In French, as the caller asked (X-localization), never the English fallback.
    expect(tooLong.errors.note![0]).toMatch(/caract/i);
    const unknown = await errorsOf({ ...bodyOf(ids, slot.starts_at), paid: true });
    expect(unknown.message).toBeTruthy();
    expect(JSON.stringify(unknown.errors)).toContain('paid');
  });

  it('refuses a start that is not a slot start, a branch not offering the service, a draft', async () => {
    const ids = await bookable();
    const other = await bookable();
    const draft = await bookable(EVERY_DAY, 'draft');
    const { token } = await member();
    const slot = await slotIn(ids);
    const between = new Date(Date.parse(slot.starts_at) + 10 * 60_000).toISOString();
    const refused = async (body: Record<string, unknown>) => {
      const res = await book(token, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBeTruthy();
    };
    await refused(bodyOf(ids, between));
    await refused(bodyOf({ serviceId: ids.serviceId, branchId: other.branchId }, slot.starts_at));
    await refused(bodyOf(draft, slot.starts_at));
    const draftSlots = await api(t.app, {
      url: `/api/v1/appointments/availability?service_id=${draft.serviceId}&branch_id=${draft.branchId}`,
    });
    expect(draftSlots.statusCode).not.toBe(200);
    expect(draftSlots.statusCode).toBeLessThan(500);
    expect((await book(token, bodyOf(ids, slot.starts_at))).statusCode).toBe(201);
  });

  it('offers no slot on a closed weekday and refuses to book one', async () => {
    const open = await bookable();
    const slot = await slotIn(open, 3);
    const closedDay = weekdayOf(slot.starts_at);
    const ids = await bookable(EVERY_DAY.filter((d) => d !== closedDay));
    const day = (await availability(ids)).days.find((d) => d.date === portalDate(slot.starts_at));
    expect(day?.slots).toEqual([]);
    const { token } = await member();
    expect((await book(token, bodyOf(ids, slot.starts_at))).statusCode).toBe(409);
  });

  it('closes a date for every branch, or for one branch only', async () => {
    const ids = await bookable();
    const elsewhere = await bookable();
    const slot = await slotIn(ids, 3);
    const date = portalDate(slot.starts_at);
    const reason = { ar: 'عطلة', fr: 'Jour férié', en: 'Holiday' };
    const { token } = await member();

    await setAppointments({ closures: [{ from: date, to: date, branch_id: null, reason }] });
    const closed = await availability(ids);
    expect(closed.days.find((d) => d.date === date)?.slots).toEqual([]);
    expect(closed.closures.map((c) => c.from)).toContain(date);
    expect((await book(token, bodyOf(ids, slot.starts_at))).statusCode).toBe(409);
    expect((await book(token, bodyOf(elsewhere, slot.starts_at))).statusCode).toBe(409);

    await setAppointments({ closures: [{ from: date, to: date, branch_id: ids.branchId, reason }] });
    expect((await book(token, bodyOf(ids, slot.starts_at))).statusCode).toBe(409);
    expect((await book(token, bodyOf(elsewhere, slot.starts_at))).statusCode).toBe(201);
  });

  it('keeps the minimum notice and the booking window', async () => {
    const ids = await bookable();
    const { token } = await member();
    const soon = await slotIn(ids, 2);
    const late = await slotIn(ids, 6);
    // Five days of notice: the slot two days ahead is too soon, the one six days ahead is not.
    await setAppointments({ min_notice_hours: 5 * 24 });
    expect((await availability(ids)).days.flatMap((d) => d.slots).map((s) => s.starts_at)).not.toContain(
      soon.starts_at,
    );
    expect((await book(token, bodyOf(ids, soon.starts_at))).statusCode).toBe(409);
    // A window of three days: six days ahead is past it.
    await setAppointments({ booking_window_days: 3 });
    expect((await book(token, bodyOf(ids, late.starts_at))).statusCode).toBe(409);
    await setAppointments({});
    expect((await book(token, bodyOf(ids, late.starts_at))).statusCode).toBe(201);
  });

  it('refuses a full slot and leaves it out of the free ones', async () => {
    await setAppointments({ capacity_per_slot: 1 });
    const ids = await bookable();
    const slot = await slotIn(ids);
    expect(slot.free).toBe(1);
    expect((await book((await member()).token, bodyOf(ids, slot.starts_at))).statusCode).toBe(201);
    const second = await book((await member()).token, bodyOf(ids, slot.starts_at));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBeTruthy();
    const starts = (await availability(ids)).days.flatMap((d) => d.slots).map((s) => s.starts_at);
    expect(starts).not.toContain(slot.starts_at);
  });

  it('lets a member cancel until cancel_until_hours before, and not another member’s', async () => {
    const ids = await bookable();
    const { token } = await member();
    const slot = await slotIn(ids, 2);
    const id = (await book(token, bodyOf(ids, slot.starts_at))).json().appointment.id as number;
    const cancel = (as: string) =>
      api(t.app, { method: 'POST', url: `/api/v1/appointments/${id}/cancel`, token: as, locale: 'fr' });
    expect((await cancel((await member()).token)).statusCode).toBe(404);
    // Two days ahead is inside a week's delay: too late to cancel, and the list says so.
    await setAppointments({ cancel_until_hours: 7 * 24 });
    const late = await cancel(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBeTruthy();
    const mine = await api(t.app, { url: '/api/v1/user/appointments', token });
    expect(mine.json().data[0]).toMatchObject({ id, status: 'requested', can_cancel: false });
    // A delay of a day: still before it.
    await setAppointments({ cancel_until_hours: 24 });
    expect((await cancel(token)).json().appointment).toMatchObject({ id, status: 'cancelled' });
  });

  it('lists the agenda by branch, dates and status, in time order, with the members', async () => {
    const ids = await bookable();
    const elsewhere = await bookable();
    const free = await availability(ids);
    const [first, second] = free.days[3]!.slots;
    const nextDay = free.days[4]!.slots[0]!;
    const date = portalDate(first!.starts_at);
    const a = await member();
    const b = await member();
    const bookedId = async (token: string, where: Ids, startsAt: string) =>
      (await book(token, bodyOf(where, startsAt))).json().appointment.id as number;
    const late = await bookedId(a.token, ids, second!.starts_at);
    const early = await bookedId(b.token, ids, first!.starts_at);
    const tomorrow = await bookedId(a.token, ids, nextDay.starts_at);
    const otherBranch = await bookedId(b.token, elsewhere, second!.starts_at);
    await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/appointments/${late}/confirm`,
      token: moderatorToken,
    });
    const agenda = async (query: string, token = moderatorToken) =>
      api(t.app, { url: `/api/v1/admin/appointments?${query}`, token, locale: 'fr' });

    const day = await agenda(`from=${date}&to=${date}&branch_id=${ids.branchId}`);
    expect(day.statusCode).toBe(200);
    expect(day.json().time_zone).toBe('Africa/Algiers');
    const items = day.json().data as {
      id: number;
      status: string;
      user: { name: string; email: string };
      service: { title: string };
      branch: { id: number; address: string };
    }[];
    expect(items.map((i) => i.id)).toEqual([early, late]);
    expect(items[0]!.user).toMatchObject({ email: b.user.email, name: expect.stringContaining('Test') });
    expect(items[0]!.service.title).toBe(ids.serviceTitle);
    expect(items[0]!.branch).toMatchObject({ id: ids.branchId, address: 'Rue de l’Indépendance, Alger' });

    const twoDays = await agenda(
      `from=${date}&to=${portalDate(nextDay.starts_at)}&branch_id=${ids.branchId}`,
    );
    expect(twoDays.json().data.map((i: { id: number }) => i.id)).toEqual([early, late, tomorrow]);
    const confirmed = await agenda(`from=${date}&to=${date}&branch_id=${ids.branchId}&status=confirmed`);
    expect(confirmed.json().data.map((i: { id: number }) => i.id)).toEqual([late]);
    const everyBranch = (await agenda(`from=${date}&to=${date}`))
      .json()
      .data.map((i: { id: number }) => i.id);
    expect(everyBranch).toEqual(expect.arrayContaining([early, late, otherBranch]));
    expect(everyBranch).not.toContain(tomorrow);

    expect((await agenda(`from=${date}&to=${date}`, adminToken)).statusCode).toBe(200);
    expect((await agenda(`from=${date}&to=${date}`, a.token)).statusCode).toBe(403);
    expect((await agenda(`from=${date}&to=2000-01-01`)).statusCode).toBe(422);
  });

  it('refuses to reschedule into a full slot; moderators and admins act, members do not', async () => {
    await setAppointments({ capacity_per_slot: 1 });
    const ids = await bookable();
    const [first, second] = (await availability(ids)).days[2]!.slots;
    const a = await member();
    const id = (await book(a.token, bodyOf(ids, first!.starts_at))).json().appointment.id as number;
    expect((await book((await member()).token, bodyOf(ids, second!.starts_at))).statusCode).toBe(201);
    const staff = (path: string, token: string, body?: unknown) =>
      api(t.app, { method: 'POST', url: `/api/v1/admin/appointments/${id}/${path}`, token, body });
    const into = { starts_at: second!.starts_at, reason: 'Agent absent' };
    expect((await staff('reschedule', a.token, into)).statusCode).toBe(403);
    expect((await staff('reschedule', moderatorToken, into)).statusCode).toBe(409);
    expect((await staff('confirm', a.token)).statusCode).toBe(403);
    expect((await staff('confirm', adminToken)).json().appointment.status).toBe('confirmed');
    const mine = await api(t.app, { url: '/api/v1/user/appointments', token: a.token });
    expect(mine.json().data[0]).toMatchObject({ id, status: 'confirmed', starts_at: first!.starts_at });
  });
});
