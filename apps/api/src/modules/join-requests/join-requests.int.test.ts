import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, joinRequests, privateFiles } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { mailsTo } from '../../../test/mail';
import { multipart, type Part } from '../../../test/multipart';
import { api, confirmPassword, createUser, csrfToken, login } from '../../../test/session';
import { countWaitingJoinRequests } from './service';

type Locale = 'ar' | 'fr' | 'en';

/** The smallest document file-type reads as a PDF. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A half hour of the working day in Algiers (UTC+1 all year), two days ahead. */
function visitTime(hourUtc = 9): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  day.setUTCHours(hourUtc, 0, 0, 0);
  return day.toISOString();
}

const validFields = (overrides: Record<string, string> = {}) => ({
  domaine: 'digital_marketing',
  visite_subject: 'Stage en marketing digital',
  dateTime: visitTime(),
  message: 'Je souhaite rejoindre votre équipe marketing.',
  ...overrides,
});

const pdfFile = (filename = 'cv.pdf'): Part => ({
  name: 'cv_and_files',
  data: PDF,
  filename,
  type: 'application/pdf',
});

describe('join requests', () => {
  let t: TestApp;
  let adminToken: string;
  let moderatorToken: string;
  let admin: { id: number };
  beforeAll(async () => {
    t = await buildTestApp();
    const adminUser = await createUser(db(), { role: 'admin' });
    const moderator = await createUser(db(), { role: 'moderator' });
    admin = adminUser;
    adminToken = await login(t.app, adminUser);
    moderatorToken = await login(t.app, moderator);
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  async function member(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(db(), overrides);
    return { ...user, token: await login(t.app, user) };
  }

  async function send(
    token: string | undefined,
    fields: Record<string, string>,
    files: Part[] = [pdfFile()],
    locale: Locale = 'fr',
  ) {
    const { body, contentType } = await multipart([
      ...Object.entries(fields).map(([name, data]) => ({ name, data })),
      ...files,
    ]);
    const csrf = await csrfToken(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/join-requests',
      headers: {
        'content-type': contentType,
        'x-localization': locale,
        'x-xsrf-token': csrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      cookies: { 'XSRF-TOKEN': csrf },
      payload: body,
    });
  }

  const download = (path: string, token?: string) =>
    api(t.app, { url: `/api/v1${path}`, ...(token ? { token } : {}) });

  it('sends a request: stored with its file, mailed in the sender’s language, listed as theirs', async () => {
    const user = await member();
    const waitingBefore = await countWaitingJoinRequests(db());
    const res = await send(
      user.token,
      validFields(),
      [pdfFile('سيرة ذاتية.pdf'), { ...pdfFile(), data: PNG, filename: 'photo.png', type: 'image/png' }],
      'ar',
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.message).toBe('شكراً لك. وصلنا طلبك وسنرد عليك عبر البريد الإلكتروني.');
    expect(created.join_request).toMatchObject({
      domaine: 'digital_marketing',
      status: 'received',
      locale: 'ar',
      reply: null,
    });
    expect(created.join_request.files.map((f: { name: string; mime: string }) => [f.name, f.mime])).toEqual([
      ['سيرة ذاتية.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    expect(await countWaitingJoinRequests(db())).toBe(waitingBefore + 1);

    const [mail] = await mailsTo(db(), user.email);
    expect(mail!.template).toBe('join_request_received');
    expect(mail!.locale).toBe('ar');
    expect(mail!.subject).toBe('وصلنا طلب انضمامك');
    expect(mail!.text).toContain('/profile/join-requests');

    const mine = await api(t.app, { url: '/api/v1/user/join-requests', token: user.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.map((r: { id: number }) => r.id)).toEqual([created.join_request.id]);
  });

  it('refuses each bad field with a localized 422', async () => {
    const cases: [Record<string, string>, string][] = [
      [validFields({ domaine: 'astrology' }), 'domaine'],
      [validFields({ visite_subject: 'a' }), 'visite_subject'],
      [validFields({ message: 'short' }), 'message'],
      [validFields({ dateTime: 'tomorrow' }), 'dateTime'],
      [validFields({ dateTime: new Date(Date.now() - 86_400_000).toISOString() }), 'dateTime'],
      [validFields({ dateTime: visitTime(20) }), 'dateTime'],
      [validFields({ dateTime: new Date(Date.now() + 90 * 86_400_000).toISOString() }), 'dateTime'],
    ];
    // Each case from its own member: refused attempts count toward the hourly limit too.
    for (const [fields, field] of cases) {
      const res = await send((await member()).token, fields);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const user = await member();
    const late = await send(user.token, validFields({ dateTime: visitTime(20) }), [pdfFile()], 'en');
    expect(late.json().errors.dateTime).toEqual([
      'Choose a half hour between 08:00 and 17:00 (the office’s time).',
    ]);
    const missing = await send(user.token, { domaine: 'sales' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['dateTime', 'message', 'visite_subject']);
  });

  it('tells files by their content: a script named .pdf, no file, too many and too large are refused', async () => {
    const user = await member();
    const script = await send(user.token, validFields(), [
      { name: 'cv_and_files', data: '#!/bin/sh\nrm -rf /\n', filename: 'cv.pdf', type: 'application/pdf' },
    ]);
    expect(script.statusCode).toBe(422);
    expect(script.json().errors.cv_and_files).toEqual([
      'Ce type de fichier n’est pas accepté : PDF, Word (DOC, DOCX), JPEG ou PNG.',
    ]);

    const none = await send(user.token, validFields(), []);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.cv_and_files).toEqual(['Ajoutez votre CV (au moins un fichier).']);

    const other = await member();
    const many = await send(
      other.token,
      validFields(),
      Array.from({ length: 6 }, (_, i) => pdfFile(`cv${i}.pdf`)),
    );
    expect(many.statusCode).toBe(422);
    expect(many.json().errors.cv_and_files).toEqual(['Au plus 5 fichiers.']);

    const large = await send(other.token, validFields(), [
      { ...pdfFile(), data: Buffer.concat([PDF, Buffer.alloc(5_000_001)]) },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('Un fichier est trop volumineux : 5 Mo au maximum par fichier.');
  });

  it('needs a signed-in member with a verified address', async () => {
    expect((await send(undefined, validFields())).statusCode).toBe(401);
    const unverified = await member({ emailVerifiedAt: null });
    const res = await send(unverified.token, validFields());
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('email_unverified');
  });

  it('lets only the sender and staff download a file (404 to others, 401 to visitors), staff audited', async () => {
    const owner = await member();
    const created = (await send(owner.token, validFields(), [pdfFile('mon cv.pdf')])).json().join_request;
    const path = created.files[0].download_path as string;

    const mine = await download(path, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload.equals(PDF)).toBe(true);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="mon cv.pdf"`);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('no-store');

    const stranger = await member();
    const refused = await download(path, stranger.token);
    expect(refused.statusCode).toBe(404);
    const absent = await download(`/join-requests/${created.id}/files/999999`, stranger.token);
    expect(refused.json()).toEqual(absent.json());
    // Another request's id with this file's id: not this request's file.
    const otherRequest = (await send(stranger.token, validFields())).json().join_request;
    expect(
      (await download(`/join-requests/${otherRequest.id}/files/${created.files[0].id}`, owner.token))
        .statusCode,
    ).toBe(404);
    expect((await download(path)).statusCode).toBe(401);

    const staffRead = await download(path, moderatorToken);
    expect(staffRead.statusCode).toBe(200);
    expect((await download(path, adminToken)).statusCode).toBe(200);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'join_request'), eq(auditLog.subjectId, created.id)));
    expect(audits.map((a) => a.action)).toEqual(['private_file.download', 'private_file.download']);
    expect(audits.map((a) => a.actorId)).toContain(admin.id);
  });

  it('staff list, open and decide a request; the reply is mailed in the request’s language and audited', async () => {
    const owner = await member({ locale: 'en' });
    const created = (await send(owner.token, validFields(), [pdfFile()], 'fr')).json().join_request;

    const queue = await api(t.app, {
      url: '/api/v1/admin/join-requests?status=received&per_page=100',
      token: moderatorToken,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.some((r: { id: number }) => r.id === created.id)).toBe(true);
    const one = await api(t.app, { url: `/api/v1/admin/join-requests/${created.id}`, token: moderatorToken });
    expect(one.json().join_request.applicant.email).toBe(owner.email);

    const noReply = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/join-requests/${created.id}/status`,
      token: moderatorToken,
      body: { status: 'invited' },
    });
    expect(noReply.statusCode).toBe(422);
    expect(Object.keys(noReply.json().errors)).toEqual(['reply']);

    const invited = await api(t.app, {
      method: 'POST',
      url: `/api/v1/admin/join-requests/${created.id}/status`,
      token: moderatorToken,
      body: { status: 'invited', reply: 'Venez mardi à 10 h avec votre CV imprimé.' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(invited.json().join_request).toMatchObject({
      status: 'invited',
      reply: 'Venez mardi à 10 h avec votre CV imprimé.',
    });

    const decided = (await mailsTo(db(), owner.email)).find((m) => m.template === 'join_request_decided');
    expect(decided!.locale).toBe('fr');
    expect(decided!.subject).toBe('Invitation à nous rendre visite');
    expect(decided!.text).toContain('Venez mardi à 10 h');

    const mine = (await api(t.app, { url: '/api/v1/user/join-requests', token: owner.token })).json().data;
    expect(mine[0]).toMatchObject({ status: 'invited' });

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectType, 'join_request'),
          eq(auditLog.action, 'join_request.invited'),
          eq(auditLog.subjectId, created.id),
        ),
      );
    expect(entry).toMatchObject({ before: { status: 'received' }, after: { status: 'invited' } });

    const user = await member();
    const forbidden = await api(t.app, { url: '/api/v1/admin/join-requests', token: user.token });
    expect(forbidden.statusCode).toBe(403);
    const unknown = await api(t.app, {
      method: 'POST',
      url: '/api/v1/admin/join-requests/999999/status',
      token: adminToken,
      body: { status: 'under_review' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('limits sending to 5 an hour per member', async () => {
    const user = await member();
    for (let i = 0; i < 5; i += 1) expect((await send(user.token, validFields())).statusCode).toBe(201);
    const sixth = await send(user.token, validFields());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });

  it('exports the requests with the data and deletes them with the account', async () => {
    const user = await member();
    await send(user.token, validFields());
    const exported = await api(t.app, { url: '/api/v1/user/export', token: user.token });
    const data = JSON.parse(exported.body);
    expect(data.join_requests).toHaveLength(1);
    expect(data.join_requests[0].files[0]).toEqual({
      name: 'cv.pdf',
      mime: 'application/pdf',
      size_bytes: PDF.length,
    });

    await confirmPassword(t.app, user.token, user.password);
    const deleted = await api(t.app, {
      method: 'DELETE',
      url: '/api/v1/user',
      token: user.token,
      body: { confirm: true },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db().select().from(joinRequests).where(eq(joinRequests.userId, user.id))).toEqual([]);
    expect(await db().select().from(privateFiles).where(eq(privateFiles.ownerId, user.id))).toEqual([]);
  });
});
