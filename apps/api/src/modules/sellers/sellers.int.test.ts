import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, conversations, messages, users } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { planText } from '../../../test/plans';
import { multipart } from '../../../test/multipart';
import { api, createUser, csrfToken, login } from '../../../test/session';
import { firstBranch, insertListing } from '../listings/testing';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const business = (overrides: Record<string, unknown> = {}) => ({
  kind: 'store',
  name: 'Librairie El Bahia',
  description: 'Livres scolaires et papeterie.',
  address: '12 rue Larbi Ben M’hidi',
  region_id: 31,
  opening_hours: 'Samedi–jeudi 9 h–18 h',
  phone: '0555 12 34 56',
  registry_number: '31/00-1234567 B 21',
  text_locale: 'fr',
  ...overrides,
});

describe('sellers', () => {
  let t: TestApp;
  let categoryId: number;
  let moderatorToken: string;
  beforeAll(async () => {
    t = await buildTestApp();
    categoryId = (await firstBranch(db(), 'sales')).category;
    moderatorToken = await login(t.app, await createUser(db(), { role: 'moderator' }));
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  async function member(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(db(), overrides);
    return { ...user, token: await login(t.app, user) };
  }

  const sellerPage = (username: string, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, { url: `/api/v1/sellers/${username}`, locale });
  const listingsOf = (sellerId: number, extra = '') =>
    api(t.app, { url: `/api/v1/listings?seller=${sellerId}${extra}` });
  const saveBusiness = (
    token: string | undefined,
    body: Record<string, unknown>,
    locale: 'ar' | 'fr' | 'en' = 'en',
  ) => api(t.app, { method: 'PUT', url: '/api/v1/user/business', token, body, locale });
  const decide = (token: string, userId: number, body: Record<string, unknown>) =>
    api(t.app, { method: 'POST', url: `/api/v1/admin/businesses/${userId}/verification`, token, body });

  it('shows an active seller without private data, and only their public listings of both platforms', async () => {
    const seller = await member({ firstName: 'Amina', lastName: 'Benali' });
    const other = await createUser(db());
    const sale = await insertListing(db(), {
      userId: seller.id,
      title: 'Vélo de course',
      categoryId,
      regionId: 9,
    });
    const announcement = await insertListing(db(), {
      userId: seller.id,
      title: 'Cours de piano',
      categoryId: (await firstBranch(db(), 'announcements')).category,
      platform: 'announcements',
      regionId: 9,
    });
    await insertListing(db(), { userId: seller.id, title: 'En attente', categoryId, status: 'pending' });
    await insertListing(db(), { userId: seller.id, title: 'Refusée', categoryId, status: 'rejected' });
    await insertListing(db(), { userId: seller.id, title: 'Expirée', categoryId, expired: true });
    await insertListing(db(), { userId: other.id, title: 'Pas à elle', categoryId });

    const res = await sellerPage(seller.username.toUpperCase(), 'fr');
    expect(res.statusCode).toBe(200);
    const page = res.json().seller;
    expect(page).toMatchObject({
      id: seller.id,
      username: seller.username,
      name: 'Amina B.',
      business: null,
    });
    expect(page.region).toEqual({ id: 9, name: expect.any(String) });
    expect(Date.parse(page.member_since)).not.toBeNaN();
    expect(res.body).not.toContain(seller.email);
    expect(res.body).not.toContain('555000111');

    const list = await listingsOf(seller.id);
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((c: { id: number }) => c.id)
        .sort(),
    ).toEqual([sale.id, announcement.id].sort());
    const sales = await listingsOf(seller.id, '&platform=sales&q=velo');
    expect(sales.json().data.map((c: { id: number }) => c.id)).toEqual([sale.id]);
  });

  it('shows the wilaya most of the seller’s listings are in, again once their listings change', async () => {
    const seller = await member();
    await insertListing(db(), { userId: seller.id, title: 'Chaise', categoryId, regionId: 9 });
    const region = async () => (await sellerPage(seller.username)).json().seller.region?.id;
    expect(await region()).toBe(9);
    // Kept between pages while no public listing changes; two new ones in Oran move it.
    expect(await region()).toBe(9);
    for (const title of ['Table', 'Armoire']) {
      await insertListing(db(), { userId: seller.id, title, categoryId, regionId: 31 });
    }
    expect(await region()).toBe(31);
  });

  it('shows how the seller answers buyers once enough conversations exist', async () => {
    const seller = await createUser(db());
    const listing = await insertListing(db(), { userId: seller.id, title: 'Table basse', categoryId });
    const minutes = (n: number) => new Date(Date.now() - 24 * 60 * 60_000 + n * 60_000);
    /** A conversation a buyer opened; the seller answers after `answerAfter` minutes, or never. */
    const conversation = async (answerAfter: number | null) => {
      const buyer = await createUser(db());
      const [row] = await db()
        .insert(conversations)
        .values({ listingId: listing.id, buyerId: buyer.id, sellerId: seller.id })
        .returning();
      const id = row!.id;
      await db()
        .insert(messages)
        .values({
          conversationId: id,
          senderId: buyer.id,
          body: 'Toujours disponible ?',
          createdAt: minutes(0),
        });
      if (answerAfter === null) return;
      await db()
        .insert(messages)
        .values([
          { conversationId: id, senderId: seller.id, body: 'Oui.', createdAt: minutes(answerAfter) },
          { conversationId: id, senderId: seller.id, body: 'Passez.', createdAt: minutes(answerAfter + 60) },
        ]);
    };
    const page = async () => (await sellerPage(seller.username)).json().seller;
    await conversation(10);
    await conversation(null);
    // Two conversations say nothing yet.
    expect((await page()).response).toBeNull();
    await conversation(30);
    expect((await page()).response).toEqual({ rate: 2 / 3, median_minutes: 20 });
  });

  it('answers 404 for a suspended, a deleted or an unknown seller, and hides a suspended seller’s listings', async () => {
    const suspended = await createUser(db());
    await insertListing(db(), { userId: suspended.id, title: 'Caché', categoryId });
    await db().update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    const deleted = await createUser(db());
    await db().update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));

    expect((await sellerPage(suspended.username)).statusCode).toBe(404);
    expect((await sellerPage(deleted.username)).statusCode).toBe(404);
    const unknown = await sellerPage('nobody_here_42', 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/[\u0600-\u06FF]/);
    expect((await sellerPage('bad name!')).statusCode).toBe(422);
    expect((await listingsOf(suspended.id)).json().data).toEqual([]);
  });

  it('lets a member declare their own business only, with clear 4xx answers for bad input', async () => {
    expect((await saveBusiness(undefined, business())).statusCode).toBe(401);
    const owner = await member();
    const other = await member();

    const bad = await saveBusiness(owner.token, business({ registry_number: '<script>' }), 'fr');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.registry_number[0]).toMatch(/registre/);
    expect((await saveBusiness(owner.token, business({ region_id: 999 }))).statusCode).toBe(422);
    expect((await saveBusiness(owner.token, business({ kind: 'individual' }))).statusCode).toBe(422);

    const saved = await saveBusiness(owner.token, business());
    expect(saved.statusCode).toBe(200);
    expect(saved.json().business).toMatchObject({
      name: 'Librairie El Bahia',
      phone: '555123456',
      verification: 'pending',
      text_locale: 'fr',
    });
    await saveBusiness(
      other.token,
      business({ name: 'Autre commerce', registry_number: '16/00-7654321 B 20' }),
    );
    const mine = await api(t.app, { url: '/api/v1/user/business', token: owner.token });
    expect(mine.json().business.name).toBe('Librairie El Bahia');

    const page = (await sellerPage(owner.username)).json().seller;
    expect(page.business).toMatchObject({ name: 'Librairie El Bahia', has_phone: true, verified: false });
    expect(JSON.stringify(page)).not.toContain('1234567');
    const phone = await api(t.app, { method: 'POST', url: `/api/v1/sellers/${owner.username}/phone` });
    expect(phone.json()).toEqual({ phone: '+213555123456' });
  });

  it('re-encodes an uploaded logo and refuses what is not an image', async () => {
    const owner = await member();
    const upload = async (data: Buffer, type: string) => {
      const form = await multipart([{ name: 'logo', data, filename: 'logo.png', type }]);
      const csrf = await csrfToken(t.app);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/user/business/logo',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': form.contentType,
          'x-xsrf-token': csrf,
          'x-localization': 'en',
        },
        cookies: { 'XSRF-TOKEN': csrf },
        payload: form.body,
      });
    };
    expect((await upload(PNG, 'image/png')).statusCode).toBe(404);
    await saveBusiness(owner.token, business());
    const ok = await upload(PNG, 'image/png');
    expect(ok.statusCode).toBe(200);
    const url: string = ok.json().business.logo_url;
    const image = await t.app.inject({ url });
    expect(image.headers['content-type']).toBe('image/webp');
    const refused = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(refused.statusCode).toBe(422);
  });

  it('lets only staff verify; the badge follows the verification on cards, detail and page', async () => {
    const owner = await member();
    const listing = await insertListing(db(), { userId: owner.id, title: 'Cartables', categoryId });
    await saveBusiness(owner.token, business());

    const badgeOnCard = async () =>
      (await listingsOf(owner.id)).json().data.find((c: { id: number }) => c.id === listing.id)
        .verified_business;
    const detail = async () => (await api(t.app, { url: `/api/v1/listings/${listing.slug}` })).json().listing;
    expect(await badgeOnCard()).toBe(false);
    expect((await detail()).verified_business).toBe(false);

    const queue = await api(t.app, { url: '/api/v1/admin/businesses', token: moderatorToken });
    expect(queue.json().data.map((b: { user: { id: number } }) => b.user.id)).toContain(owner.id);
    expect((await api(t.app, { url: '/api/v1/admin/businesses', token: owner.token })).statusCode).toBe(403);
    expect((await decide(owner.token, owner.id, { decision: 'verify' })).statusCode).toBe(403);

    const verified = await decide(moderatorToken, owner.id, { decision: 'verify' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().business.verification).toBe('verified');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, 'user'),
          eq(auditLog.subjectId, owner.id),
          eq(auditLog.action, 'business.verify'),
        ),
      );
    expect(entry?.after).toMatchObject({ verification: 'verified' });

    expect(await badgeOnCard()).toBe(true);
    const shown = await detail();
    expect(shown.verified_business).toBe(true);
    expect(shown.owner.username).toBe(owner.username);
    expect((await sellerPage(owner.username)).json().seller.business.verified).toBe(true);
    // A listing posted after the verification carries the badge too.
    const later = await insertListing(db(), { userId: owner.id, title: 'Trousses', categoryId });
    const cards = (await listingsOf(owner.id)).json().data;
    expect(cards.find((c: { id: number }) => c.id === later.id).verified_business).toBe(true);

    // The same number written otherwise keeps the badge; another number drops it.
    await saveBusiness(owner.token, business({ registry_number: '31/00-1234567B21', name: 'El Bahia' }));
    expect(await badgeOnCard()).toBe(true);
    const changed = await saveBusiness(owner.token, business({ registry_number: '31/00-7777777 B 22' }));
    expect(changed.json().business.verification).toBe('pending');
    expect(await badgeOnCard()).toBe(false);
    expect((await detail()).verified_business).toBe(false);
    expect((await sellerPage(owner.username)).json().seller.business.verified).toBe(false);

    const refused = await decide(moderatorToken, owner.id, { decision: 'refuse', note: 'Numéro illisible' });
    expect(refused.json().business).toMatchObject({ verification: 'refused', note: 'Numéro illisible' });
    expect((await decide(moderatorToken, 2_000_000_000, { decision: 'verify' })).statusCode).toBe(404);
  });

  it('removes the business, its badge included, when the owner stops being one', async () => {
    const owner = await member();
    const listing = await insertListing(db(), { userId: owner.id, title: 'Agendas', categoryId });
    await saveBusiness(owner.token, business());
    await decide(moderatorToken, owner.id, { decision: 'verify' });
    const removed = await api(t.app, { method: 'DELETE', url: '/api/v1/user/business', token: owner.token });
    expect(removed.statusCode).toBe(204);
    const card = (await listingsOf(owner.id)).json().data.find((c: { id: number }) => c.id === listing.id);
    expect(card.verified_business).toBe(false);
    expect((await sellerPage(owner.username)).json().seller.business).toBeNull();
  });

  it('reads a large seller’s newest page in order from their own index, not all their listings (EXPLAIN)', async () => {
    const seller = await createUser(db());
    const first = await insertListing(db(), { userId: seller.id, title: 'Lot', categoryId });
    let plan = '';
    // Bulk rows inside a transaction that is rolled back: the other tests never see them.
    await db()
      .transaction(async (tx) => {
        await tx.execute(sql`
          insert into listings (platform, user_id, status, title, description, category_id, price_type,
            currency_code, region_id, advertiser_characteristic, duration_days, search_text, slug,
            expires_at, published_at)
          select platform, user_id, 'approved', title, description, category_id, price_type,
            currency_code, region_id, advertiser_characteristic, duration_days, search_text,
            'seller-bulk-' || i, expires_at, now() - i * interval '1 minute'
          from listings, generate_series(1, 3000) as i
          where listings.id = ${first.id}`);
        await tx.execute(sql`analyze listings`);
        plan = planText(
          await tx.execute(sql`explain select id from listings
            where status = 'approved' and expires_at > now() and not author_suspended
              and user_id = ${seller.id}
            order by published_at desc nulls last, id desc limit 20`),
        );
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!String(error).includes('Rollback')) throw error;
      });
    expect(plan).toContain('listings_public_user_idx');
    expect(plan).not.toMatch(/^\s*->\s+Sort\b/m);
  });
});
