import os from 'node:os';
import { listingBodySchema } from '@portal/contract/listings';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser, type TestUser } from '../../../test/session';
import type { Db } from '../../db/client';
import { auditLog, listingPhotos, listingRevisions, listings } from '../../db/schema/index';
import { createLocalStorage } from '../../platform/storage';
import { createListing, firstBranch, listingBody, multipart, type Branch } from '../listings/testing';
import sharp from 'sharp';

/**
 * Edits of approved listings (the new version goes to review
 * while the approved version stays public) and their review with a field-by-field
 * comparison, on both databases.
 */
describe('edits of approved listings', () => {
  let t: TestApp;
  let db: Db;
  let branch: Branch;
  let author: TestUser;
  let authorToken: string;
  let otherToken: string;
  let moderator: TestUser;
  let moderatorToken: string;
  let otherModeratorToken: string;
  let image: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    branch = await firstBranch(db, 'announcements');
    author = await createUser(db, { firstName: 'Nadia', locale: 'fr' });
    authorToken = (await signIn(db, author.id)).token;
    otherToken = (await signIn(db, (await createUser(db)).id)).token;
    moderator = await createUser(db, { role: 'moderator', firstName: 'Samir', lastName: 'Mod' });
    moderatorToken = (await signIn(db, moderator.id)).token;
    otherModeratorToken = (await signIn(db, (await createUser(db, { role: 'moderator' })).id)).token;
    image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2980b9' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const body = (overrides: Record<string, unknown> = {}) => listingBody(branch, overrides);

  async function upload() {
    const form = await multipart([{ name: 'photo', data: image, filename: 'p.png', type: 'image/png' }]);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/v1/listings/photos',
      token: authorToken,
      body: form.body,
      headers: { 'content-type': form.contentType },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().photo.id as number;
  }

  /** An approved listing of the author's, approved through the back office. */
  async function approvedListing(overrides: Record<string, unknown> = {}) {
    const input = listingBodySchema.parse(body(overrides));
    const row = await createListing({ db, storage: createLocalStorage(os.tmpdir()) }, author.id, input);
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${row.id}/approve`,
      token: moderatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [listing] = await db.select().from(listings).where(eq(listings.id, row.id));
    return listing!;
  }

  const edit = (id: number, overrides: Record<string, unknown>, token = authorToken) =>
    api(t.app, { method: 'PUT', url: `/api/v1/listings/${id}`, token, body: body(overrides) });

  const mine = async (id: number) => {
    const res = await api(t.app, { url: '/api/v1/listings/mine', token: authorToken });
    return res.json().data.find((l: { id: number }) => l.id === id);
  };

  const publicDetail = async (slug: string) => {
    const res = await api(t.app, { url: `/api/v1/listings/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().listing;
  };

  const queueItem = async (id: number, query = '') => {
    const res = await api(t.app, {
      url: `/api/v1/admin/review-queue?per_page=100${query}`,
      token: moderatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.json(), item: res.json().data.find((i: { id: number }) => i.id === id) };
  };

  const auditOf = (id: number, action: string) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, id), eq(auditLog.action, action)));

  it('keeps the approved version public while the edit waits for review, with its new photo unattached', async () => {
    const first = await upload();
    const listing = await approvedListing({ title: 'Cours de piano pour débutants', photo_ids: [first] });
    const added = await upload();
    const res = await edit(listing.id, {
      title: 'Cours de guitare pour débutants',
      price: 200000,
      region_id: 31,
      photo_ids: [added, first],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'approved', title: 'Cours de piano pour débutants' });

    const shown = await publicDetail(listing.slug);
    expect(shown).toMatchObject({
      title: 'Cours de piano pour débutants',
      price: 150000,
      region: { id: 16 },
    });
    expect(shown.photos.map((p: { id: number }) => p.id)).toEqual([first]);
    const [photo] = await db.select().from(listingPhotos).where(eq(listingPhotos.id, added));
    expect(photo!.listingId).toBeNull();
    expect(await mine(listing.id)).toMatchObject({
      status: 'approved',
      title: 'Cours de piano pour débutants',
      revision: { status: 'pending', rejection_reason: null },
    });

    // The owner's edit form continues from the edit.
    const own = await api(t.app, { url: `/api/v1/listings/${listing.id}/revision`, token: authorToken });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().revision).toMatchObject({
      status: 'pending',
      listing: {
        id: listing.id,
        title: 'Cours de guitare pour débutants',
        price: 200000,
        region: { id: 31 },
      },
    });
    expect(
      own.json().revision.listing.photos.map((p: { id: number; is_cover: boolean }) => [p.id, p.is_cover]),
    ).toEqual([
      [added, true],
      [first, false],
    ]);

    // In the queue as an edit, shown as proposed; the filters read the proposed version.
    const { item, body: queue } = await queueItem(listing.id);
    expect(item).toMatchObject({
      is_edit: true,
      title: 'Cours de guitare pour débutants',
      status: 'approved',
    });
    expect(item.cover.id).toBe(added);
    expect(queue.counts.announcements).toBeGreaterThanOrEqual(1);
    expect((await queueItem(listing.id, '&region_id=31')).item).toBeDefined();
    expect((await queueItem(listing.id, '&region_id=16')).item).toBeUndefined();
    expect((await queueItem(listing.id, '&platform=sales')).item).toBeUndefined();

    // The reviewer sees the proposed version and the public one.
    const view = await api(t.app, {
      url: `/api/v1/admin/listings/${listing.id}`,
      token: moderatorToken,
      locale: 'ar',
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      listing: { title: 'Cours de guitare pour débutants', price: 200000, region: { id: 31, name: 'وهران' } },
      published: {
        title: 'Cours de piano pour débutants',
        price: 150000,
        region: { id: 16, name: 'الجزائر' },
      },
      revision: { status: 'pending' },
    });
    expect(view.json().listing.submitted_at).toBe(item.submitted_at);

    // A new edit replaces the one waiting.
    const again = await edit(listing.id, { title: 'Cours de guitare classique', photo_ids: [first] });
    expect(again.statusCode).toBe(200);
    const rows = await db.select().from(listingRevisions).where(eq(listingRevisions.listingId, listing.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.body).toMatchObject({ title: 'Cours de guitare classique' });
  });

  it('lets no one else read, edit or discard the edit (404), and checks it as any edit (422)', async () => {
    const listing = await approvedListing();
    expect((await edit(listing.id, { title: 'Cours de physique' })).statusCode).toBe(200);
    for (const call of [
      { url: `/api/v1/listings/${listing.id}/revision` },
      { method: 'DELETE' as const, url: `/api/v1/listings/${listing.id}/revision` },
      {
        method: 'PUT' as const,
        url: `/api/v1/listings/${listing.id}`,
        body: body({ title: 'Cours de physique volé' }),
      },
    ]) {
      const res = await api(t.app, { ...call, token: otherToken });
      expect(res.statusCode, `${call.method ?? 'GET'} ${call.url}`).toBe(404);
    }
    const bad = await edit(listing.id, { region_id: 9999 });
    expect(bad.statusCode).toBe(422);
    const stranger = await api(t.app, {
      method: 'POST',
      url: '/api/v1/listings/photos',
      token: otherToken,
      ...(await multipart([{ name: 'photo', data: image, filename: 'p.png', type: 'image/png' }]).then(
        (f) => ({
          body: f.body,
          headers: { 'content-type': f.contentType },
        }),
      )),
    });
    expect((await edit(listing.id, { photo_ids: [stranger.json().photo.id] })).statusCode).toBe(422);
    const [revision] = await db
      .select()
      .from(listingRevisions)
      .where(eq(listingRevisions.listingId, listing.id));
    expect(revision!.body).toMatchObject({ title: 'Cours de physique' });
  });

  it('approving applies the edit: new slug with a redirect, photos, same publication; audit and mail', async () => {
    const first = await upload();
    const listing = await approvedListing({ title: 'Réparation de vélos', photo_ids: [first] });
    const added = await upload();
    expect(
      (await edit(listing.id, { title: 'Réparation de motos', price: 300000, photo_ids: [added] }))
        .statusCode,
    ).toBe(200);
    const [revision] = await db
      .select()
      .from(listingRevisions)
      .where(eq(listingRevisions.listingId, listing.id));

    const claim = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/claim`,
      token: moderatorToken,
    });
    expect(claim.statusCode, claim.body).toBe(200);
    const contested = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/approve`,
      token: otherModeratorToken,
    });
    expect(contested.statusCode).toBe(409);
    expect(contested.json().message).toContain('Samir Mod');

    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/approve`,
      token: moderatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: listing.id, status: 'approved', edit: 'approved' });

    const [after] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(after!.slug).toMatch(/^reparation-de-motos-/);
    expect(after!.publishedAt.getTime()).toBe(listing.publishedAt.getTime());
    expect(after!.expiresAt.getTime()).toBe(listing.expiresAt.getTime());
    expect(after!.claimedBy).toBeNull();
    const old = await api(t.app, { url: `/api/v1/listings/${listing.slug}` });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/api/v1/listings/${after!.slug}`);
    const shown = await publicDetail(after!.slug);
    expect(shown).toMatchObject({ title: 'Réparation de motos', price: 300000, status: 'approved' });
    expect(shown.photos.map((p: { id: number }) => p.id)).toEqual([added]);
    // The photo the edit left out is taken off; the clean-up job deletes it (no version names it).
    const [dropped] = await db.select().from(listingPhotos).where(eq(listingPhotos.id, first));
    expect(dropped!.listingId).toBeNull();
    expect(
      await db.select().from(listingRevisions).where(eq(listingRevisions.listingId, listing.id)),
    ).toEqual([]);
    expect(await mine(listing.id)).toMatchObject({ title: 'Réparation de motos', revision: null });
    expect((await queueItem(listing.id)).item).toBeUndefined();

    const [entry, ...more] = await auditOf(listing.id, 'listing.edit_approve');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: moderator.id,
      subjectType: 'listing',
      before: { status: 'approved', edit: 'pending', submitted_at: revision!.submittedAt.toISOString() },
      after: { status: 'approved', edit: 'approved', title: 'Réparation de motos', slug: after!.slug },
    });
    const mail = await latestMail(db, author.email, 'listing_edit_approved');
    expect(mail?.locale).toBe('fr');
    expect(mail?.subject).toBe('La modification de votre annonce a été approuvée');
    expect(mail?.text).toContain('Réparation de motos');
    expect(mail?.text).toContain(`/announcements/show/${after!.slug}`);

    // Decided: a second decision is refused.
    const again = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/approve`,
      token: moderatorToken,
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejecting keeps the public version and the edit with its reason; the owner may discard it', async () => {
    const listing = await approvedListing({ title: 'Location de salle des fêtes' });
    expect((await edit(listing.id, { title: 'Location de salle et traiteur' })).statusCode).toBe(200);
    const res = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/reject`,
      token: moderatorToken,
      body: { reason_text: 'Le traiteur doit faire l’objet d’une annonce à part.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: listing.id, status: 'approved', edit: 'rejected' });

    expect(await publicDetail(listing.slug)).toMatchObject({ title: 'Location de salle des fêtes' });
    expect(await mine(listing.id)).toMatchObject({
      status: 'approved',
      revision: {
        status: 'rejected',
        rejection_reason: 'Le traiteur doit faire l’objet d’une annonce à part.',
      },
    });
    expect((await queueItem(listing.id)).item).toBeUndefined();
    const view = await api(t.app, { url: `/api/v1/admin/listings/${listing.id}`, token: moderatorToken });
    expect(view.json().revision).toMatchObject({ status: 'rejected' });
    const [entry] = await auditOf(listing.id, 'listing.edit_reject');
    expect(entry).toMatchObject({
      actorId: moderator.id,
      reason: 'Le traiteur doit faire l’objet d’une annonce à part.',
      before: { edit: 'pending', submitted_at: expect.any(String) },
      after: { status: 'approved', edit: 'rejected' },
    });
    const mail = await latestMail(db, author.email, 'listing_edit_rejected');
    expect(mail?.subject).toBe("La modification de votre annonce n'a pas été approuvée");
    expect(mail?.text).toContain('Le traiteur doit faire');
    expect(mail?.text).toContain('/profile/announcements');
    const twice = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/reject`,
      token: moderatorToken,
      body: { reason_text: 'x' },
    });
    expect(twice.statusCode).toBe(409);

    const discard = await api(t.app, {
      method: 'DELETE',
      url: `/api/v1/listings/${listing.id}/revision`,
      token: authorToken,
    });
    expect(discard.statusCode).toBe(204);
    expect(await mine(listing.id)).toMatchObject({ revision: null, title: 'Location de salle des fêtes' });
    const gone = await api(t.app, { url: `/api/v1/listings/${listing.id}/revision`, token: authorToken });
    expect(gone.statusCode).toBe(404);
  });

  it('decides edits and pending listings together in bulk', async () => {
    const edited = await approvedListing({ title: 'Cours de dessin' });
    expect((await edit(edited.id, { title: 'Cours de dessin et peinture' })).statusCode).toBe(200);
    const input = listingBodySchema.parse(body({ title: 'Cours de sculpture' }));
    const pending = await createListing({ db, storage: createLocalStorage(os.tmpdir()) }, author.id, input);
    const res = await api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/listings/bulk',
      token: moderatorToken,
      body: { ids: [edited.id, pending.id], action: 'approve' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      { id: edited.id, status: 'approved', edit: 'approved' },
      { id: pending.id, status: 'approved' },
    ]);
    expect((await publicDetail(pending.slug)).title).toBe('Cours de sculpture');
    const [row] = await db.select().from(listings).where(eq(listings.id, edited.id));
    expect(row!.title).toBe('Cours de dessin et peinture');

    expect((await edit(edited.id, { title: 'Cours de dessin pour enfants' })).statusCode).toBe(200);
    const rejected = await api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/listings/bulk',
      token: moderatorToken,
      body: { ids: [edited.id], action: 'reject', reason_text: 'Titre trompeur.' },
    });
    expect(rejected.json().results).toEqual([{ id: edited.id, status: 'approved', edit: 'rejected' }]);
  });

  it("checks an edit's text with the trust flags: the flagged filter and count find the edit", async () => {
    const listing = await approvedListing({ title: 'Vélo de ville révisé' });
    const before = (await queueItem(listing.id, '&flagged=true')).body.counts.flagged as number;
    // Seeded banned word (fr): arnaque.
    expect((await edit(listing.id, { title: 'Vélo de ville, pas une arnaque' })).statusCode).toBe(200);
    const { item, body: queue } = await queueItem(listing.id, '&flagged=true');
    expect(item).toMatchObject({
      is_edit: true,
      // (The test listings share a description: a near-duplicate flag may come with it.)
      flags: expect.arrayContaining([expect.objectContaining({ kind: 'banned_word', detail: 'arnaque' })]),
    });
    expect(queue.counts.flagged).toBe(before + 1);
    // A decision settles the flags.
    await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/reject`,
      token: moderatorToken,
      body: { reason_text: 'Titre à revoir.' },
    });
    const view = await api(t.app, { url: `/api/v1/admin/listings/${listing.id}`, token: moderatorToken });
    expect(view.json().flags).toEqual([]);
  });

  it('reviews a listing waiting for review itself first, its edit after', async () => {
    const listing = await approvedListing({ title: 'Cours de natation' });
    expect((await edit(listing.id, { title: 'Cours de natation et plongée' })).statusCode).toBe(200);
    // As after an expiry and a renewal: the listing itself is back in review.
    await db.update(listings).set({ status: 'pending' }).where(eq(listings.id, listing.id));
    const { body: queue } = await queueItem(listing.id);
    const items = queue.data.filter((i: { id: number }) => i.id === listing.id);
    expect(items).toEqual([expect.objectContaining({ is_edit: false, title: 'Cours de natation' })]);
    const view = await api(t.app, { url: `/api/v1/admin/listings/${listing.id}`, token: moderatorToken });
    expect(view.json()).toMatchObject({
      listing: { title: 'Cours de natation' },
      revision: null,
      published: null,
    });
    const approved = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/listings/${listing.id}/approve`,
      token: moderatorToken,
    });
    expect(approved.json()).toEqual({ id: listing.id, status: 'approved' });
    expect((await queueItem(listing.id)).item).toMatchObject({
      is_edit: true,
      title: 'Cours de natation et plongée',
    });
  });

  it('applies the edit of a listing that is not approved at once, superseding an old edit', async () => {
    const listing = await approvedListing({ title: 'Vente de miel de montagne' });
    expect((await edit(listing.id, { title: 'Vente de miel et pollen' })).statusCode).toBe(200);
    await db.update(listings).set({ status: 'expired' }).where(eq(listings.id, listing.id));
    const res = await edit(listing.id, { title: 'Vente de miel de jujubier' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().listing).toMatchObject({ status: 'pending', title: 'Vente de miel de jujubier' });
    expect(
      await db.select().from(listingRevisions).where(eq(listingRevisions.listingId, listing.id)),
    ).toEqual([]);
  });
});
