import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  listingFees,
  listingPayments,
  listingPromotions,
  listingRevisions,
  userWarnings,
  verificationCodes,
} from '../../db/schema/index';
import { registerBody, setPasswordConfirmed, signIn, tokenRows, userRow } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser } from '../../../test/session';
import { firstBranch, insertCover, insertListing } from '../listings/testing';

/** Account deletion (anonymised in place) and "download my data". */
describe('delete account and export data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;
  const deleteAccount = (token: string, body: unknown = { confirm: true }) =>
    api(t.app, { method: 'DELETE', url: '/api/v1/user', token, body: body as object, locale: 'fr' });

  it('needs a recent password confirmation and an explicit confirm: true', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    expect((await deleteAccount(session.token)).statusCode).toBe(423);

    await setPasswordConfirmed(db(), session.id);
    for (const body of [{}, { confirm: false }, { confirm: 'yes' }, { confirm: true, keep_data: true }]) {
      expect((await deleteAccount(session.token, body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const row = await userRow(db(), user.id);
    expect(row.deletedAt).toBeNull();
    expect(row.email).toBe(user.email);
  });

  it('erases the personal fields, ends every session and tells the old address', async () => {
    const user = await createUser(db(), { locale: 'ar' });
    const session = await signIn(db(), user.id);
    const otherDevice = await signIn(db(), user.id, true);
    await setPasswordConfirmed(db(), session.id);

    // An avatar and a pending code, to see both go.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#27ae60' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const response = new Response(form);
    const uploaded = await api(t.app, {
      method: 'POST',
      url: '/api/v1/user/avatar',
      token: session.token,
      body: Buffer.from(await response.arrayBuffer()),
      headers: { 'content-type': response.headers.get('content-type')! },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const avatarFile = path.join(t.config.uploadsDir, (await userRow(db(), user.id)).avatarKey!);
    expect(
      (await api(t.app, { method: 'POST', url: '/api/v1/forgot-password', body: { email: user.email } }))
        .statusCode,
    ).toBe(200);

    const res = await deleteAccount(session.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Votre compte a été supprimé.' });

    const row = await userRow(db(), user.id);
    expect(row.deletedAt).not.toBeNull();
    expect(row).toMatchObject({
      firstName: '',
      lastName: '',
      phone: null,
      countryCode: null,
      birthdate: null,
      avatarKey: null,
    });
    expect(row.email).not.toBe(user.email);
    expect(row.email.toLowerCase()).not.toContain(user.email.split('@')[0]!.toLowerCase());
    expect(row.username.toLowerCase()).not.toContain(user.username.toLowerCase());
    expect(row.passwordHash).not.toMatch(/^\$argon2/);
    expect(existsSync(avatarFile)).toBe(false);

    expect(await tokenRows(db(), user.id)).toHaveLength(0);
    expect(
      await db().select().from(verificationCodes).where(eq(verificationCodes.userId, user.id)),
    ).toHaveLength(0);
    for (const token of [session.token, otherDevice.token]) {
      expect((await api(t.app, { url: '/api/v1/user/me', token })).statusCode).toBe(401);
    }

    const mail = await latestMail(db(), user.email);
    expect(mail).toMatchObject({
      template: 'account_deleted',
      locale: 'ar',
      code: undefined,
      linkToken: undefined,
    });

    // Signing in fails, by email and by username, with the generic answer.
    for (const login of [user.email, user.username]) {
      const attempt = await api(t.app, {
        method: 'POST',
        url: '/api/v1/login',
        body: { login, password: user.password },
      });
      expect(attempt.statusCode, login).toBe(422);
      expect(attempt.json().message).toBe('These credentials do not match our records.');
    }
  });

  it('frees the email and username for a new registration', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    await setPasswordConfirmed(db(), session.id);
    expect((await deleteAccount(session.token)).statusCode).toBe(200);
    const again = await createUser(db(), { email: user.email, username: user.username });
    expect(again.id).not.toBe(user.id);
  });

  it('exports the account as a JSON attachment without any secret', async () => {
    const user = await createUser(db());
    const session = await signIn(db(), user.id);
    await signIn(db(), user.id, true);
    const res = await api(t.app, { url: '/api/v1/user/export', token: session.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({
      id: user.id,
      email: user.email,
      username: user.username,
      first_name: 'Test',
      phone: '555000111',
    });
    expect(data.sessions).toHaveLength(2);
    expect(res.body).not.toMatch(/argon2|password|token_hash|tokenHash/i);
    expect(res.body).not.toContain(session.token);
    const row = await userRow(db(), user.id);
    expect(res.body).not.toContain(row.passwordHash);

    expect((await api(t.app, { url: '/api/v1/user/export' })).statusCode).toBe(401);
  });

  it('exports everything kept about the person, and nothing of anyone else', async () => {
    const person = await createUser(db(), { firstName: 'Yasmine', locale: 'fr' });
    const other = await createUser(db(), { firstName: 'Omar' });
    const admin = await createUser(db(), { role: 'admin' });
    const personToken = (await signIn(db(), person.id)).token;
    const otherToken = (await signIn(db(), other.id)).token;
    const branch = await firstBranch(db(), 'sales');
    const listing = (userId: number, title: string, status = 'approved') =>
      insertListing(db(), { userId, title, categoryId: branch.category, status });

    // The person's own listings: one approved with a photo and an edit waiting, one rejected,
    // one waiting for payment with a fee, a payment and a promotion.
    const own = await listing(person.id, 'هاتف Samsung A54 جديد');
    const photo = await insertCover(db(), own.id, person.id);
    await db()
      .insert(listingRevisions)
      .values({ listingId: own.id, body: { title: 'هاتف Samsung A54 جديد بالعلبة' } });
    const rejected = await listing(person.id, 'Vélo rejeté', 'rejected');
    const due = await listing(person.id, 'Voiture à payer', 'waiting_payment');
    const [fee] = await db()
      .insert(listingFees)
      .values({ listingId: due.id, amount: 150_000, currencyCode: 'DZD' })
      .returning();
    await db().insert(listingPayments).values({
      listingId: due.id,
      feeId: fee!.id,
      method: 'cheque',
      paymentType: 'partial',
      amount: 50_000,
      currencyCode: 'DZD',
      reference: 'CHQ-YASMINE',
      paidOn: '2026-01-15',
      recordedBy: admin.id,
    });
    await db()
      .insert(listingPromotions)
      .values({
        listingId: due.id,
        key: 'featured_week',
        names: { ar: 'مميز', fr: 'À la une', en: 'Featured' },
        days: 7,
        amount: 20_000,
        currencyCode: 'DZD',
        feeId: fee!.id,
      });
    await db().insert(auditLog).values({
      actorId: admin.id,
      action: 'listing.reject',
      subjectType: 'listing',
      subjectId: rejected.id,
      reason: 'Photos floues',
    });
    await db()
      .insert(userWarnings)
      .values({ userId: person.id, actorId: admin.id, reason: 'Avertissement Yasmine' });

    // What the person did on someone else's listing: a favorite, a like, a report.
    const theirs = await listing(other.id, 'Appartement F3 d’Omar');
    const otherPhoto = await insertCover(db(), theirs.id, other.id);
    for (const path of ['favorite', 'like']) {
      const res = await api(t.app, {
        method: 'PUT',
        url: `/api/v1/listings/${theirs.id}/${path}`,
        token: personToken,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const reported = await api(t.app, {
      method: 'POST',
      url: `/api/v1/listings/${theirs.id}/report`,
      token: personToken,
      body: { reason: 'fraud', details: 'Demande un virement avant la visite.' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    // The other user's own activity, which must stay out of the person's file.
    await api(t.app, { method: 'PUT', url: `/api/v1/listings/${own.id}/favorite`, token: otherToken });
    await db()
      .insert(userWarnings)
      .values({ userId: other.id, actorId: admin.id, reason: 'Avertissement Omar' });

    const res = await api(t.app, { url: '/api/v1/user/export', token: personToken });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(res.body);

    expect(data.account.id).toBe(person.id);
    expect(data.listings.map((l: { id: number }) => l.id).sort()).toEqual(
      [own.id, rejected.id, due.id].sort(),
    );
    const ownListing = data.listings.find((l: { id: number }) => l.id === own.id);
    expect(ownListing).toMatchObject({ title: 'هاتف Samsung A54 جديد', status: 'approved', favorites: 1 });
    expect(ownListing.photos).toHaveLength(1);
    expect(ownListing.photos[0].id).toBe(photo.id);
    expect(ownListing.photos[0].urls.large).toMatch(/^\/api\/v1\/listings\/photos\//);
    expect(ownListing.revision).toMatchObject({
      status: 'pending',
      body: { title: 'هاتف Samsung A54 جديد بالعلبة' },
    });
    expect(data.listings.find((l: { id: number }) => l.id === rejected.id).status).toBe('rejected');

    expect(data.fees).toEqual([expect.objectContaining({ listing_id: due.id, amount: 150_000 })]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        listing_id: due.id,
        amount: 50_000,
        reference: 'CHQ-YASMINE',
        method: 'cheque',
      }),
    ]);
    expect(data.promotions).toEqual([expect.objectContaining({ listing_id: due.id, key: 'featured_week' })]);
    expect(data.favorites).toEqual([
      expect.objectContaining({ listing: expect.objectContaining({ id: theirs.id }) }),
    ]);
    expect(data.likes).toEqual([
      expect.objectContaining({ listing: expect.objectContaining({ id: theirs.id }) }),
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        reason: 'fraud',
        details: 'Demande un virement avant la visite.',
        status: 'open',
      }),
    ]);
    expect(data.warnings).toEqual([expect.objectContaining({ reason: 'Avertissement Yasmine' })]);
    expect(data.audit_entries).toEqual([
      expect.objectContaining({
        action: 'listing.reject',
        subject_id: rejected.id,
        by: 'staff',
        reason: 'Photos floues',
      }),
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);

    // Nothing of the other user's: not their listing's photos, not their warning, not their
    // favorite, not the name or id of the staff member who recorded the payment.
    expect(res.body).not.toContain(otherPhoto.largeKey.slice(otherPhoto.largeKey.indexOf('/') + 1));
    expect(res.body).not.toContain('Avertissement Omar');
    expect(res.body).not.toContain(other.email);
    expect(res.body).not.toContain(admin.email);
    expect(res.body).not.toContain(admin.username);
    expect(res.body).not.toMatch(/token_hash|tokenHash|password/i);
  });

  it('exports when the person accepted the terms at registration', async () => {
    const before = Date.now();
    const registered = await api(t.app, { method: 'POST', url: '/api/v1/register', body: registerBody() });
    expect(registered.statusCode, registered.body).toBe(201);
    const res = await api(t.app, { url: '/api/v1/user/export', token: registered.json().token });
    const accepted = Date.parse(JSON.parse(res.body).consents.terms_accepted_at);
    expect(accepted).toBeGreaterThanOrEqual(before - 1000);
    expect(accepted).toBeLessThanOrEqual(Date.now());

    // An account that never went through registration (the demo seed) has no such record.
    const seeded = await createUser(db());
    const seededExport = await api(t.app, {
      url: '/api/v1/user/export',
      token: (await signIn(db(), seeded.id)).token,
    });
    expect(JSON.parse(seededExport.body).consents).toEqual({ terms_accepted_at: null });
  });
});
