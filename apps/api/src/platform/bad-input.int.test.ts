import { errorResponseSchema } from '@portal/contract/errors';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody, signIn, uniqueIp } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { api, createUser, type ApiCall } from '../../test/session';
import { firstBranch, insertListing, listingBody, multipart, postListing } from '../modules/listings/testing';

/**
 * Bad input is answered in the one error shape with a 4xx, never a 500, and a failed query
 * leaves no personal data in the logs.
 */

const NOT_ALLOWED = {
  en: 'This text contains characters that are not allowed.',
  fr: 'Ce texte contient des caractères non autorisés.',
  ar: 'يحتوي هذا النص على رموز غير مسموح بها.',
};

function expectErrorShape(res: LightMyRequestResponse) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return errorResponseSchema.strict().parse(res.json());
}

describe('bad input', () => {
  let t: TestApp;
  const logLines: string[] = [];
  let userToken: string;
  let moderatorToken: string;
  let adminToken: string;
  let userId: number;
  let otherToken: string;
  let categoryId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    const db = t.testDb.database.db;
    userId = (await createUser(db)).id;
    userToken = (await signIn(db, userId)).token;
    otherToken = (await signIn(db, (await createUser(db)).id)).token;
    moderatorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    adminToken = (await signIn(db, (await createUser(db, { role: 'admin' })).id)).token;
    categoryId = (await firstBranch(db, 'sales')).category;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('NUL and unpaired surrogates', () => {
    const calls = async (bad: string): Promise<[string, ApiCall][]> => {
      const db = t.testDb.database.db;
      const pending = await insertListing(db, { userId, title: 'En attente', categoryId, status: 'pending' });
      const settings = (await api(t.app, { url: '/api/v1/admin/settings', token: adminToken })).json<{
        general: Record<string, unknown> & { site_name: Record<string, string> };
      }>();
      const branch = await firstBranch(db, 'announcements');
      return [
        [
          'register',
          { method: 'POST', url: '/api/v1/register', body: registerBody({ first_name: `A${bad}b` }) },
        ],
        [
          'login',
          { method: 'POST', url: '/api/v1/login', body: { login: `a${bad}b@x.dz`, password: 'whatever-1' } },
        ],
        [
          'login password',
          { method: 'POST', url: '/api/v1/login', body: { login: 'a@x.dz', password: `pass${bad}word` } },
        ],
        [
          'profile',
          {
            method: 'PUT',
            url: '/api/v1/user/profile',
            token: userToken,
            body: {
              first_name: `Ami${bad}na`,
              last_name: 'Benali',
              phone: '0555123456',
              country_code: '+213',
              birthdate: '1990-01-01',
            },
          },
        ],
        [
          'listing create',
          {
            method: 'POST',
            url: '/api/v1/listings',
            token: userToken,
            body: listingBody(branch, { title: `Cours de maths ${bad} à domicile` }),
          },
        ],
        [
          'banned words',
          {
            method: 'POST',
            url: '/api/v1/admin/banned-words',
            token: adminToken,
            body: { locale: 'fr', word: `ab${bad}cd` },
          },
        ],
        [
          'reject',
          {
            method: 'POST',
            url: `/api/v1/admin/listings/${pending.id}/reject`,
            token: moderatorToken,
            body: { reason_text: `Photos ${bad} floues` },
          },
        ],
        [
          'settings',
          {
            method: 'PUT',
            url: '/api/v1/admin/settings/general',
            token: adminToken,
            body: { ...settings.general, site_name: { ...settings.general.site_name, fr: `Portail${bad}` } },
          },
        ],
        // A query string carries NUL as %00 (a lone surrogate cannot be %-encoded).
        ...(bad === '\u0000'
          ? [['search', { url: '/api/v1/listings?q=voiture%00' }] as [string, ApiCall]]
          : []),
      ];
    };

    it.each([
      ['NUL', '\u0000'],
      ['a lone high surrogate', '\uD83D'],
      ['a lone low surrogate', '\uDE00'],
    ])('in any text field answers 422 naming the field (%s)', async (_what, bad) => {
      for (const [name, call] of await calls(bad)) {
        const res = await api(t.app, { ...call, headers: { 'x-forwarded-for': uniqueIp() } });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
        const body = expectErrorShape(res);
        expect(body.code, name).toBe('validation_failed');
        expect(Object.values(body.errors ?? {}).flat(), name).toContain(NOT_ALLOWED.en);
      }
    });

    it.each(['en', 'fr', 'ar'] as const)(
      'is refused with a message in the reader’s language (%s)',
      async (locale) => {
        const res = await api(t.app, {
          method: 'POST',
          url: '/api/v1/register',
          locale,
          body: registerBody({ last_name: 'Ben\u0000ali' }),
        });
        expect(res.statusCode).toBe(422);
        expect(expectErrorShape(res).errors).toEqual({ last_name: [NOT_ALLOWED[locale]] });
      },
    );

    it('in a slug of the path answers 404 or 422, never 500', async () => {
      for (const url of ['/api/v1/listings/abc%00def', '/api/v1/listings/abc%00', '/api/v1/listings/%00']) {
        const res = await api(t.app, { url });
        expect([404, 422], `${url}: ${res.body}`).toContain(res.statusCode);
        expectErrorShape(res);
      }
    });
  });

  it('refuses an id past the integer range in a query with 422, before the database', async () => {
    for (const url of [
      '/api/v1/listings/featured?platform=sales&category_id=4787218247',
      '/api/v1/listings?category_id=4787218247',
    ]) {
      const res = await api(t.app, { url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
      expect(Object.keys(expectErrorShape(res).errors ?? {}), url).toEqual(['category_id']);
    }
  });

  describe('a failed query', () => {
    it('is logged without its values: no password hash, email or phone', async () => {
      // The database refuses this registration (a trigger stands in for any failure of the
      // insert, and repeats the email in its DETAIL as PostgreSQL's own errors do).
      const db = t.testDb.database.db;
      await db.execute(
        sql.raw(`
          create function refuse_exploding_user() returns trigger language plpgsql as $$
          begin
            if new.first_name = 'Explode' then
              raise exception 'refused by a test trigger' using detail = 'Key (email)=(' || new.email || ')';
            end if;
            return new;
          end $$`),
      );
      await db.execute(
        sql.raw(`create trigger refuse_exploding_user before insert on users
          for each row execute function refuse_exploding_user()`),
      );
      const body = registerBody({ first_name: 'Explode', phone: '0661 98 76 54' });
      const linesBefore = logLines.length;
      const res = await api(t.app, { method: 'POST', url: '/api/v1/register', body });
      expect(res.statusCode).toBe(500);
      const reference = expectErrorShape(res).reference;

      const written = logLines.slice(linesBefore).join('\n');
      // The failure is there, with its reference and the query's text…
      const failure = logLines
        .slice(linesBefore)
        .map((line) => JSON.parse(line) as { reqId?: string; err?: { message: string; stack: string } })
        .find((entry) => entry.err && entry.reqId === reference);
      expect(failure?.err?.message).toContain('insert into "users"');
      expect(failure?.err?.stack).toContain('refused by a test trigger');
      // …but none of the values.
      expect(written).not.toContain('$argon2id');
      expect(written).not.toContain(body.email);
      expect(written).not.toContain('661987654');
      expect(written).not.toContain('Benali');
      expect(written).not.toContain('params');
    });
  });

  describe('a broken multipart upload', () => {
    const cutOff = (field: string) =>
      `--abc\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;

    it.each([
      ['an avatar', '/api/v1/user/avatar', 'avatar'],
      ['a listing photo', '/api/v1/listings/photos', 'photo'],
    ])('answers 400 in the error shape for %s without a boundary or cut off', async (_what, url, field) => {
      for (const [contentType, payload] of [
        ['multipart/form-data', 'no boundary at all'],
        ['multipart/form-data; boundary=', cutOff(field)],
        ['multipart/form-data; boundary=abc', cutOff(field)],
        ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-da'],
      ] as const) {
        const res = await api(t.app, {
          method: 'POST',
          url,
          token: userToken,
          locale: 'fr',
          headers: { 'content-type': contentType },
          body: payload,
        });
        expect(res.statusCode, `${contentType} ${JSON.stringify(payload)}: ${res.body}`).toBe(400);
        expect(expectErrorShape(res)).toEqual({
          code: 'bad_request',
          message: "L'envoi a été interrompu ou est mal formé. Veuillez renvoyer le fichier.",
        });
      }
    });

    it('still takes a whole one', async () => {
      const { body, contentType } = await multipart([
        { name: 'avatar', data: 'not an image', filename: 'a.jpg', type: 'image/jpeg' },
      ]);
      const res = await api(t.app, {
        method: 'POST',
        url: '/api/v1/user/avatar',
        token: userToken,
        headers: { 'content-type': contentType },
        body,
      });
      // Read whole, then refused for what it is (not an image), not for how it came.
      expect(res.statusCode).toBe(422);
    });
  });

  describe('invisible characters in one-line fields', () => {
    it('are dropped from a title, and do not count toward its minimum', async () => {
      const branch = await firstBranch(t.testDb.database.db, 'announcements');
      const spoofed = await postListing(
        t.app,
        userToken,
        listingBody(branch, { title: '\u202Egnp.exe\u202C Cours\u200B de maths\u2066\u2069\u200F' }),
      );
      expect(spoofed.statusCode, spoofed.body).toBe(201);
      expect(spoofed.json<{ listing: { title: string } }>().listing.title).toBe('gnp.exe Cours de maths');

      const empty = await postListing(t.app, userToken, listingBody(branch, { title: '\u200B'.repeat(6) }));
      expect(empty.statusCode).toBe(422);
      expect(expectErrorShape(empty).errors).toEqual({ title: ['Minimum length: 5 characters.'] });
    });

    it('are dropped from a name', async () => {
      const res = await api(t.app, {
        method: 'PUT',
        url: '/api/v1/user/profile',
        token: otherToken,
        body: {
          first_name: '\u202Eanima',
          last_name: 'Ben\u200Bali\u200E',
          phone: '0555123456',
          country_code: '+213',
          birthdate: '1990-01-01',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ user: { first_name: string; last_name: string } }>().user).toMatchObject({
        first_name: 'anima',
        last_name: 'Benali',
      });
    });
  });
});
