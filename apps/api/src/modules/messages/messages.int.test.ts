import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_MINUTE, UNREAD_MAIL_AFTER_MINUTES } from '@portal/contract/messages-values';
import {
  auditLog,
  bannedWords,
  messages,
  notificationPreferences,
  notifications,
} from '../../db/schema/index';
import { setPasswordConfirmed, signIn, uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { postMultipart } from '../../../test/multipart';
import sharp from 'sharp';
import { api, createUser } from '../../../test/session';
import { firstBranch, insertListing } from '../listings/testing';
import { enqueueMail } from '../../platform/mail/enqueue-mail';
import { createStorage, type Storage } from '../../platform/storage';
import type { MessagesDeps } from './deps';
import { sendUnreadMails } from './unread-mails';

let storage: Storage;

/** The job's dependencies as the app gives them (the mail worker is woken by nobody here). */
const depsOf = (t: TestApp): MessagesDeps => ({
  db: t.testDb.database.db,
  enqueueMail: (tx, mail) => enqueueMail(tx, mail, { publicUrl: t.config.publicUrl }),
  notifyMail: () => undefined,
  storage,
});

interface Account {
  id: number;
  email: string;
  token: string;
  tokenId: number;
}

describe('messages between members', () => {
  let t: TestApp;
  let categoryId: number;
  const db = () => t.testDb.database.db;

  async function account(overrides: Parameters<typeof createUser>[1] = {}): Promise<Account> {
    const user = await createUser(db(), overrides);
    const session = await signIn(db(), user.id);
    return { id: user.id, email: user.email, token: session.token, tokenId: session.id };
  }

  const listingOf = async (seller: Account, status = 'approved') =>
    insertListing(db(), { userId: seller.id, title: `Vélo de course ${Date.now()}`, categoryId, status });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who?: Account,
    body?: unknown,
    locale?: 'ar' | 'fr' | 'en',
  ) =>
    api(t.app, {
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(body ? { body } : {}),
      ...(locale ? { locale } : {}),
      headers: { 'x-forwarded-for': uniqueIp() },
    });

  /** A buyer's first message about a seller's new listing: the conversation's id. */
  async function converse(buyer: Account, seller: Account, body = 'Bonjour, est-il disponible ?') {
    const listing = await listingOf(seller);
    const res = await call('POST', `/api/v1/listings/${listing.id}/conversations`, buyer, { body });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().conversation.id as number, listingId: listing.id };
  }

  beforeAll(async () => {
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    storage = await createStorage(t.config.storage);
    categoryId = (await firstBranch(db(), 'sales')).category;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps one conversation per listing and pair, newest first, with unread counts', async () => {
    const seller = await account();
    const buyer = await account();
    const first = await converse(buyer, seller);
    const again = await call('POST', `/api/v1/listings/${first.listingId}/conversations`, buyer, {
      body: 'Toujours là ?',
    });
    expect(again.json().conversation.id).toBe(first.id);
    const second = await converse(buyer, seller, 'Et celui-ci ?');

    const list = await call('GET', '/api/v1/conversations', seller);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((c: { id: number }) => c.id)).toEqual([second.id, first.id]);
    expect(list.json().data[1]).toMatchObject({
      role: 'seller',
      unread: 2,
      other: { id: buyer.id, deleted: false },
      last_message: { body: 'Toujours là ?', sender_id: buyer.id, seen_at: null },
    });
    expect((await call('GET', '/api/v1/conversations/unread', seller)).json()).toEqual({ count: 3 });
    expect((await call('GET', '/api/v1/conversations/unread', buyer)).json()).toEqual({ count: 0 });

    // Reading gives the read receipts and empties the count.
    expect((await call('POST', `/api/v1/conversations/${first.id}/read`, seller)).statusCode).toBe(204);
    expect((await call('GET', '/api/v1/conversations/unread', seller)).json()).toEqual({ count: 1 });
    const seen = (await call('GET', `/api/v1/conversations/${first.id}`, buyer)).json().conversation;
    expect(seen.messages.every((m: { seen_at: string | null }) => m.seen_at !== null)).toBe(true);
    expect(seen.card).toMatchObject({ id: first.listingId });
    expect(seen.role).toBe('buyer');
  });

  it('lets only the two participants read or write (404 for others), staff included', async () => {
    const seller = await account();
    const buyer = await account();
    const stranger = await account();
    const moderator = await account({ role: 'moderator' });
    const { id } = await converse(buyer, seller);
    for (const who of [buyer, seller]) {
      expect((await call('GET', `/api/v1/conversations/${id}`, who)).statusCode).toBe(200);
    }
    for (const who of [stranger, moderator]) {
      expect((await call('GET', `/api/v1/conversations/${id}`, who)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/v1/conversations/${id}/messages`, who, { body: 'Salut' })).statusCode,
      ).toBe(404);
      expect((await call('POST', `/api/v1/conversations/${id}/read`, who)).statusCode).toBe(404);
      expect((await call('POST', `/api/v1/conversations/${id}/block`, who)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/v1/conversations/${id}/report`, who, { reason: 'spam' })).statusCode,
      ).toBe(404);
    }
    // Staff read a conversation only while a report of it is open.
    expect((await call('GET', `/api/v1/admin/conversations/${id}`, moderator)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/conversations/${id}`)).statusCode).toBe(401);
  });

  it('refuses one’s own listing, a listing that is not public, and an unverified address', async () => {
    const seller = await account();
    const own = await listingOf(seller);
    const res = await call('POST', `/api/v1/listings/${own.id}/conversations`, seller, { body: 'Moi' }, 'fr');
    expect(res.statusCode).toBe(403);
    const pending = await listingOf(seller, 'pending');
    const buyer = await account();
    expect(
      (await call('POST', `/api/v1/listings/${pending.id}/conversations`, buyer, { body: 'Salut' }))
        .statusCode,
    ).toBe(404);
    const unverified = await account({ emailVerifiedAt: null });
    const refused = await call(
      'POST',
      `/api/v1/listings/${own.id}/conversations`,
      unverified,
      { body: 'Salut' },
      'ar',
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('email_unverified');
    expect(
      (await call('POST', `/api/v1/listings/${own.id}/conversations`, buyer, { body: '   ' })).statusCode,
    ).toBe(422);
  });

  it('limits the messages an account sends per minute, every conversation together', async () => {
    const seller = await account();
    const buyer = await account();
    const { id } = await converse(buyer, seller);
    let last = 0;
    for (let i = 1; i < MESSAGES_PER_MINUTE + 1; i += 1) {
      last = (await call('POST', `/api/v1/conversations/${id}/messages`, buyer, { body: `Message ${i}` }))
        .statusCode;
    }
    expect(last).toBe(429);
    // The other side is counted apart.
    expect(
      (await call('POST', `/api/v1/conversations/${id}/messages`, seller, { body: 'Oui' })).statusCode,
    ).toBe(201);
  });

  it('flags banned words and links, shown to staff reading a reported conversation (audited)', async () => {
    const seller = await account();
    const buyer = await account();
    const moderator = await account({ role: 'moderator' });
    const word = `arnaque${Date.now()}`;
    await db().insert(bannedWords).values({ locale: 'fr', word });
    const { id } = await converse(buyer, seller, `Payez d'abord, ${word}, voir https://example.com/pay`);
    const [row] = await db().select().from(messages).where(eq(messages.conversationId, id));
    expect(row!.flags).toEqual([
      { kind: 'banned_word', detail: word },
      { kind: 'link', detail: 'https://example.com/pay' },
    ]);

    const report = await call(
      'POST',
      `/api/v1/conversations/${id}/report`,
      seller,
      { reason: 'fraud' },
      'fr',
    );
    expect(report.statusCode, report.body).toBe(201);
    expect(
      (await call('POST', `/api/v1/conversations/${id}/report`, seller, { reason: 'spam' })).statusCode,
    ).toBe(409);
    const queue = await call('GET', '/api/v1/admin/reports?kind=conversations&per_page=100', moderator);
    expect(queue.json().data.map((c: { conversation_id: number }) => c.conversation_id)).toContain(id);

    const read = await call('GET', `/api/v1/admin/conversations/${id}`, moderator);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().conversation.messages[0].flags).toHaveLength(2);
    // The flagged message opened the system's report first; the seller's came after.
    expect(read.json().conversation.reports).toMatchObject([
      { reporter_id: null, reason: 'flagged' },
      { reporter_id: seller.id, reason: 'fraud' },
    ]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'conversation'), eq(auditLog.subjectId, id)));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['conversation.read', moderator.id]]);

    // Dismissed: staff no longer read it.
    expect(
      (await call('POST', `/api/v1/admin/reports/conversations/${id}/dismiss`, moderator)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/v1/admin/conversations/${id}`, moderator)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/admin/conversations/${id}`, buyer)).statusCode).toBe(403);
  });

  it('takes photos checked by content, stripped of metadata, shown to the two and to staff handling a report', async () => {
    const seller = await account();
    const buyer = await account();
    const stranger = await account();
    const moderator = await account({ role: 'moderator' });
    const { id } = await converse(buyer, seller);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } })
      .withExif({ IFD0: { Artist: 'Nadia', Copyright: 'GPS 36.7,3.05' } })
      .jpeg()
      .toBuffer();
    const send = (data: Buffer, filename: string, type: string) =>
      postMultipart(t.app, {
        url: `/api/v1/conversations/${id}/photos`,
        token: buyer.token,
        files: [{ name: 'photo', data, filename, type }],
      });
    const refused = await send(Buffer.from('<script>alert(1)</script>'), 'photo.jpg', 'image/jpeg');
    expect(refused.statusCode).toBe(422);
    const sent = await send(jpeg, 'photo.jpg', 'image/jpeg');
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().message as { id: number; body: string; photo_url: string };
    expect(message.body).toBe('');
    expect(message.photo_url).toBe(`/api/v1/conversations/${id}/messages/${message.id}/photo`);

    const photo = await call('GET', message.photo_url, seller);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(photo.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    for (const who of [stranger, moderator])
      expect((await call('GET', message.photo_url, who)).statusCode).toBe(404);
    expect((await call('GET', message.photo_url)).statusCode).toBe(401);
    await call('POST', `/api/v1/conversations/${id}/report`, seller, { reason: 'offensive' });
    expect((await call('GET', message.photo_url, moderator)).statusCode).toBe(200);
    expect((await call('GET', message.photo_url, stranger)).statusCode).toBe(404);

    // The account deleted, its photos go with its words.
    await setPasswordConfirmed(db(), buyer.tokenId);
    expect((await call('DELETE', '/api/v1/user', buyer, { confirm: true })).statusCode).toBe(200);
    expect((await call('GET', message.photo_url, seller)).statusCode).toBe(404);
    const seen = (await call('GET', `/api/v1/conversations/${id}`, seller)).json().conversation;
    expect(seen.messages.at(-1)).toMatchObject({ body: null, photo_url: null });
  });

  it('stops messages both ways once one side blocks the other, and shows it', async () => {
    const seller = await account();
    const buyer = await account();
    const { id, listingId } = await converse(buyer, seller);
    expect((await call('POST', `/api/v1/conversations/${id}/block`, seller)).statusCode).toBe(204);
    for (const who of [buyer, seller]) {
      const res = await call('POST', `/api/v1/conversations/${id}/messages`, who, { body: 'Encore' }, 'fr');
      expect(res.statusCode).toBe(403);
    }
    const again = await call('POST', `/api/v1/listings/${listingId}/conversations`, buyer, {
      body: 'Encore',
    });
    expect(again.statusCode).toBe(403);
    expect((await call('GET', `/api/v1/conversations/${id}`, buyer)).json().conversation).toMatchObject({
      blocked_by_me: false,
      blocked_by_other: true,
    });
    expect((await call('DELETE', `/api/v1/conversations/${id}/block`, seller)).statusCode).toBe(204);
    expect(
      (await call('POST', `/api/v1/conversations/${id}/messages`, buyer, { body: 'Merci' })).statusCode,
    ).toBe(201);
  });

  it('mails an unread message once after 15 minutes, in the recipient’s language, until it is read', async () => {
    const seller = await account({ locale: 'ar' });
    const buyer = await account();
    const { id } = await converse(buyer, seller);
    const later = new Date(Date.now() + (UNREAD_MAIL_AFTER_MINUTES + 1) * 60_000);
    const mailed = async () =>
      (await mailsTo(db(), seller.email)).filter((m) => m.template === 'message_unread');

    await sendUnreadMails(depsOf(t), { now: new Date() });
    expect(await mailed()).toHaveLength(0);
    // Two runs at once (two processes): one mail.
    await Promise.all([
      sendUnreadMails(depsOf(t), { now: later }),
      sendUnreadMails(depsOf(t), { now: later }),
    ]);
    const mails = await mailed();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.locale).toBe('ar');
    expect(mails[0]!.text).toContain(`/profile/messages/${id}`);
    // Not again while unread, even with a new message.
    await call('POST', `/api/v1/conversations/${id}/messages`, buyer, { body: 'Relance' });
    await sendUnreadMails(depsOf(t), { now: new Date(later.getTime() + 60 * 60_000) });
    expect(await mailed()).toHaveLength(1);
    // Read, then a new message waits: mailed again.
    await call('POST', `/api/v1/conversations/${id}/read`, seller);
    await call('POST', `/api/v1/conversations/${id}/messages`, buyer, { body: 'Vous êtes là ?' });
    await sendUnreadMails(depsOf(t), { now: new Date(later.getTime() + 2 * 60 * 60_000) });
    expect(await mailed()).toHaveLength(2);

    // The notification center has it too, with the sender and the listing for its sentence.
    const notes = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatchObject({ kind: 'message', link: `/profile/messages/${id}` });
    expect(notes[0]!.params).toMatchObject({ sender: 'Test User' });
  });

  it('keeps to the notification center for a member who wants messages in-app only', async () => {
    const seller = await account();
    const buyer = await account();
    await db()
      .insert(notificationPreferences)
      .values({ userId: seller.id, kind: 'message', channel: 'in_app' });
    await converse(buyer, seller);
    await sendUnreadMails(depsOf(t), {
      now: new Date(Date.now() + (UNREAD_MAIL_AFTER_MINUTES + 1) * 60_000),
    });
    expect((await mailsTo(db(), seller.email)).filter((m) => m.template === 'message_unread')).toEqual([]);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(notes.map((n) => n.kind)).toEqual(['message']);
  });

  it('erases a deleted account’s messages (the other side sees "deleted") and exports them', async () => {
    const seller = await account();
    const buyer = await account();
    const { id } = await converse(buyer, seller, 'Mon numéro est le 0550');
    await call('POST', `/api/v1/conversations/${id}/messages`, seller, { body: 'Bien reçu' });

    const exported = await call('GET', '/api/v1/user/export', buyer);
    expect(exported.json().conversations).toEqual([
      expect.objectContaining({
        id,
        role: 'buyer',
        messages: [
          expect.objectContaining({ body: 'Mon numéro est le 0550', mine: true }),
          expect.objectContaining({ body: 'Bien reçu', mine: false }),
        ],
      }),
    ]);

    await setPasswordConfirmed(db(), buyer.tokenId);
    const deleted = await call('DELETE', '/api/v1/user', buyer, { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const seen = (await call('GET', `/api/v1/conversations/${id}`, seller)).json().conversation;
    expect(seen.other).toEqual({ id: buyer.id, name: '', deleted: true });
    expect(seen.messages.map((m: { body: string | null }) => m.body)).toEqual([null, 'Bien reçu']);
    const answer = await call('POST', `/api/v1/conversations/${id}/messages`, seller, { body: 'Allô ?' });
    expect(answer.statusCode).toBe(403);
  });
});
