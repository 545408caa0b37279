import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { api, createUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { listingFlags, listings } from '../../db/schema/index';
import { firstBranch, listingBody, postListing, type Branch } from '../listings/testing';
import { auditEntries } from './testing';

/** Automatic flags on submission and edit, and the banned-word list, on both databases. */
describe('automatic flags', () => {
  let t: TestApp;
  let db: Db;
  let branch: Branch;
  let moderatorToken: string;
  let adminToken: string;
  let adminId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    branch = await firstBranch(db, 'announcements');
    moderatorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    adminId = (await createUser(db, { role: 'admin' })).id;
    adminToken = (await signIn(db, adminId)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  async function author() {
    return (await signIn(db, (await createUser(db)).id)).token;
  }

  async function post(token: string, overrides: Record<string, unknown>) {
    const res = await postListing(t.app, token, listingBody(branch, overrides));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ listing: { id: number; slug: string } }>().listing;
  }

  async function flagsOf(id: number) {
    const res = await api(t.app, { url: `/api/v1/admin/listings/${id}`, token: moderatorToken });
    return res.json<{ flags: { kind: string; detail: string }[] }>().flags;
  }

  it('flags banned words of any language in their folded forms, and not mere substrings', async () => {
    const token = await author();
    // Seeded: احتيال (ar), arnaque (fr), scam (en). Written here with a prefix and a hamza, capitals, accents.
    const arabic = await post(token, {
      title: 'هاتف للبيع بسعر مغري',
      description: 'ليس بالإحتيال، هاتف أصلي مع الضمان والعلبة الأصلية.',
    });
    expect(await flagsOf(arabic.id)).toEqual([
      expect.objectContaining({ kind: 'banned_word', detail: 'احتيال' }),
    ]);
    const french = await post(token, {
      title: 'Pas une ARNAQUE : vélo à vendre',
      description: 'Vélo de ville en très bon état, révisé le mois dernier, avec antivol.',
    });
    expect((await flagsOf(french.id)).map((f) => f.detail)).toEqual(['arnaque']);
    const clean = await post(token, {
      title: 'Scampi frais de Jijel',
      description: 'Crevettes et langoustines pêchées du jour, livraison à domicile sur Alger.',
    });
    expect(await flagsOf(clean.id)).toEqual([]);
  });

  it('flags a near-duplicate of another listing by the same author only', async () => {
    const first = await author();
    const body = {
      title: 'Plombier disponible 7j/7 à Alger',
      description: 'Plombier qualifié pour fuites, chauffe-eau et installations sanitaires, devis gratuit.',
    };
    const original = await post(first, body);
    expect(await flagsOf(original.id)).toEqual([]);
    // Someone else posting the same text is not this rule's business.
    const stranger = await post(await author(), body);
    expect(await flagsOf(stranger.id)).toEqual([]);
    const copy = await post(first, { ...body, title: 'Plombier disponible 7j/7 sur Alger' });
    expect(await flagsOf(copy.id)).toEqual([
      expect.objectContaining({ kind: 'near_duplicate', detail: String(original.id) }),
    ]);
    // An edit that makes the text different re-evaluates the flags.
    const edited = await api(t.app, {
      method: 'PUT',
      url: `/api/v1/listings/${copy.id}`,
      token: first,
      body: listingBody(branch, {
        title: 'Électricien pour tableaux et prises',
        description: 'Mise aux normes de tableaux électriques, prises et éclairage, intervention rapide.',
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await flagsOf(copy.id)).toEqual([]);
  });

  it('flags posts beyond 5 in 10 minutes, and puts flagged items in the queue’s filter and count', async () => {
    const userId = (await createUser(db)).id;
    const token = (await signIn(db, userId)).token;
    const subjects: [string, string][] = [
      ['Cours de piano', 'Solfège et piano classique pour enfants, le mercredi après-midi.'],
      ['Réparation de vélos', 'Changement de chambres à air, freins et dérailleurs en atelier.'],
      ['Traduction arabe français', 'Documents officiels traduits par un traducteur agréé, délais courts.'],
      ['Garde d’enfants', 'Étudiante sérieuse garde vos petits le soir et le week-end.'],
      ['Jardinage et taille', 'Tonte de pelouse, taille de haies et entretien de potagers.'],
      ['Peinture intérieure', 'Murs et plafonds repeints proprement, enduits et finitions soignées.'],
    ];
    const posted: { id: number; slug: string }[] = [];
    for (const [title, description] of subjects) posted.push(await post(token, { title, description }));
    expect(await flagsOf(posted[4]!.id)).toEqual([]);
    expect(await flagsOf(posted[5]!.id)).toEqual([expect.objectContaining({ kind: 'burst', detail: '6' })]);

    const queue = await api(t.app, {
      url: '/api/v1/admin/review-queue?flagged=true&per_page=100',
      token: moderatorToken,
    });
    expect(queue.statusCode).toBe(200);
    const items = queue.json().data as { id: number; flags: { kind: string }[] }[];
    expect(items.map((i) => i.id)).toContain(posted[5]!.id);
    expect(items.map((i) => i.id)).not.toContain(posted[4]!.id);
    expect(items.every((i) => i.flags.length > 0)).toBe(true);
    expect(queue.json().counts.flagged).toBe(queue.json().total);
    const all = await api(t.app, { url: '/api/v1/admin/review-queue?per_page=100', token: moderatorToken });
    const item = all.json().data.find((i: { id: number }) => i.id === posted[5]!.id);
    expect(item.flags).toEqual([expect.objectContaining({ kind: 'burst' })]);

    // A decision clears the flags (kept in the table, with the time they were cleared).
    const approved = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${posted[5]!.id}/approve`,
      token: moderatorToken,
    });
    expect(approved.statusCode).toBe(200);
    expect(await flagsOf(posted[5]!.id)).toEqual([]);
    const rows = await db.select().from(listingFlags).where(eq(listingFlags.listingId, posted[5]!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clearedAt).not.toBeNull();
    const [row] = await db.select().from(listings).where(eq(listings.id, posted[5]!.id));
    expect(row!.status).toBe('approved');
  });

  describe('the banned-word list', () => {
    it('is for admins: a moderator gets 403 on each endpoint', async () => {
      expect(
        (await api(t.app, { url: '/api/v1/admin/banned-words', token: moderatorToken })).statusCode,
      ).toBe(403);
      const add = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/banned-words',
        token: moderatorToken,
        body: { locale: 'fr', word: 'faux billets' },
      });
      expect(add.statusCode).toBe(403);
      const del = await api(t.app, {
        method: 'DELETE',
        url: '/api/v1/admin/banned-words/1',
        token: moderatorToken,
      });
      expect(del.statusCode).toBe(403);
    });

    it('lists, adds (once per language, any case) and removes words, each with an audit entry', async () => {
      const list = await api(t.app, { url: '/api/v1/admin/banned-words?locale=ar', token: adminToken });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.length).toBeGreaterThan(0);
      expect(list.json().data.every((w: { locale: string }) => w.locale === 'ar')).toBe(true);

      const add = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/banned-words',
        token: adminToken,
        body: { locale: 'fr', word: '  Faux   billets ' },
      });
      expect(add.statusCode).toBe(201);
      const word = add.json();
      expect(word).toMatchObject({ locale: 'fr', word: 'Faux billets' });
      const twice = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/banned-words',
        token: adminToken,
        body: { locale: 'fr', word: 'faux billets' },
        locale: 'fr',
      });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Ce mot figure déjà dans la liste de cette langue.');
      const invalid = await api(t.app, {
        method: 'POST',
        url: '/api/v1/admin/banned-words',
        token: adminToken,
        body: { locale: 'de', word: 'x' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(Object.keys(invalid.json().errors).sort()).toEqual(['locale', 'word']);
      expect(await auditEntries(db, 'banned_word.add', word.id)).toHaveLength(1);

      // The new phrase flags a listing at once.
      const token = await author();
      const flagged = await post(token, {
        title: 'Billets de collection',
        description: 'Attention aux faux billets : ceux-ci sont authentiques et certifiés.',
      });
      expect(await flagsOf(flagged.id)).toEqual([expect.objectContaining({ detail: 'Faux billets' })]);

      const del = await api(t.app, {
        method: 'DELETE',
        url: `/api/v1/admin/banned-words/${word.id}`,
        token: adminToken,
      });
      expect(del.statusCode).toBe(204);
      expect(
        (
          await api(t.app, {
            method: 'DELETE',
            url: `/api/v1/admin/banned-words/${word.id}`,
            token: adminToken,
          })
        ).statusCode,
      ).toBe(404);
      const [entry] = await auditEntries(db, 'banned_word.remove', word.id);
      expect(entry).toMatchObject({ actorId: adminId, before: { locale: 'fr', word: 'Faux billets' } });
    });
  });
});
