import { rejectionReasonsResponseSchema } from '@portal/contract/moderation';
import {
  adminRejectionReasonResponseSchema,
  adminRejectionReasonsResponseSchema,
} from '@portal/contract/settings-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api } from '../../../test/session';
import { testDatabaseKind } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { catalogCallers, statusesByCaller, type Callers } from '../catalog/testing';
import { auditEntries } from '../trust/testing';
import { REJECTION_REASONS, seedRejectionReasons } from './seed-rejection-reasons';

const ARABIC_LETTER = /[\u0621-\u064A]/;
const texts = (tag: string) => ({
  ar: `سبب تجريبي ${tag}`,
  fr: `Motif d’essai ${tag}`,
  en: `Trial reason ${tag}`,
});

/** The rejection presets' management, on both databases. */
describe(`rejection presets management (${testDatabaseKind()})`, () => {
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

  const call = (
    method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    locale: 'ar' | 'fr' | 'en' = 'en',
  ) =>
    api(t.app, {
      method,
      url: `/api/v1/admin/rejection-reasons${url}`,
      token: callers.admin,
      locale,
      ...(body === undefined ? {} : { body }),
    });
  const managed = async () => {
    const res = await api(t.app, { url: '/api/v1/admin/rejection-reasons/all', token: callers.admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return adminRejectionReasonsResponseSchema.parse(res.json()).data;
  };
  /** What the reject dialog reads, as a moderator. */
  const dialog = async (locale: 'ar' | 'fr' | 'en' = 'en') => {
    const res = await api(t.app, {
      url: '/api/v1/admin/rejection-reasons',
      token: callers.moderator,
      locale,
    });
    expect(res.statusCode).toBe(200);
    return rejectionReasonsResponseSchema.parse(res.json()).data;
  };
  const add = async (tag: string) => {
    const res = await call('POST', '', { texts: texts(tag) });
    expect(res.statusCode, res.body).toBe(201);
    return adminRejectionReasonResponseSchema.parse(res.json()).reason;
  };

  it('refuses moderators, users and visitors every management call', async () => {
    const calls = [
      { url: '/api/v1/admin/rejection-reasons/all' },
      { method: 'POST' as const, url: '/api/v1/admin/rejection-reasons', body: { texts: texts('x') } },
      { method: 'PUT' as const, url: '/api/v1/admin/rejection-reasons/order', body: { ids: [1] } },
      { method: 'PATCH' as const, url: '/api/v1/admin/rejection-reasons/1', body: { is_active: false } },
      { method: 'DELETE' as const, url: '/api/v1/admin/rejection-reasons/1' },
    ];
    for (const c of calls) {
      expect(await statusesByCaller(t, callers, c), `${c.method ?? 'GET'} ${c.url}`).toEqual({
        visitor: 401,
        user: 403,
        moderator: 403,
      });
    }
    expect((await managed()).map((r) => r.key)).toEqual(REJECTION_REASONS.map((r) => r.key));
  });

  it('adds a preset after the others (audited); the reject dialog offers it at once, in each language', async () => {
    const reason = await add('a');
    expect(reason).toMatchObject({ texts: texts('a'), is_active: true });
    expect(reason.sort).toBeGreaterThan((REJECTION_REASONS.length - 1) * 10);
    const ar = await dialog('ar');
    expect(ar.at(-1)).toMatchObject({ id: reason.id, text: texts('a').ar });
    expect((await dialog('fr')).at(-1)!.text).toBe(texts('a').fr);
    const [entry] = await auditEntries(db, 'rejection_reason.create', reason.id);
    expect(entry).toMatchObject({ actorId: callers.adminId, after: { texts: texts('a'), is_active: true } });
  });

  it('refuses an empty or missing text with field errors in the caller’s language', async () => {
    const res = await call('POST', '', { texts: { ar: ' ', fr: 'x'.repeat(501), en: 'ok' } }, 'ar');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['texts.ar', 'texts.fr']);
    expect(res.json().errors['texts.ar'][0]).toMatch(ARABIC_LETTER);
    expect((await call('POST', '', { texts: { ar: 'نص', fr: 'texte' } })).statusCode).toBe(422);
    expect((await call('PATCH', '/1', { texts: { ar: 'نص', fr: 'texte', en: '' } })).statusCode).toBe(422);
  });

  it('edits the texts and switches a preset off and on: the reject dialog follows', async () => {
    const reason = await add('b');
    const edited = await call('PATCH', `/${reason.id}`, { texts: texts('b2') });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await dialog('en')).find((r) => r.id === reason.id)!.text).toBe(texts('b2').en);
    const [update] = await auditEntries(db, 'rejection_reason.update', reason.id);
    expect(update).toMatchObject({ before: { texts: texts('b') }, after: { texts: texts('b2') } });

    expect((await call('PATCH', `/${reason.id}`, { is_active: false })).statusCode).toBe(200);
    expect((await dialog()).some((r) => r.id === reason.id)).toBe(false);
    expect((await managed()).find((r) => r.id === reason.id)!.is_active).toBe(false);
    expect(await auditEntries(db, 'rejection_reason.deactivate', reason.id)).toHaveLength(1);

    expect((await call('PATCH', `/${reason.id}`, { is_active: true })).statusCode).toBe(200);
    expect((await dialog()).some((r) => r.id === reason.id)).toBe(true);
    expect(await auditEntries(db, 'rejection_reason.activate', reason.id)).toHaveLength(1);
    expect((await call('PATCH', '/999999', { is_active: true })).statusCode).toBe(404);
  });

  it('puts the presets in a new order (audited per move); a stale list is refused (409)', async () => {
    const ids = (await managed()).map((r) => r.id);
    const wanted = [ids.at(-1)!, ...ids.slice(0, -1)];
    const res = await call('PUT', '/order', { ids: wanted });
    expect(res.statusCode, res.body).toBe(204);
    expect((await managed()).map((r) => r.id)).toEqual(wanted);
    expect((await dialog()).map((r) => r.id)[0]).toBe(wanted[0]);
    expect(await auditEntries(db, 'rejection_reason.reorder', wanted[0]!)).toHaveLength(1);
    const stale = await call('PUT', '/order', { ids: wanted.slice(1) }, 'fr');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('catalog_order_changed');
    expect((await call('PUT', '/order', { ids: [wanted[0], wanted[0]] })).statusCode).toBe(422);
  });

  it('deletes a preset (audited): gone from both lists, and the start-up seed does not bring a seeded one back', async () => {
    const seeded = (await managed()).find((r) => r.key === 'duplicate')!;
    const res = await call('DELETE', `/${seeded.id}`);
    expect(res.statusCode, res.body).toBe(204);
    expect((await managed()).some((r) => r.id === seeded.id)).toBe(false);
    expect((await dialog()).some((r) => r.id === seeded.id)).toBe(false);
    const [entry] = await auditEntries(db, 'rejection_reason.delete', seeded.id);
    expect(entry).toMatchObject({ before: { key: 'duplicate' } });
    await seedRejectionReasons(db);
    expect((await managed()).some((r) => r.key === 'duplicate')).toBe(false);
    expect((await call('DELETE', `/${seeded.id}`)).statusCode).toBe(404);
    // The order now holds the remaining presets only.
    const ids = (await managed()).map((r) => r.id);
    expect((await call('PUT', '/order', { ids: [...ids].reverse() })).statusCode).toBe(204);
  });
});
