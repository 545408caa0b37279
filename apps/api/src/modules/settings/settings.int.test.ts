import {
  publicSettingsSchema,
  SETTINGS_KEYS,
  type PublicSettings,
  type SettingsKey,
} from '@portal/contract/settings';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { settings } from '../../db/schema/index';
import { DEFAULT_SETTINGS } from './defaults';

// The synonyms are the server's alone: never sent to the public.
const { search: _search, ...PUBLIC_DEFAULTS } = DEFAULT_SETTINGS;

describe('GET /api/v1/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const getSettings = async (): Promise<PublicSettings> => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    return publicSettingsSchema.strict().parse(res.json());
  };

  /** Stores a raw value for one settings row while `fn` runs, then puts the default back. */
  const withStoredValue = async (key: SettingsKey, value: unknown, fn: () => Promise<void>) => {
    const db = t.testDb.database.db;
    // JSON null is a stored value too (SQL NULL is refused by the column).
    await db
      .update(settings)
      .set({ value: value === null ? sql`'null'::jsonb` : value })
      .where(eq(settings.key, key));
    try {
      await fn();
    } finally {
      await db.update(settings).set({ value: DEFAULT_SETTINGS[key] }).where(eq(settings.key, key));
    }
  };

  it('answers every field of the contract with the seeded defaults', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const body = publicSettingsSchema.strict().parse(res.json());
    expect(Object.keys(body).sort()).toEqual(SETTINGS_KEYS.filter((key) => key !== 'search').sort());
    expect(body).toEqual(PUBLIC_DEFAULTS);
  });

  it.each([
    ['a value of the wrong type', 'announcements', 'not an object'],
    ['a value breaking a rule', 'announcements', { ...DEFAULT_SETTINGS.announcements, max_photos: 99 }],
    ['a missing part', 'settings_state', { registration_open: false }],
    ['an unknown enum value', 'multimedia_type', ['photo', 'hologram']],
    ['JSON null', 'general', null],
  ] as const)('falls back to the default of a field stored with %s', async (_what, key, value) => {
    await withStoredValue(key, value, async () => {
      const body = await getSettings();
      expect(body[key]).toEqual(DEFAULT_SETTINGS[key]);
      expect(body).toEqual(PUBLIC_DEFAULTS);
    });
  });

  it('falls back to the default when a row is missing', async () => {
    const db = t.testDb.database.db;
    await db.delete(settings).where(eq(settings.key, 'appointments'));
    try {
      expect((await getSettings()).appointments).toEqual(DEFAULT_SETTINGS.appointments);
    } finally {
      await db.insert(settings).values({ key: 'appointments', value: DEFAULT_SETTINGS.appointments });
    }
  });

  it('answers a valid value an admin stored, as stored, and only it', async () => {
    const general: PublicSettings['general'] = {
      ...DEFAULT_SETTINGS.general,
      site_name: { ar: 'سوق الجزائر', fr: "Marché d'Alger", en: 'Algiers Market' },
      social_links: [{ network: 'facebook', url: 'https://facebook.com/portal' }],
    };
    const state: PublicSettings['settings_state'] = {
      ...DEFAULT_SETTINGS.settings_state,
      registration_open: false,
    };
    await withStoredValue('general', general, async () => {
      await withStoredValue('settings_state', state, async () => {
        const body = await getSettings();
        expect(body.general).toEqual(general);
        expect(body.settings_state).toEqual(state);
        expect(body.announcements).toEqual(DEFAULT_SETTINGS.announcements);
      });
    });
  });

  it('answers 304 to a matching If-None-Match, and a new ETag once a value changes', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/settings',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const state = { ...DEFAULT_SETTINGS.settings_state, survey_open: false };
    await withStoredValue('settings_state', state, async () => {
      const changed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/settings',
        headers: { 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json<PublicSettings>().settings_state.survey_open).toBe(false);
    });
  });

  it('leaves out keys the contract does not know', async () => {
    await withStoredValue(
      'advertisements',
      { ...DEFAULT_SETTINGS.advertisements, internal_note: 'not for the public' },
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
        expect(res.body).not.toContain('internal_note');
        expect(publicSettingsSchema.strict().parse(res.json()).advertisements).toEqual(
          DEFAULT_SETTINGS.advertisements,
        );
      },
    );
    const db = t.testDb.database.db;
    await db.insert(settings).values({ key: 'secret_row', value: { token: 'do-not-leak' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/settings' });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('do-not-leak');
    } finally {
      await db.delete(settings).where(eq(settings.key, 'secret_row'));
    }
  });
});
