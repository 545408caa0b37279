import {
  AD_LIMITS,
  adDays,
  adEndDate,
  adFirstInstalment,
  adPaymentReference,
} from '@portal/contract/advertisements-values';
import type { Advertisement } from '@portal/contract/advertisements';
import { DEFAULT_AD_CAPACITY } from '@portal/contract/settings';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { postMultipart, type Part } from '../../../test/multipart';
import { api, createUser, login } from '../../../test/session';
import { withSettings } from '../../../test/settings';
import { advertisementDays, advertisements, auditLog, categories, regions } from '../../db/schema/index';
import { readAdvertisement } from './service';

type Locale = 'ar' | 'fr' | 'en';

/** The smallest document file-type reads as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** An MP4's first box, as file-type reads it. */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom', 'latin1'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2', 'latin1'),
  Buffer.alloc(64),
]);

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A calendar day `n` days from now: two and more are ahead in the portal's zone whatever the hour. */
const dayIn = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('advertisements, the advertiser’s side', () => {
  let t: TestApp;
  let good: Buffer;
  let square: Buffer;
  let small: Buffer;
  let regionId: number;
  let moderatorToken: string;
  const db = () => t.testDb.database.db;

  beforeAll(async () => {
    t = await buildTestApp();
    [good, square, small] = await Promise.all([image(1299, 1772), image(800, 800), image(650, 886)]);
    regionId = (await db().select({ id: regions.id }).from(regions).limit(1))[0]!.id;
    moderatorToken = await login(t.app, await createUser(db(), { role: 'moderator' }));
  });
  afterAll(async () => {
    await t.close();
  });

  async function member(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(db(), overrides);
    return { ...user, token: await login(t.app, user) };
  }

  const fields = (overrides: Record<string, string> = {}): Record<string, string> => ({
    full_name: 'Amina Benali',
    name: 'Librairie du Centre',
    region: String(regionId),
    description: 'Une librairie au cœur de la ville, ouverte tous les jours.',
    link: 'https://librairie.example/',
    type: 'image',
    duration_unit: 'week',
    duration_count: '1',
    start_date: dayIn(3),
    phone: '0555 12 34 56',
    email: 'contact@librairie.example',
    payment_method: 'cash',
    payment_type: 'full',
    place: 'top_of_page',
    commercial_registry_number: '16/00-1234567',
    business_activity: 'Librairie',
    location: 'website_and_app',
    ...overrides,
  });

  const files = (media: Buffer | null = good): Part[] => [
    ...(media ? [{ name: 'media', data: media, filename: 'ad.jpg', type: 'image/jpeg' }] : []),
    { name: 'id_card', data: PDF, filename: 'carte.pdf', type: 'application/pdf' },
    { name: 'license', data: PDF, filename: 'registre.pdf', type: 'application/pdf' },
  ];

  async function order(
    token: string | undefined,
    formFields: Record<string, string>,
    parts: Part[] = files(),
    locale: Locale = 'fr',
  ) {
    return postMultipart(t.app, {
      url: '/api/v1/advertisements',
      fields: formFields,
      files: parts,
      token,
      locale,
    });
  }

  async function newCategory() {
    const [row] = await db()
      .insert(categories)
      .values({
        platform: 'announcements',
        depth: 0,
        nameAr: 'فئة',
        nameFr: 'Catégorie',
        nameEn: 'Category',
        slug: `cat-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      })
      .returning({ id: categories.id });
    return row!.id;
  }

  it('takes an order: 201 with the localized message, pending review, priced as quoted, mailed, audited', async () => {
    const user = await member();
    const quote = await api(t.app, {
      url: `/api/v1/advertisements/quote?place=top_of_page&duration_unit=week&duration_count=1&start_date=${dayIn(3)}`,
    });
    expect(quote.statusCode).toBe(200);
    const res = await order(user.token, fields());
    expect(res.statusCode, res.body).toBe(201);
    const { advertisement, message } = res.json<{ advertisement: Advertisement; message: string }>();
    expect(message).toBe('Publicité créée : vous serez contacté plus tard par e-mail après examen.');
    expect(advertisement.status).toBe('pending_review');
    expect(advertisement.due).toEqual({
      amount: quote.json().amount,
      paid: 0,
      remaining: quote.json().amount,
      currency_code: 'DZD',
    });
    expect(advertisement.first_instalment).toBe(advertisement.due.amount);
    expect(advertisement.end_date).toBe(quote.json().end_date);
    expect(advertisement.end_date).toBe(adEndDate(dayIn(3), 'week', 1));
    expect(advertisement.payment_reference).toBe(adPaymentReference(advertisement.id));
    expect(advertisement.phone).toBe('555123456');
    expect(advertisement.documents.map((d) => d.kind).sort()).toEqual(['id_card', 'license']);
    expect(advertisement.media).toMatchObject({ type: 'image', width: 1299, height: 1772 });

    const media = await t.app.inject({ url: advertisement.media!.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/jpeg');

    const mails = await mailsTo(db(), user.email);
    const created = mails.find((m) => m.template === 'advertisement_created');
    expect(created?.locale).toBe('fr');
    expect(created?.text).toContain('vous serez contacté plus tard par e-mail après examen');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'advertisement.create'), eq(auditLog.subjectId, advertisement.id)));
    expect(audit).toHaveLength(1);

    const mine = await api(t.app, { url: '/api/v1/user/advertisements', token: user.token });
    expect(mine.json().data.map((a: Advertisement) => a.id)).toEqual([advertisement.id]);
    expect((await readAdvertisement(db(), advertisement.id))?.status).toBe('pending_review');
  });

  it('keeps a partial payment’s first instalment from the settings, as the quote says', async () => {
    const user = await member();
    const quote = await api(t.app, {
      url: '/api/v1/advertisements/quote?place=home_page&duration_unit=month&duration_count=2&payment_type=partial',
    });
    expect(quote.json()).toMatchObject({
      amount: 8_000_000,
      first_instalment: adFirstInstalment(8_000_000, 50),
    });
    const res = await order(
      user.token,
      fields({
        place: 'home_page',
        duration_unit: 'month',
        duration_count: '2',
        payment_type: 'partial',
        start_date: dayIn(40),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const ad = res.json<{ advertisement: Advertisement }>().advertisement;
    expect(ad.due.amount).toBe(8_000_000);
    expect(ad.first_instalment).toBe(4_000_000);
    const unsold = await api(t.app, {
      url: '/api/v1/advertisements/quote?place=main_branch&duration_unit=day&duration_count=1',
    });
    expect(unsold.statusCode).toBe(422);
    expect(Object.keys(unsold.json().errors)).toEqual(['duration_unit']);
  });

  it('refuses each bad field with a 422 naming that field', async () => {
    const user = await member();
    const cases: [string, Record<string, string>][] = [
      ['full_name', { full_name: 'ab' }],
      ['name', { name: 'a' }],
      ['region', { region: 'north' }],
      ['region', { region: '999999' }],
      ['description', { description: 'short' }],
      ['link', { link: 'javascript:alert(1)' }],
      ['type', { type: 'poster' }],
      ['duration_unit', { duration_unit: 'fortnight' }],
      ['duration_unit', { place: 'popup', duration_unit: 'three_days' }],
      ['duration_count', { duration_count: '0' }],
      ['duration_count', { place: 'home_page', duration_unit: 'yearly', duration_count: '2' }],
      ['start_date', { start_date: 'tomorrow' }],
      ['start_date', { start_date: dayIn(-1) }],
      ['start_date', { start_date: dayIn(AD_LIMITS.maxStartDays + 3) }],
      ['phone', { phone: 'call me' }],
      ['email', { email: 'not-an-email' }],
      ['main_branch_id', { main_branch_id: '999999' }],
      ['main_branch_id', { place: 'main_branch' }],
      ['payment_method', { payment_method: 'bitcoin' }],
      ['payment_type', { payment_type: 'later' }],
      ['place', { place: 'sky' }],
      ['category_id', { place: 'category', duration_unit: 'day' }],
      ['category_id', { place: 'category', duration_unit: 'day', category_id: '999999' }],
      ['commercial_registry_number', { commercial_registry_number: '12' }],
      ['business_activity', { business_activity: 'a' }],
      ['location', { location: 'moon' }],
    ];
    const before = (await db().select({ id: advertisements.id }).from(advertisements)).length;
    let token = user.token;
    for (const [i, [field, bad]] of cases.entries()) {
      // A fresh advertiser every few orders: ordering is rate limited per account.
      if (i > 0 && i % 8 === 0) token = (await member()).token;
      const res = await order(token, fields(bad), files(), 'en');
      expect(res.statusCode, `${field} ${JSON.stringify(bad)}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(bad)).toEqual([field]);
    }
    expect((await db().select({ id: advertisements.id }).from(advertisements)).length).toBe(before);
  });

  it('holds the media to its type and the 220 mm × 300 mm rule, and asks for both documents', async () => {
    const user = await member();
    const expectMedia = async (
      formFields: Record<string, string>,
      parts: Part[],
      field: string,
      message: string,
    ) => {
      const res = await order(user.token, formFields, parts, 'en');
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    };
    await expectMedia(
      fields(),
      files(square),
      'media',
      'The image must have the 220 mm × 300 mm proportion (portrait).',
    );
    await expectMedia(
      fields(),
      files(small),
      'media',
      'The image is too small for print: at least 1299 × 1772 pixels.',
    );
    await expectMedia(fields(), files(null), 'media', 'Add the advertisement’s image or video.');
    const mismatch =
      'This file does not match the chosen type: an image (JPEG, PNG, WebP) or a video (MP4, WebM).';
    await expectMedia(fields(), files(MP4), 'media', mismatch);
    await expectMedia(fields({ type: 'video' }), files(good), 'media', mismatch);
    await expectMedia(fields(), files(Buffer.from('<script>alert(1)</script>')), 'media', mismatch);
    await expectMedia(
      fields(),
      files().filter((p) => p.name !== 'id_card'),
      'id_card',
      'Add this document (an image or a PDF).',
    );
    await expectMedia(
      fields(),
      [
        ...files().filter((p) => p.name !== 'license'),
        { name: 'license', data: 'plain text', filename: 'l.pdf' },
      ],
      'license',
      'This file type is not accepted: JPEG, PNG or PDF.',
    );

    const video = await order(user.token, fields({ type: 'video', start_date: dayIn(5) }), files(MP4));
    expect(video.statusCode, video.body).toBe(201);
    expect(video.json().advertisement.media).toMatchObject({ type: 'video', width: null });
    const text = await order(user.token, fields({ type: 'text', start_date: dayIn(6) }), files(null));
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json().advertisement.media).toBeNull();
  });

  it('shows the documents to their owner and staff only, others get 404', async () => {
    const owner = await member();
    const other = await member();
    const res = await order(owner.token, fields({ start_date: dayIn(90) }));
    const ad = res.json<{ advertisement: Advertisement }>().advertisement;
    const path = `/api/v1${ad.documents[0]!.download_path}`;
    expect((await api(t.app, { url: path, token: owner.token })).statusCode).toBe(200);
    expect((await api(t.app, { url: path, token: other.token })).statusCode).toBe(404);
    const staff = await api(t.app, { url: path, token: moderatorToken });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-disposition']).toContain('attachment');
    expect(
      (await api(t.app, { url: `/api/v1/user/advertisements/${ad.id}`, token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (
        await api(t.app, {
          method: 'POST',
          url: `/api/v1/user/advertisements/${ad.id}/cancel`,
          token: other.token,
        })
      ).statusCode,
    ).toBe(404);
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'private_file.download'), eq(auditLog.subjectId, ad.id)));
    expect(audited).toHaveLength(1);
  });

  it('never overbooks: with one place left, one of two simultaneous orders wins, the other gets 409', async () => {
    const scope = await newCategory();
    await withSettings(
      db(),
      'advertisements',
      { capacity: { ...DEFAULT_AD_CAPACITY, category: 1 } },
      async () => {
        const [a, b] = [await member(), await member()];
        const formFields = fields({
          place: 'category',
          category_id: String(scope),
          duration_unit: 'day',
          start_date: dayIn(10),
        });
        const answers = await Promise.all([
          order(a.token, formFields),
          order(b.token, formFields, files(), 'en'),
        ]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
        const refused = answers.find((r) => r.statusCode === 409)!;
        expect(refused.json().errors).toHaveProperty('start_date');
        const days = await db()
          .select()
          .from(advertisementDays)
          .where(and(eq(advertisementDays.place, 'category'), eq(advertisementDays.scope, scope)));
        expect(days.map((d) => [d.day, d.taken])).toEqual([[dayIn(10), 1]]);

        const availability = await api(t.app, {
          url: `/api/v1/advertisements/availability?place=category&category_id=${scope}&from=${dayIn(10)}&days=2`,
        });
        expect(availability.json()).toEqual({
          capacity: 1,
          days: [
            { date: dayIn(10), free: 0 },
            { date: dayIn(11), free: 1 },
          ],
        });

        // Cancelling gives the place back, and the other advertiser can then book it.
        const winner = answers
          .find((r) => r.statusCode === 201)!
          .json<{ advertisement: Advertisement }>().advertisement;
        const winnerToken = answers[0]!.statusCode === 201 ? a.token : b.token;
        const cancelled = await api(t.app, {
          method: 'POST',
          url: `/api/v1/user/advertisements/${winner.id}/cancel`,
          token: winnerToken,
        });
        expect(cancelled.statusCode, cancelled.body).toBe(200);
        expect(cancelled.json().advertisement.status).toBe('cancelled');
        const again = await api(t.app, {
          method: 'POST',
          url: `/api/v1/user/advertisements/${winner.id}/cancel`,
          token: winnerToken,
        });
        expect(again.statusCode).toBe(409);
        const loserToken = winnerToken === a.token ? b.token : a.token;
        expect((await order(loserToken, formFields)).statusCode).toBe(201);
      },
    );
  });

  it('takes a place on every day of the period and gives them all back on cancelling', async () => {
    const scope = await newCategory();
    const user = await member();
    const res = await order(
      user.token,
      fields({
        place: 'category',
        category_id: String(scope),
        duration_unit: 'three_days',
        start_date: dayIn(20),
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const taken = () =>
      db()
        .select({ day: advertisementDays.day, taken: advertisementDays.taken })
        .from(advertisementDays)
        .where(and(eq(advertisementDays.place, 'category'), eq(advertisementDays.scope, scope)))
        .orderBy(advertisementDays.day);
    expect((await taken()).map((d) => d.day)).toEqual(adDays(dayIn(20), dayIn(23)));
    expect((await taken()).every((d) => d.taken === 1)).toBe(true);
    await api(t.app, {
      method: 'POST',
      url: `/api/v1/user/advertisements/${res.json().advertisement.id}/cancel`,
      token: user.token,
    });
    expect((await taken()).every((d) => d.taken === 0)).toBe(true);
    const mail = (await mailsTo(db(), user.email)).find((m) => m.template === 'advertisement_cancelled');
    expect(mail).toBeDefined();
  });

  it('takes payment proofs only once approved, from the owner', async () => {
    const user = await member();
    const ad = (await order(user.token, fields({ start_date: dayIn(30) }))).json<{
      advertisement: Advertisement;
    }>().advertisement;
    const upload = (token: string) =>
      postMultipart(t.app, {
        url: `/api/v1/user/advertisements/${ad.id}/payment-proofs`,
        files: [{ name: 'proof', data: PDF, filename: 'recu.pdf', type: 'application/pdf' }],
        token,
      });
    expect((await upload(user.token)).statusCode).toBe(409);
    await db().update(advertisements).set({ status: 'waiting_payment' }).where(eq(advertisements.id, ad.id));
    expect((await upload((await member()).token)).statusCode).toBe(404);
    const res = await upload(user.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().advertisement.documents.map((d: { kind: string }) => d.kind)).toContain(
      'payment_proof',
    );
  });

  it('refuses an unverified member, and everyone while ordering is closed', async () => {
    const unverified = await member({ emailVerifiedAt: null });
    expect((await order(unverified.token, fields())).statusCode).toBe(403);
    expect((await order(undefined, fields())).statusCode).toBe(401);
    const user = await member();
    await withSettings(db(), 'settings_state', { advertisements_open: false }, async () => {
      const res = await order(user.token, fields(), files(), 'ar');
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('طلبات الإشهار مغلقة حالياً. يرجى العودة لاحقاً.');
    });
  });

  it('offers every placement with its prices, capacity and terms in the asker’s language', async () => {
    const res = await api(t.app, { url: '/api/v1/advertisements/offer', locale: 'fr' });
    expect(res.statusCode).toBe(200);
    const offer = res.json();
    expect(offer.open).toBe(true);
    expect(offer.placements.find((p: { placement: string }) => p.placement === 'popup')).toMatchObject({
      capacity: 1,
      prices: [
        { unit: 'day', amount: 300_000 },
        { unit: 'week', amount: 1_500_000 },
        { unit: 'month', amount: 5_000_000 },
      ],
    });
    expect(typeof offer.terms).toBe('string');
  });
});
