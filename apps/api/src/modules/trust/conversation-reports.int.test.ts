import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { latestMail } from '../../../test/mail';
import { api, createUser } from '../../../test/session';
import type { Db } from '../../db/client';
import {
  auditLog,
  bannedWords,
  conversationReports,
  notifications,
  users,
  userWarnings,
} from '../../db/schema/index';
import { firstBranch, type Branch } from '../listings/testing';
import { auditEntries, fileReport, publishedListing } from './testing';

interface Account {
  id: number;
  email: string;
  token: string;
}

type QueueItem = {
  kind: 'listing' | 'conversation';
  listing: { id: number };
  conversation_id?: number;
  count: number;
  reasons: { reason: string; count: number }[];
  flagged_messages?: number;
  people?: { id: number; side: string; warnings: number; suspended: boolean }[];
};

/** Conversations in the reports queue: members' reports, flagged messages, the actions; both databases. */
describe('reported and flagged conversations in the reports queue', () => {
  let t: TestApp;
  let db: Db;
  let branch: Branch;
  let moderator: Account;
  let user: Account;
  const word = `escroc${Date.now().toString(36)}`;

  async function account(overrides: Parameters<typeof createUser>[1] = {}): Promise<Account> {
    const created = await createUser(db, overrides);
    return { id: created.id, email: created.email, token: (await signIn(db, created.id)).token };
  }

  const call = (method: 'GET' | 'POST', url: string, who?: Account, body?: unknown) =>
    api(t.app, {
      method,
      url,
      ...(who ? { token: who.token } : {}),
      ...(body === undefined ? {} : { body }),
    });

  /** A buyer's first message about a new listing of the seller: the conversation's id. */
  async function converse(buyer: Account, seller: Account, body = 'Bonjour, toujours disponible ?') {
    const listing = await publishedListing(db, branch, seller.id);
    const res = await call('POST', `/api/v1/listings/${listing.id}/conversations`, buyer, { body });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().conversation.id as number, listingId: listing.id };
  }

  /** The people of a new conversation, the buyer reporting it `minutesAgo`. */
  async function reportedConversation(minutesAgo = 0) {
    const seller = await account({ locale: 'fr' });
    const buyer = await account();
    const { id, listingId } = await converse(buyer, seller);
    const res = await call('POST', `/api/v1/conversations/${id}/report`, buyer, {
      reason: 'other',
      details: 'Il demande un virement',
    });
    expect(res.statusCode, res.body).toBe(201);
    await db
      .update(conversationReports)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(conversationReports.conversationId, id));
    return { id, listingId, seller, buyer };
  }

  const queue = async (query = '') => {
    const res = await call('GET', `/api/v1/admin/reports?per_page=100${query}`, moderator);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: QueueItem[];
      total: number;
      counts: { listings: number; conversations: number };
      open_reports: number;
    };
  };
  const itemOf = (data: QueueItem[], id: number) =>
    data.find((i) => i.kind === 'conversation' && i.conversation_id === id);

  beforeAll(async () => {
    t = await buildTestApp();
    db = t.testDb.database.db;
    branch = await firstBranch(db, 'announcements');
    moderator = await account({ role: 'moderator' });
    user = await account();
    await db.insert(bannedWords).values({ locale: 'fr', word });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists listings and conversations in one queue, reported longest ago first, with counts per kind', async () => {
    const author = await createUser(db);
    const listing = await publishedListing(db, branch, author.id);
    await fileReport(db, listing.id, user.id, 'spam', null, 30);
    const older = await reportedConversation(60);
    const newer = await reportedConversation(5);

    const all = await queue();
    const order = all.data.map((i) => (i.kind === 'listing' ? `l${i.listing.id}` : `c${i.conversation_id}`));
    const at = (key: string) => order.indexOf(key);
    expect(at(`c${older.id}`)).toBeGreaterThanOrEqual(0);
    expect(at(`c${older.id}`)).toBeLessThan(at(`l${listing.id}`));
    expect(at(`l${listing.id}`)).toBeLessThan(at(`c${newer.id}`));
    expect(all.total).toBe(all.counts.listings + all.counts.conversations);
    expect(all.open_reports).toBe(all.data.reduce((sum, i) => sum + i.count, 0));

    const item = itemOf(all.data, older.id)!;
    expect(item).toMatchObject({
      listing: { id: older.listingId },
      count: 1,
      reasons: [{ reason: 'other', count: 1 }],
      latest_details: 'Il demande un virement',
      flagged_messages: 0,
    });
    expect(item.people!.map((p) => [p.side, p.id])).toEqual([
      ['buyer', older.buyer.id],
      ['seller', older.seller.id],
    ]);

    const conversations = await queue('&kind=conversations');
    expect(conversations.data.every((i) => i.kind === 'conversation')).toBe(true);
    expect(conversations.total).toBe(all.counts.conversations);
    const listings = await queue('&kind=listings');
    expect(listings.data.every((i) => i.kind === 'listing')).toBe(true);
    expect(listings.total).toBe(all.counts.listings);

    const dashboard = await call('GET', '/api/v1/admin/dashboard', moderator);
    expect(dashboard.json().reports).toEqual({
      listings: all.counts.listings,
      conversations: all.counts.conversations,
      reports: all.open_reports,
    });
  });

  it('opens one system report for flagged messages, however many; staff read it, audited', async () => {
    const seller = await account();
    const buyer = await account();
    const { id } = await converse(buyer, seller, 'Bonjour, une question');
    expect(itemOf((await queue()).data, id)).toBeUndefined();
    // Before any report, staff cannot read it.
    expect((await call('GET', `/api/v1/admin/conversations/${id}`, moderator)).statusCode).toBe(404);

    await call('POST', `/api/v1/conversations/${id}/messages`, buyer, { body: `Vous êtes un ${word}` });
    await call('POST', `/api/v1/conversations/${id}/messages`, seller, { body: 'Voir www.example.com/x' });
    const reports = await db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, id));
    expect(reports.map((r) => [r.reporterId, r.reason, r.closedAt])).toEqual([[null, 'flagged', null]]);
    expect(itemOf((await queue()).data, id)).toMatchObject({
      count: 1,
      reasons: [{ reason: 'flagged', count: 1 }],
      flagged_messages: 2,
    });

    // Only staff read it: the participants and others get 403 on the back office's route.
    for (const who of [buyer, seller, user]) {
      expect((await call('GET', `/api/v1/admin/conversations/${id}`, who)).statusCode).toBe(403);
    }
    expect((await call('GET', `/api/v1/admin/conversations/${id}`)).statusCode).toBe(401);
    const read = await call('GET', `/api/v1/admin/conversations/${id}`, moderator);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().conversation.messages.map((m: { flags: unknown[] }) => m.flags.length)).toEqual([
      0, 1, 1,
    ]);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'conversation'), eq(auditLog.subjectId, id)));
    expect(entries.map((e) => [e.action, e.actorId])).toEqual([['conversation.read', moderator.id]]);

    // Dismissed: a new flagged message opens a new item.
    expect(
      (await call('POST', `/api/v1/admin/reports/conversations/${id}/dismiss`, moderator)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/v1/admin/conversations/${id}`, moderator)).statusCode).toBe(404);
    await call('POST', `/api/v1/conversations/${id}/messages`, buyer, { body: `Encore ${word}` });
    expect(itemOf((await queue()).data, id)).toMatchObject({ count: 1 });
  });

  it('refuses the queue and its actions to visitors (401) and users (403)', async () => {
    const { id, buyer } = await reportedConversation();
    const calls = [
      ['GET', '/api/v1/admin/reports'],
      ['POST', `/api/v1/admin/reports/conversations/${id}/dismiss`],
      ['POST', `/api/v1/admin/reports/conversations/${id}/warn`, { reason: 'Non', user_id: buyer.id }],
      ['POST', `/api/v1/admin/reports/conversations/${id}/suspend`, { user_id: buyer.id }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(method, url, buyer, body)).statusCode).toBe(403);
    }
  });

  it('dismisses: the reports close, the reporter is told, the action is audited; a second time is 409', async () => {
    const { id, buyer } = await reportedConversation();
    const res = await call('POST', `/api/v1/admin/reports/conversations/${id}/dismiss`, moderator);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ conversation_id: id, resolution: 'dismiss', closed: 1 });
    const [report] = await db
      .select()
      .from(conversationReports)
      .where(eq(conversationReports.conversationId, id));
    expect(report).toMatchObject({ resolution: 'dismiss', closedBy: moderator.id });
    const [told] = await db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told).toMatchObject({
      kind: 'report_outcome',
      params: expect.objectContaining({ outcome: 'dismissed' }),
      link: `/profile/messages/${id}`,
    });
    const [entry] = await auditEntries(db, 'reports.dismiss', id);
    expect(entry).toMatchObject({ actorId: moderator.id, subjectType: 'conversation' });
    expect(
      (await call('POST', `/api/v1/admin/reports/conversations/${id}/dismiss`, moderator)).statusCode,
    ).toBe(409);
  });

  it('warns one of the two people: a warning on record, a mail, audited; no one else', async () => {
    const { id, listingId, seller, buyer } = await reportedConversation();
    const stranger = await call('POST', `/api/v1/admin/reports/conversations/${id}/warn`, moderator, {
      reason: 'Restez courtois',
      user_id: user.id,
    });
    expect(stranger.statusCode).toBe(422);
    const res = await call('POST', `/api/v1/admin/reports/conversations/${id}/warn`, moderator, {
      reason: 'Restez courtois',
      user_id: seller.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ resolution: 'warn', closed: 1 });
    const warnings = await db.select().from(userWarnings).where(eq(userWarnings.userId, seller.id));
    expect(warnings).toMatchObject([{ listingId, reason: 'Restez courtois', actorId: moderator.id }]);
    const mail = await latestMail(db, seller.email, 'user_warning');
    expect(mail?.subject).toContain('vos messages');
    expect(mail?.text).toContain(`/profile/messages/${id}`);
    expect(mail?.text).toContain('Restez courtois');
    const [entry] = await auditEntries(db, 'user.warn', seller.id);
    expect(entry?.after).toMatchObject({ conversation_id: id });
    const [told] = await db.select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told?.params).toMatchObject({ outcome: 'actioned' });
  });

  it('suspends one of the two people (not staff, for a moderator), audited', async () => {
    const { id, buyer } = await reportedConversation();
    const res = await call('POST', `/api/v1/admin/reports/conversations/${id}/suspend`, moderator, {
      user_id: buyer.id,
      reason: 'Arnaque',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(users).where(eq(users.id, buyer.id));
    expect(row?.suspendedAt).not.toBeNull();
    const [entry] = await auditEntries(db, 'user.suspend', buyer.id);
    expect(entry?.after).toMatchObject({ conversation_id: id });

    const staffSeller = await account({ role: 'moderator' });
    const buyer2 = await account();
    const other = await converse(buyer2, staffSeller);
    await call('POST', `/api/v1/conversations/${other.id}/report`, buyer2, { reason: 'spam' });
    const refused = await call('POST', `/api/v1/admin/reports/conversations/${other.id}/suspend`, moderator, {
      user_id: staffSeller.id,
    });
    expect(refused.statusCode).toBe(403);
    // Refused: the reports stay open.
    expect(itemOf((await queue()).data, other.id)).toBeDefined();
  });
});
