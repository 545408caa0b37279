import os from 'node:os';
import { listingBodySchema } from '@portal/contract/listings';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signIn } from '../../../test/accounts';
import { latestMail } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { auditLog, listingFees, listingPayments, listings, settings } from '../../db/schema/index';
import { createLocalStorage } from '../../platform/storage';
import { createListing, firstBranch, listingBody, type Branch } from '../listings/testing';

const FEE = 150_000;
const today = () => new Date().toISOString().slice(0, 10);

/** Payments for listings waiting for payment, on both databases. */
describe('payments', () => {
  let t: TestApp;
  let db: Db;
  let paid: Branch;
  let free: Branch;
  let author: TestUser;
  let authorToken: string;
  let userToken: string;
  let moderatorToken: string;
  let adminToken: string;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    paid = await firstBranch(db, 'sales');
    free = await firstBranch(db, 'announcements');
    author = await createUser(db, { firstName: 'Nadia', locale: 'fr' });
    authorToken = (await signIn(db, author.id)).token;
    userToken = (await signIn(db, (await createUser(db)).id)).token;
    moderatorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    adminToken = (await signIn(db, (await createUser(db, { role: 'admin' })).id)).token;
    await setFee(FEE, [paid.subCategory]);
  });
  afterAll(async () => {
    await t.close();
  });

  async function setFee(amount: number, paidIds: number[]) {
    const [row] = await db.select().from(settings).where(eq(settings.key, 'announcements'));
    const value = row!.value as Record<string, unknown>;
    await db
      .update(settings)
      .set({ value: { ...value, paid_category_ids: paidIds, listing_fee: { amount, currency_code: 'DZD' } } })
      .where(eq(settings.key, 'announcements'));
  }

  /** A pending listing of the author (through the service: the API limits posts per account). */
  async function pending(branch: Branch, overrides: Record<string, unknown> = {}) {
    const platform = branch === paid ? 'sales' : 'announcements';
    const input = listingBodySchema.parse(listingBody(branch, { platform, ...overrides }));
    const row = await createListing({ db, storage: createLocalStorage(os.tmpdir()) }, author.id, input);
    expect(row.status).toBe('pending');
    return row;
  }

  async function approveViaApi(id: number) {
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${id}/approve`,
      token: moderatorToken,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ status: string }>().status;
  }

  /** A listing approved into waiting for payment. */
  async function waiting() {
    const row = await pending(paid);
    expect(await approveViaApi(row.id)).toBe('waiting_payment');
    return row;
  }

  const payment = (overrides: Record<string, unknown> = {}) => ({
    method: 'cheque',
    payment_type: 'partial',
    amount: 50_000,
    currency_code: 'DZD',
    reference: 'CHQ-0001',
    paid_on: today(),
    ...overrides,
  });

  async function pay(id: number, body: Record<string, unknown>, token = adminToken, locale?: 'fr' | 'ar') {
    return api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${id}/payments`,
      token,
      body,
      ...(locale ? { locale } : {}),
    });
  }

  const statusOf = async (id: number) =>
    (await db.select().from(listings).where(eq(listings.id, id)))[0]!.status;

  describe('approval', () => {
    it('publishes a listing of a category that is not paid at once, as before', async () => {
      const row = await pending(free);
      expect(await approveViaApi(row.id)).toBe('approved');
      expect(await db.select().from(listingFees).where(eq(listingFees.listingId, row.id))).toEqual([]);
    });

    it('makes a paid category wait for payment: fee kept, audit entry, mail in French with the amount, not public', async () => {
      const row = await waiting();
      const [fee] = await db.select().from(listingFees).where(eq(listingFees.listingId, row.id));
      expect(fee).toMatchObject({ amount: FEE, currencyCode: 'DZD', settledAt: null });
      const [entry] = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, row.id), eq(auditLog.action, 'listing.approve')));
      expect(entry!.after).toMatchObject({
        status: 'waiting_payment',
        fee: { amount: FEE, currency_code: 'DZD' },
      });
      const mail = await latestMail(db, author.email, 'listing_payment_due');
      expect(mail!.locale).toBe('fr');
      expect(mail!.subject).toContain('en attente de paiement');
      expect(mail!.text).toMatch(/1\s500\sDA/);
      expect(mail!.text).toContain(`L-${row.id}`);
      expect(mail!.text).toContain('chèque');
      expect((await api(t.app, { url: `/api/v1/listings/${row.slug}` })).statusCode).toBe(404);
    });

    it("keeps the fee of approval time when the settings' fee changes later", async () => {
      const row = await waiting();
      await setFee(999_900, [paid.subCategory]);
      try {
        const ledger = await api(t.app, {
          url: `/api/v1/admin/listings/${row.id}/payments`,
          token: moderatorToken,
        });
        expect(ledger.json().due).toEqual({ amount: FEE, paid: 0, remaining: FEE, currency_code: 'DZD' });
      } finally {
        await setFee(FEE, [paid.subCategory]);
      }
    });

    it('shows the owner what is due and paid in their list', async () => {
      const row = await waiting();
      expect((await pay(row.id, payment())).statusCode).toBe(201);
      const mine = await api(t.app, { url: '/api/v1/listings/mine?platform=sales', token: authorToken });
      const item = mine.json().data.find((l: { id: number }) => l.id === row.id);
      expect(item.status).toBe('waiting_payment');
      expect(item.payment_due).toEqual({
        amount: FEE,
        paid: 50_000,
        remaining: 100_000,
        currency_code: 'DZD',
      });
      const other = mine.json().data.find((l: { status: string }) => l.status !== 'waiting_payment');
      if (other) expect(other.payment_due).toBeNull();
    });
  });

  describe('the waiting list and the ledger', () => {
    it('lists waiting listings with amount due, paid so far and owner; filters by text, platform and partly paid', async () => {
      const title = `Tracteur agricole ${Date.now()}`;
      const row = await pending(paid, { title });
      await approveViaApi(row.id);
      const list = async (query: string) =>
        (await api(t.app, { url: `/api/v1/admin/payments${query}`, token: moderatorToken })).json();
      const found = await list(`?q=${encodeURIComponent(title)}`);
      expect(found.total).toBe(1);
      expect(found.data[0]).toMatchObject({
        id: row.id,
        platform: 'sales',
        title,
        owner: { id: author.id, name: 'Nadia User', email: author.email },
        due: { amount: FEE, paid: 0, remaining: FEE, currency_code: 'DZD' },
      });
      expect((await list(`?q=${encodeURIComponent(title)}&platform=announcements`)).total).toBe(0);
      expect((await list(`?q=${encodeURIComponent(title)}&partly_paid=true`)).total).toBe(0);
      expect((await list(`?q=${encodeURIComponent(title)}&older_than_days=2`)).total).toBe(0);
      expect((await list(`?q=${author.username}`)).total).toBeGreaterThan(0);
      await pay(row.id, payment());
      expect((await list(`?q=${encodeURIComponent(title)}&partly_paid=true`)).total).toBe(1);
    });

    it('answers 404 for a listing that does not exist, and 422 for a bad query', async () => {
      const missing = await api(t.app, {
        url: '/api/v1/admin/listings/999999/payments',
        token: moderatorToken,
      });
      expect(missing.statusCode).toBe(404);
      const bad = await api(t.app, { url: '/api/v1/admin/payments?per_page=500', token: moderatorToken });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('recording payments', () => {
    it('publishes on the payment that completes the fee: partial then full, audit entries, mail, public page', async () => {
      const row = await waiting();
      const first = await pay(row.id, payment({ method: 'cash', amount: 40_000, reference: '' }));
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        published: false,
        status: 'waiting_payment',
        due: { amount: FEE, paid: 40_000, remaining: 110_000 },
        payment: { method: 'cash', payment_type: 'partial', amount: 40_000, reference: null },
      });
      expect(await statusOf(row.id)).toBe('waiting_payment');
      const second = await pay(
        row.id,
        payment({ method: 'current_account', payment_type: 'full', amount: 110_000, reference: 'VIR-77' }),
      );
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ published: true, status: 'approved', due: { remaining: 0 } });
      const [listing] = await db.select().from(listings).where(eq(listings.id, row.id));
      expect(listing!.status).toBe('approved');
      expect(listing!.expiresAt.getTime()).toBeGreaterThan(Date.now());
      expect((await api(t.app, { url: `/api/v1/listings/${row.slug}` })).statusCode).toBe(200);
      const [fee] = await db.select().from(listingFees).where(eq(listingFees.listingId, row.id));
      expect(fee!.settledAt).not.toBeNull();

      const actions = (await db.select().from(auditLog).where(eq(auditLog.subjectId, row.id))).map(
        (e) => e.action,
      );
      expect(actions.filter((a) => a === 'listing.payment_record')).toHaveLength(2);
      expect(actions).toContain('listing.publish_paid');
      const mail = await latestMail(db, author.email, 'listing_paid');
      expect(mail!.text).toMatch(/1\s500\sDA/);
      expect(mail!.text).toContain(`/sales/show/${row.slug}`);

      const ledger = await api(t.app, {
        url: `/api/v1/admin/listings/${row.id}/payments`,
        token: moderatorToken,
      });
      expect(ledger.json().due).toBeNull();
      expect(ledger.json().listing.status).toBe('approved');
      expect(ledger.json().payments.map((p: { amount: number }) => p.amount)).toEqual([110_000, 40_000]);

      // Published: no more payment is taken.
      const third = await pay(row.id, payment({ amount: 1 }));
      expect(third.statusCode).toBe(409);
      expect(
        (await api(t.app, { url: '/api/v1/admin/payments', token: moderatorToken })).json().data,
      ).not.toContainEqual(expect.objectContaining({ id: row.id }));
    });

    it('refuses bad input with localized field errors (422)', async () => {
      const row = await waiting();
      const tomorrow = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ amount: 0 }, 'amount', /Valeur minimale|supérieur|minimale/i],
        [{ amount: -5 }, 'amount', /./],
        [{ amount: 10.5 }, 'amount', /entier/i],
        [{ method: 'card' }, 'method', /valeurs autorisées/i],
        [{ payment_type: 'half' }, 'payment_type', /./],
        [{ paid_on: tomorrow }, 'paid_on', /aujourd'hui ou une date antérieure/],
        [{ paid_on: '24/11/2026' }, 'paid_on', /./],
        [{ currency_code: 'EUR' }, 'currency_code', /devise du montant dû/],
        [{ amount: FEE + 1 }, 'amount', /dépasse ce qui reste dû/],
        [{ payment_type: 'full', amount: 1_000 }, 'payment_type', /paiement complet/i],
        [{ payment_type: 'partial', amount: FEE }, 'payment_type', /paiement partiel/i],
        [{ reference: 'x'.repeat(101) }, 'reference', /./],
        [{ extra: 1 }, 'extra', /./],
      ];
      for (const [overrides, field, message] of cases) {
        const res = await pay(row.id, payment(overrides), adminToken, 'fr');
        expect(res.statusCode, JSON.stringify(overrides)).toBe(422);
        expect(res.json().errors?.[field]?.[0], JSON.stringify(overrides)).toMatch(message);
      }
      const missing = await pay(row.id, {}, adminToken, 'ar');
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(
        ['amount', 'currency_code', 'method', 'paid_on', 'payment_type'].sort(),
      );
      expect(await db.select().from(listingPayments).where(eq(listingPayments.listingId, row.id))).toEqual(
        [],
      );
    });

    it('takes payments from admins only: 401 visitor, 403 user and moderator; staff read', async () => {
      const row = await waiting();
      const post = (token?: string) =>
        api(t.app, {
          method: 'POST',
          url: `/api/v1/admin/listings/${row.id}/payments`,
          body: payment(),
          ...(token ? { token } : {}),
        });
      expect((await post()).statusCode).toBe(401);
      expect((await post(userToken)).statusCode).toBe(403);
      expect((await post(authorToken)).statusCode).toBe(403);
      expect((await post(moderatorToken)).statusCode).toBe(403);
      for (const url of ['/api/v1/admin/payments', `/api/v1/admin/listings/${row.id}/payments`]) {
        expect((await api(t.app, { url })).statusCode).toBe(401);
        expect((await api(t.app, { url, token: userToken })).statusCode).toBe(403);
        expect((await api(t.app, { url, token: moderatorToken })).statusCode).toBe(200);
        expect((await api(t.app, { url, token: adminToken })).statusCode).toBe(200);
      }
    });

    it('refuses a payment for a listing not waiting for payment (409) or missing (404)', async () => {
      const row = await pending(paid);
      expect((await pay(row.id, payment())).statusCode).toBe(409);
      expect((await pay(999_999, payment())).statusCode).toBe(404);
    });

    it('lets two concurrent completing payments publish once and never overpay', async () => {
      const row = await waiting();
      const full = payment({ payment_type: 'full', amount: FEE });
      const answers = await Promise.all([pay(row.id, full), pay(row.id, full)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const [sum] = await db
        .select({ total: sql<string>`sum(${listingPayments.amount})` })
        .from(listingPayments)
        .where(eq(listingPayments.listingId, row.id));
      expect(Number(sum!.total)).toBe(FEE);
      const published = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectId, row.id), eq(auditLog.action, 'listing.publish_paid')));
      expect(published).toHaveLength(1);
    });
  });

  describe('the ledger is kept', () => {
    it('has no route to change or delete a payment, and the database refuses both', async () => {
      const row = await waiting();
      const recorded = (await pay(row.id, payment())).json().payment.id as number;
      for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
        const res = await api(t.app, {
          method,
          url: `/api/v1/admin/listings/${row.id}/payments`,
          token: adminToken,
          body: {},
        });
        expect([404, 405], method).toContain(res.statusCode);
      }
      await expect(
        db.update(listingPayments).set({ amount: 1 }).where(eq(listingPayments.id, recorded)),
      ).rejects.toThrow();
      await expect(db.delete(listingPayments).where(eq(listingPayments.id, recorded))).rejects.toThrow();
      const [kept] = await db.select().from(listingPayments).where(eq(listingPayments.id, recorded));
      expect(kept!.amount).toBe(50_000);
    });

    it("refuses the owner's delete of a listing with payments (409) and keeps it", async () => {
      const row = await waiting();
      await pay(row.id, payment());
      const res = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/listings/${row.id}`,
        token: authorToken,
      });
      expect(res.statusCode).toBe(409);
      expect(await statusOf(row.id)).toBe('waiting_payment');
    });

    it('sends an edit made while waiting back to review, and counts its payments at the next approval', async () => {
      const row = await waiting();
      await pay(row.id, payment({ amount: 100_000 }));
      const edit = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${row.id}`,
        token: authorToken,
        body: listingBody(paid, { platform: 'sales', title: 'Tracteur révisé' }),
      });
      expect(edit.statusCode).toBe(200);
      expect(await statusOf(row.id)).toBe('pending');
      expect(await approveViaApi(row.id)).toBe('waiting_payment');
      const ledger = await api(t.app, {
        url: `/api/v1/admin/listings/${row.id}/payments`,
        token: adminToken,
      });
      expect(ledger.json().due).toEqual({
        amount: FEE,
        paid: 100_000,
        remaining: 50_000,
        currency_code: 'DZD',
      });
      const mail = await latestMail(db, author.email, 'listing_payment_due');
      expect(mail!.text).toMatch(/500\sDA/);
      expect(await db.select().from(listingFees).where(eq(listingFees.listingId, row.id))).toHaveLength(1);
    });
  });
});
