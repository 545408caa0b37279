import { adEndDate, adInvoiceNumber } from '@portal/contract/advertisements-values';
import { formatMoney } from '@portal/contract/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import {
  advertisementDays,
  advertisements,
  auditLog,
  listingFees,
  listingPayments,
  mailOutbox,
  regions,
} from '../../db/schema/index';
import { firstBranch, insertListing } from '../listings/testing';
import { getSettings } from '../settings/service';
import { advanceAdvertisements } from './admin-advance';
import { addDays, adScope, portalToday, takePlaces } from './capacity';

const PRICE = 600_000;
const FIRST = 180_000;
const utcToday = () => new Date().toISOString().slice(0, 10);
/** Noon UTC of a calendar day: the same day in the portal's zone (Africa/Algiers, UTC+1). */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The back office and life cycle of paid advertisements, on both databases. */
describe('advertisements back office', () => {
  let t: TestApp;
  let db: Db;
  let advertiser: TestUser;
  let userToken: string;
  let moderatorToken: string;
  let otherModeratorToken: string;
  let adminToken: string;
  let today: string;
  let regionId: number;
  let nameCount = 0;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    advertiser = await createUser(db, { firstName: 'Karim', locale: 'fr' });
    userToken = (await signIn(db, advertiser.id)).token;
    moderatorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    otherModeratorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    adminToken = (await signIn(db, (await createUser(db, { role: 'admin' })).id)).token;
    today = portalToday(await getSettings(db));
    regionId = (await db.select().from(regions).orderBy(asc(regions.id)).limit(1))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  /** An order waiting for review (as the order use case leaves it: its places taken). */
  async function order(overrides: Partial<typeof advertisements.$inferInsert> = {}) {
    nameCount += 1;
    const startDate = overrides.startDate ?? addDays(today, 10);
    const values = {
      userId: advertiser.id,
      fullName: 'Karim Benali',
      name: `Boulangerie Atlas ${nameCount}`,
      regionId,
      description: 'Pain frais et viennoiseries tous les matins.',
      link: 'https://example.com/atlas',
      type: 'text',
      durationUnit: 'day',
      durationCount: 3,
      startDate,
      endDate: adEndDate(startDate, 'day', 3),
      phone: '0555123456',
      email: 'contact@atlas.example',
      paymentMethod: 'cheque',
      paymentType: 'partial',
      place: 'top_of_page',
      commercialRegistryNumber: '16/00-1234567B21',
      businessActivity: 'Boulangerie',
      location: 'website_and_app',
      amount: PRICE,
      currencyCode: 'DZD',
      firstInstalment: FIRST,
      locale: 'fr',
      ...overrides,
    } satisfies typeof advertisements.$inferInsert;
    const [row] = await db.insert(advertisements).values(values).returning();
    const days: string[] = [];
    for (let d = row!.startDate; d < row!.endDate; d = addDays(d, 1)) days.push(d);
    await db.transaction((tx) =>
      takePlaces(tx, { place: row!.place, scope: adScope(row!), days, capacity: 3 }),
    );
    return row!;
  }

  const post = (path: string, token: string, body?: unknown, locale?: 'fr' | 'ar' | 'en') =>
    api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/advertisements${path}`,
      token,
      ...(body === undefined ? {} : { body }),
      ...(locale ? { locale } : {}),
    });
  const approve = (id: number, token = moderatorToken) => post(`/${id}/approve`, token);
  const pay = (id: number, body: Record<string, unknown>, token = adminToken) =>
    post(`/${id}/payments`, token, {
      method: 'cheque',
      payment_type: 'partial',
      currency_code: 'DZD',
      reference: 'CHQ-77',
      paid_on: utcToday(),
      ...body,
    });
  const statusOf = async (id: number) =>
    (await db.select().from(advertisements).where(eq(advertisements.id, id)))[0]!.status;
  const actionsOf = async (id: number) =>
    (
      await db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'advertisement'), eq(auditLog.subjectId, id)))
        .orderBy(asc(auditLog.id))
    ).map((r) => r.action);
  const templatesFor = async (adName: string) =>
    (await mailsTo(db, advertiser.email)).filter((m) => m.text.includes(adName)).map((m) => m.template);
  const taken = async (place: string, day: string) =>
    (
      await db
        .select()
        .from(advertisementDays)
        .where(and(eq(advertisementDays.place, place), eq(advertisementDays.day, day)))
    )[0]?.taken ?? 0;

  it('runs the whole life cycle with a partial payment: approve, first instalment, rest, active, expired', async () => {
    const ad = await order();
    const approved = await approve(ad.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const view = approved.json().advertisement;
    expect(view).toMatchObject({
      id: ad.id,
      status: 'waiting_payment',
      invoice_number: adInvoiceNumber(ad.id, new Date()),
      payment_reference: `A-${ad.id}`,
      due: { amount: PRICE, paid: 0, remaining: PRICE, currency_code: 'DZD' },
      advertiser: { id: advertiser.id, email: advertiser.email },
      payments: [],
    });
    expect(view.decided_by).toBeTruthy();
    const [fee] = await db.select().from(listingFees).where(eq(listingFees.advertisementId, ad.id));
    expect(fee).toMatchObject({ amount: PRICE, currencyCode: 'DZD', settledAt: null, listingId: null });

    // The approval mail: in French, the method's instructions, the amount via Intl, the invoice attached.
    const [approvalMail] = await db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, advertiser.email),
          eq(mailOutbox.template, 'advertisement_waiting_payment'),
        ),
      )
      .orderBy(sql`${mailOutbox.id} desc`)
      .limit(1);
    expect(approvalMail!.locale).toBe('fr');
    expect(approvalMail!.text).toContain(`A-${ad.id}`);
    expect(approvalMail!.text).toContain(view.invoice_number);
    expect(approvalMail!.text).toMatch(/chèque/);
    expect(approvalMail!.text).toContain(formatMoney('fr', PRICE, 'DZD'));
    expect(approvalMail!.attachments).toHaveLength(1);
    expect(approvalMail!.attachments![0]).toMatchObject({
      filename: `${view.invoice_number}.html`,
      contentType: 'text/html; charset=utf-8',
    });
    expect(approvalMail!.attachments![0]!.content).toContain('16/00-1234567B21');

    // Approving twice: 409.
    expect((await approve(ad.id)).statusCode).toBe(409);

    // Below the first instalment: recorded, still waiting.
    const small = await pay(ad.id, { amount: 100_000 });
    expect(small.statusCode, small.body).toBe(200);
    expect(small.json().advertisement).toMatchObject({
      status: 'waiting_payment',
      due: { paid: 100_000, remaining: PRICE - 100_000 },
    });
    expect(small.json().advertisement.payments).toHaveLength(1);

    // Refusals: a moderator cannot record (403); above the rest (422, localized); full must settle the rest.
    expect((await pay(ad.id, { amount: 1000 }, moderatorToken)).statusCode).toBe(403);
    const above = await post(
      `/${ad.id}/payments`,
      adminToken,
      {
        method: 'cheque',
        payment_type: 'partial',
        amount: PRICE,
        currency_code: 'DZD',
        paid_on: utcToday(),
      },
      'fr',
    );
    expect(above.statusCode).toBe(422);
    expect(JSON.stringify(above.json())).toMatch(/amount/);
    expect((await pay(ad.id, { amount: 1000, payment_type: 'full' })).statusCode).toBe(422);
    expect((await pay(ad.id, { amount: 1000, currency_code: 'EUR' })).statusCode).toBe(422);

    // Reaching the first instalment schedules it (its first day is in ten days).
    const second = await pay(ad.id, { amount: FIRST - 100_000 });
    expect(second.json().advertisement.status).toBe('scheduled');
    expect(second.json().advertisement.due).toMatchObject({ paid: FIRST, remaining: PRICE - FIRST });

    // The rest later: the fee is settled, it stays scheduled.
    const rest = await pay(ad.id, { amount: PRICE - FIRST, payment_type: 'full', method: 'cash' });
    expect(rest.json().advertisement).toMatchObject({ status: 'scheduled', due: { remaining: 0 } });
    expect(rest.json().advertisement.payments).toHaveLength(3);
    expect(
      (await db.select().from(listingFees).where(eq(listingFees.id, fee!.id)))[0]!.settledAt,
    ).not.toBeNull();
    // Nothing is due any more: another payment is refused.
    expect((await pay(ad.id, { amount: 1000 })).statusCode).toBe(409);

    // The job with a controlled clock: not before its first day, active on it, expired at its end.
    const deps = { db, enqueueMail: t.app.mail.enqueue, notifyMail: t.app.mail.notify };
    await advanceAdvertisements(deps, { now: noonOf(addDays(ad.startDate, -1)) });
    expect(await statusOf(ad.id)).toBe('scheduled');
    await advanceAdvertisements(deps, { now: noonOf(ad.startDate) });
    expect(await statusOf(ad.id)).toBe('active');
    await advanceAdvertisements(deps, { now: noonOf(addDays(ad.endDate, -1)) });
    expect(await statusOf(ad.id)).toBe('active');
    await advanceAdvertisements(deps, { now: noonOf(ad.endDate) });
    expect(await statusOf(ad.id)).toBe('expired');

    expect(await actionsOf(ad.id)).toEqual([
      'advertisement.approve',
      'advertisement.payment_record',
      'advertisement.payment_record',
      'advertisement.schedule',
      'advertisement.payment_record',
      'advertisement.activate',
      'advertisement.expire',
    ]);
    expect(await templatesFor(ad.name)).toEqual([
      'advertisement_waiting_payment',
      'advertisement_payment_received',
      'advertisement_payment_received',
      'advertisement_scheduled',
      'advertisement_payment_received',
      'advertisement_active',
      'advertisement_expired',
    ]);
  });

  it('starts a fully paid order at once when its first day has come', async () => {
    const ad = await order({
      startDate: today,
      paymentType: 'full',
      amount: 200_000,
      firstInstalment: 60_000,
    });
    expect((await approve(ad.id)).statusCode).toBe(200);
    const paid = await pay(ad.id, { amount: 200_000, payment_type: 'full' });
    expect(paid.json().advertisement.status).toBe('active');
    expect(await actionsOf(ad.id)).toEqual([
      'advertisement.approve',
      'advertisement.payment_record',
      'advertisement.schedule',
      'advertisement.activate',
    ]);
  });

  it('never starts an order that is not approved and paid, even if marked scheduled', async () => {
    const deps = { db, enqueueMail: t.app.mail.enqueue, notifyMail: t.app.mail.notify };
    const unpaid = await order({ startDate: today, status: 'scheduled' });
    const pending = await order({ startDate: today });
    await advanceAdvertisements(deps, { now: noonOf(today) });
    expect(await statusOf(unpaid.id)).toBe('scheduled');
    expect(await statusOf(pending.id)).toBe('pending_review');
    // A full-payment order with only its first instalment's worth paid does not start either.
    const full = await order({ startDate: addDays(today, 30), paymentType: 'full' });
    expect((await approve(full.id)).statusCode).toBe(200);
    expect((await pay(full.id, { amount: FIRST })).json().advertisement.status).toBe('waiting_payment');
    await advanceAdvertisements(deps, { now: noonOf(full.startDate) });
    expect(await statusOf(full.id)).toBe('waiting_payment');
  });

  it('rejects with a reason (required), gives the places back and mails the reason', async () => {
    const ad = await order({ place: 'popup' });
    expect(await taken('popup', ad.startDate)).toBe(1);
    const missing = await post(`/${ad.id}/reject`, moderatorToken, {});
    expect(missing.statusCode).toBe(422);
    const short = await post(`/${ad.id}/reject`, moderatorToken, { reason: '' });
    expect(short.statusCode).toBe(422);
    const reason = 'Le visuel ne respecte pas le format 220 × 300 mm.';
    const res = await post(`/${ad.id}/reject`, moderatorToken, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().advertisement).toMatchObject({ status: 'rejected', reject_reason: reason });
    expect(await taken('popup', ad.startDate)).toBe(0);
    const mail = (await mailsTo(db, advertiser.email))
      .filter((m) => m.template === 'advertisement_rejected')
      .at(-1);
    expect(mail!.text).toContain(reason);
    expect(await actionsOf(ad.id)).toEqual(['advertisement.reject']);
    expect((await post(`/${ad.id}/reject`, moderatorToken, { reason })).statusCode).toBe(409);
    expect((await approve(ad.id)).statusCode).toBe(409);
    expect((await pay(ad.id, { amount: 1000 })).statusCode).toBe(409);
  });

  it('claims like listings: another moderator cannot claim nor decide a claimed order', async () => {
    const ad = await order();
    const claimed = await post(`/${ad.id}/claim`, moderatorToken);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().advertisement.claimed_by).not.toBeNull();
    expect((await post(`/${ad.id}/claim`, moderatorToken)).statusCode).toBe(200);
    const other = await post(`/${ad.id}/claim`, otherModeratorToken, undefined, 'fr');
    expect(other.statusCode).toBe(409);
    expect((await approve(ad.id, otherModeratorToken)).statusCode).toBe(409);
    expect((await approve(ad.id, moderatorToken)).statusCode).toBe(200);
    expect((await post('/999999999/claim', moderatorToken)).statusCode).toBe(404);
    expect((await approve(999_999_999)).statusCode).toBe(404);
  });

  it('lists orders waiting for review first, oldest first, with filters, and shows one', async () => {
    const older = await order({ place: 'home_page', name: 'Quincaillerie Zénith ancienne' });
    const newer = await order({ place: 'home_page', name: 'Quincaillerie Zénith récente' });
    const decided = await order({ place: 'home_page', name: 'Quincaillerie Zénith refusée' });
    expect(
      (await post(`/${decided.id}/reject`, moderatorToken, { reason: 'Hors charte graphique.' })).statusCode,
    ).toBe(200);
    const list = await api(t.app, {
      url: '/api/v1/admin/advertisements?place=home_page&q=zénith',
      token: moderatorToken,
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([older.id, newer.id, decided.id]);
    expect(list.json().total).toBe(3);
    const rejected = await api(t.app, {
      url: '/api/v1/admin/advertisements?status=rejected&q=z%C3%A9nith',
      token: moderatorToken,
    });
    expect(rejected.json().data.map((a: { id: number }) => a.id)).toEqual([decided.id]);
    const one = await api(t.app, { url: `/api/v1/admin/advertisements/${older.id}`, token: moderatorToken });
    expect(one.json().advertisement).toMatchObject({ id: older.id, status: 'pending_review', documents: [] });
    expect(
      (await api(t.app, { url: '/api/v1/admin/advertisements/999999999', token: moderatorToken })).statusCode,
    ).toBe(404);
    expect(
      (await api(t.app, { url: '/api/v1/admin/advertisements?status=nope', token: moderatorToken }))
        .statusCode,
    ).toBe(422);
  });

  it('shows a placement’s calendar: capacity, free places and the bookings holding them', async () => {
    const start = addDays(today, 40);
    const ad = await order({ place: 'listing_slot', startDate: start });
    const res = await api(t.app, {
      url: `/api/v1/admin/advertisements/calendar?place=listing_slot&from=${addDays(start, -1)}&days=5`,
      token: moderatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const capacity = (await getSettings(db)).advertisements.capacity.listing_slot;
    expect(body.capacity).toBe(capacity);
    expect(body.days).toHaveLength(5);
    expect(body.days[0]).toEqual({ date: addDays(start, -1), free: capacity, bookings: [] });
    expect(body.days[1]).toMatchObject({ date: start, free: capacity - 1 });
    expect(body.days[1].bookings).toEqual([{ id: ad.id, name: ad.name, status: 'pending_review' }]);
    expect(body.days[4].bookings).toEqual([]);
  });

  it('lists every payment of listings and advertisements in one ledger with totals per method', async () => {
    const branch = await firstBranch(db, 'sales');
    const listing = await insertListing(db, {
      userId: advertiser.id,
      title: 'Tracteur agricole',
      categoryId: branch.category,
      subCategoryId: branch.subCategory,
      status: 'waiting_payment',
    });
    const admin = await createUser(db, { role: 'admin' });
    const [listingFee] = await db
      .insert(listingFees)
      .values({ listingId: listing.id, amount: 150_000, currencyCode: 'DZD' })
      .returning();
    await db.insert(listingPayments).values({
      listingId: listing.id,
      feeId: listingFee!.id,
      method: 'cheque',
      paymentType: 'partial',
      amount: 50_000,
      currencyCode: 'DZD',
      paidOn: '2021-03-10',
      recordedBy: admin.id,
    });
    const ad = await order();
    expect((await approve(ad.id)).statusCode).toBe(200);
    expect((await pay(ad.id, { amount: 70_000, method: 'cash', paid_on: '2021-03-11' })).statusCode).toBe(
      200,
    );

    const ledger = (query: string, token = moderatorToken) =>
      api(t.app, { url: `/api/v1/admin/payments/ledger?from=2021-03-10&to=2021-03-11${query}`, token });
    const all = await ledger('');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      total: 2,
      data: [
        {
          amount: 70_000,
          method: 'cash',
          paid_on: '2021-03-11',
          subject: { kind: 'advertisement', id: ad.id, label: ad.name },
        },
        {
          amount: 50_000,
          method: 'cheque',
          paid_on: '2021-03-10',
          subject: { kind: 'listing', id: listing.id, label: 'Tracteur agricole' },
        },
      ],
      totals: [
        { method: 'cash', currency_code: 'DZD', amount: 70_000, count: 1 },
        { method: 'cheque', currency_code: 'DZD', amount: 50_000, count: 1 },
      ],
    });
    const ads = await ledger('&subject=advertisement');
    expect(ads.json().data.map((e: { subject: { id: number } }) => e.subject.id)).toEqual([ad.id]);
    const cheques = await ledger('&method=cheque');
    expect(cheques.json().totals).toEqual([
      { method: 'cheque', currency_code: 'DZD', amount: 50_000, count: 1 },
    ]);
    const paged = await ledger('&per_page=1&page=2');
    expect(paged.json()).toMatchObject({ total: 2, page: 2, data: [{ subject: { kind: 'listing' } }] });
    expect((await ledger('', userToken)).statusCode).toBe(403);
    expect((await ledger('', adminToken)).statusCode).toBe(200);
    expect(
      (await api(t.app, { url: '/api/v1/admin/payments/ledger?from=tomorrow', token: moderatorToken }))
        .statusCode,
    ).toBe(422);

    // Still append-only: the database refuses to change or delete an advertisement's payment.
    await expect(
      db.update(listingPayments).set({ amount: 1 }).where(eq(listingPayments.advertisementId, ad.id)),
    ).rejects.toThrow();
    await expect(
      db.delete(listingPayments).where(eq(listingPayments.advertisementId, ad.id)),
    ).rejects.toThrow();
  });
});
