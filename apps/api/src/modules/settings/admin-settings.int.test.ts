import {
  publicSettingsSchema,
  SETTINGS_KEYS,
  settingsSchema,
  type Settings,
} from '@portal/contract/settings';
import { settingsSectionId } from '@portal/contract/settings-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { catalogCallers, statusesByCaller, type Callers } from '../catalog/testing';
import { firstBranch } from '../listings/testing';
import { auditEntries } from '../trust/testing';
import { DEFAULT_SETTINGS } from './defaults';

const ARABIC_LETTER = /[\u0621-\u064A]/;

/** Settings management, on both databases. */
describe(`settings management (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let db: Db;
  let callers: Callers;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    callers = await catalogCallers(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (section: string, body: unknown, locale: 'ar' | 'fr' | 'en' = 'en') =>
    api(t.app, {
      method: 'PUT',
      url: `/api/v1/admin/settings/${section}`,
      token: callers.admin,
      body,
      locale,
    });
  const publicSettings = async (headers: Record<string, string> = {}) => {
    const res = await api(t.app, { url: '/api/v1/settings', headers });
    return {
      res,
      body: res.statusCode === 200 ? publicSettingsSchema.strict().parse(res.json()) : undefined,
    };
  };
  const announcements = (over: Partial<Settings['announcements']> = {}) => ({
    ...DEFAULT_SETTINGS.announcements,
    ...over,
  });

  it('is for admins only: moderators, users and visitors are refused every read and change', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/v1/admin/settings' },
      ...SETTINGS_KEYS.map((key) => ({
        method: 'PUT' as const,
        url: `/api/v1/admin/settings/${key}`,
        body: DEFAULT_SETTINGS[key],
      })),
    ];
    for (const call of calls) {
      expect(await statusesByCaller(t, callers, call), `${call.method} ${call.url}`).toEqual({
        visitor: 401,
        user: 403,
        moderator: 403,
      });
    }
    const res = await api(t.app, { url: '/api/v1/admin/settings', token: callers.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(settingsSchema.parse(res.json())).toEqual(DEFAULT_SETTINGS);
  });

  it('takes back every default section unchanged, without an audit entry', async () => {
    for (const key of SETTINGS_KEYS) {
      const res = await put(key, DEFAULT_SETTINGS[key]);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
      expect(await auditEntries(db, 'settings.update', settingsSectionId(key))).toHaveLength(0);
    }
  });

  it('changes publication durations and max photos: audited, and GET /settings answers it at once', async () => {
    const { res: before } = await publicSettings();
    const etag = String(before.headers.etag);
    const res = await put(
      'announcements',
      announcements({ durations_days: [10, 20, 45], default_duration_days: 20, max_photos: 6 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(settingsSchema.parse(res.json()).announcements).toMatchObject({
      max_photos: 6,
      durations_days: [10, 20, 45],
    });

    const { res: after, body } = await publicSettings({ 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(body!.announcements).toMatchObject({
      durations_days: [10, 20, 45],
      default_duration_days: 20,
      max_photos: 6,
    });

    const [entry, ...more] = await auditEntries(db, 'settings.update', settingsSectionId('announcements'));
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: callers.adminId,
      subjectType: 'settings',
      before: {
        section: 'announcements',
        durations_days: [7, 15, 30, 60, 90],
        default_duration_days: 30,
        max_photos: 10,
      },
      after: {
        section: 'announcements',
        durations_days: [10, 20, 45],
        default_duration_days: 20,
        max_photos: 6,
      },
    });
    expect(Object.keys(entry!.after!).sort()).toEqual([
      'default_duration_days',
      'durations_days',
      'max_photos',
      'section',
    ]);
  });

  it('refuses a default duration that is not offered, with a field error in the caller’s language', async () => {
    for (const locale of ['ar', 'fr', 'en'] as const) {
      const res = await put(
        'announcements',
        announcements({ durations_days: [7, 14], default_duration_days: 30 }),
        locale,
      );
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['default_duration_days']);
      if (locale === 'ar') expect(res.json().errors.default_duration_days[0]).toMatch(ARABIC_LETTER);
      if (locale === 'fr') expect(res.json().errors.default_duration_days[0]).toMatch(/durée par défaut/);
    }
  });

  it.each([
    ['repeated durations', { durations_days: [7, 7, 30] }, 'durations_days'],
    ['no duration', { durations_days: [], default_duration_days: 30 }, 'durations_days'],
    ['too many photos', { max_photos: 31 }, 'max_photos'],
    ['no photo', { max_photos: 0 }, 'max_photos'],
    ['a photo size over the limit', { max_photo_mb: 500 }, 'max_photo_mb'],
    ['a fractional fee', { listing_fee: { amount: 10.5, currency_code: 'DZD' } }, 'listing_fee.amount'],
    ['a negative fee', { listing_fee: { amount: -1, currency_code: 'DZD' } }, 'listing_fee.amount'],
    [
      'an unknown currency',
      { listing_fee: { amount: 100, currency_code: 'XXX' } },
      'listing_fee.currency_code',
    ],
    ['an unknown category', { paid_category_ids: [987_654] }, 'paid_category_ids.0'],
    ['an unknown field', { surprise: true }, 'surprise'],
  ])('refuses %s (422 on the field, nothing written)', async (_what, over, field) => {
    const res = await put('announcements', { ...announcements(), ...over });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toHaveProperty([field]);
    const { body } = await publicSettings();
    expect(body!.announcements.max_photos).toBe(6);
  });

  it('sets the paid categories (of both platforms) and the listing fee', async () => {
    const sale = await firstBranch(db, 'sales');
    const announcement = await firstBranch(db, 'announcements');
    const ids = [sale.category, announcement.category];
    const res = await put(
      'announcements',
      announcements({
        durations_days: [10, 20, 45],
        default_duration_days: 20,
        max_photos: 6,
        paid_category_ids: ids,
        listing_fee: { amount: 250_000, currency_code: 'EUR' },
        // Paid promotions follow the fee's currency (docs/decisions/016).
        promotions: DEFAULT_SETTINGS.announcements.promotions.map((o) => ({
          ...o,
          price: { ...o.price, currency_code: 'EUR' },
        })),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const { body } = await publicSettings();
    expect(body!.announcements).toMatchObject({
      paid_category_ids: ids,
      listing_fee: { amount: 250_000, currency_code: 'EUR' },
    });
  });

  it('changes the terms of paid advertising in three languages; an empty text is refused', async () => {
    const terms = { ar: 'شروط جديدة للإعلانات المدفوعة.', fr: 'Nouvelles conditions.', en: 'New terms.' };
    const empty = await put('terms_of_paid_advertising', { ...terms, fr: '   ' }, 'fr');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['fr']);
    const res = await put('terms_of_paid_advertising', terms);
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSettings()).body!.terms_of_paid_advertising).toEqual(terms);
    const entries = await auditEntries(db, 'settings.update', settingsSectionId('terms_of_paid_advertising'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({ section: 'terms_of_paid_advertising', ...terms });
    expect(entries[0]!.before).toMatchObject({ en: DEFAULT_SETTINGS.terms_of_paid_advertising.en });
  });

  it('checks the general section (email, links) and the appointments (hours, time zone)', async () => {
    const general = DEFAULT_SETTINGS.general;
    const bad = await put('general', {
      ...general,
      contact_email: 'nope',
      social_links: [{ network: 'x', url: 'javascript:alert(1)' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['contact_email', 'social_links.0.url']);
    const good = await put('general', {
      ...general,
      site_name: { ar: 'سوق', fr: 'Marché', en: 'Market' },
      social_links: [{ network: 'facebook', url: 'https://facebook.com/portal' }],
    });
    expect(good.statusCode, good.body).toBe(200);
    expect((await publicSettings()).body!.general.site_name.fr).toBe('Marché');

    const appointments = DEFAULT_SETTINGS.appointments;
    const hours = await put('appointments', {
      ...appointments,
      opening_hours: [
        { weekday: 0, open: '17:00', close: '09:00' },
        { weekday: 1, open: '25:00', close: '26:00' },
      ],
      time_zone: 'Mars/Olympus',
    });
    expect(hours.statusCode).toBe(422);
    expect(Object.keys(hours.json().errors).sort()).toEqual([
      'opening_hours.0.close',
      'opening_hours.1.close',
      'opening_hours.1.open',
      'time_zone',
    ]);
  });

  it('switches parts of the portal off and on (settings_state) and the media types', async () => {
    const state = { ...DEFAULT_SETTINGS.settings_state, registration_open: false };
    expect((await put('settings_state', state)).statusCode).toBe(200);
    expect((await publicSettings()).body!.settings_state.registration_open).toBe(false);
    expect((await put('multimedia_type', ['photo', 'photo'])).statusCode).toBe(422);
    expect((await put('multimedia_type', ['photo'])).statusCode).toBe(200);
    const [entry] = await auditEntries(db, 'settings.update', settingsSectionId('multimedia_type'));
    expect(entry).toMatchObject({
      before: { section: 'multimedia_type', value: ['photo', 'video', 'audio'] },
      after: { section: 'multimedia_type', value: ['photo'] },
    });
  });
});
