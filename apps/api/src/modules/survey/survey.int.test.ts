import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyResponses } from '../../db/schema/index';
import { uniqueIp } from '../../../test/accounts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { startFakeRecaptcha, type FakeRecaptcha } from '../../../test/captcha';
import { withSettings } from '../../../test/settings';
import { api, createUser, csrfToken, login } from '../../../test/session';
import { auditEntries } from '../trust/testing';
import { ANSWER_LIMIT_PER_IP } from './routes';

type Locale = 'ar' | 'fr' | 'en';
type Answers = Record<string, unknown>;
let counter = 0;
const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter += 1)}`;

/** Answers to the required built-in questions, plus any given. */
const validAnswers = (extra: Answers = {}): Answers => ({
  work_nature: 'merchant',
  age_range: 'thirties',
  referral_source: 'friend',
  ads_rating: 4,
  ease_of_access: 5,
  ...extra,
});

const localized = (text: string) => ({ ar: `${text} ar`, fr: `${text} fr`, en: `${text} en` });

/** The form, answering, the results and their export, the questions' management. */
describe('survey', () => {
  let t: TestApp;
  let adminToken: string;
  let moderatorToken: string;
  beforeAll(async () => {
    // Each answer comes from its own client address unless a test says otherwise.
    t = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    adminToken = await login(t.app, await createUser(db(), { role: 'admin' }));
    moderatorToken = await login(t.app, await createUser(db(), { role: 'moderator' }));
  });
  afterAll(async () => {
    await t.close();
  });
  const db = () => t.testDb.database.db;

  /** POSTs answers as a browser would: its cookies (the CSRF pair, the survey's when given). */
  async function answer(
    answers: Answers,
    options: { locale?: Locale; ip?: string; cookie?: boolean; token?: string } = {},
  ) {
    const csrf = await csrfToken(t.app);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/survey/responses',
      headers: {
        'x-localization': options.locale ?? 'en',
        'x-forwarded-for': options.ip ?? uniqueIp(),
        'x-xsrf-token': csrf,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      cookies: { 'XSRF-TOKEN': csrf, ...(options.cookie ? { survey_answered: '1' } : {}) },
      payload: { answers },
    });
  }

  const createQuestion = (body: Record<string, unknown>, token = adminToken) =>
    api(t.app, { method: 'POST', url: '/api/v1/admin/survey/questions', token, body });

  /** An optional question of the admin's, with a unique key. */
  async function ownQuestion(body: Record<string, unknown> = {}) {
    const res = await createQuestion({
      key: unique('q'),
      type: 'single_choice',
      text: localized('Preferred colour'),
      options: [
        { value: 'red', label: localized('Red') },
        { value: 'blue', label: localized('Blue') },
      ],
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ question: { id: number; key: string } }>().question;
  }

  const results = (query = '', token = adminToken) =>
    api(t.app, { url: `/api/v1/admin/survey/results${query}`, token });

  it('shows the built-in questions in the page’s language, in order', async () => {
    const res = await api(t.app, { url: '/api/v1/survey', locale: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    const form = res.json<{ open: boolean; answered: boolean; questions: { key: string; text: string }[] }>();
    expect(form.open).toBe(true);
    expect(form.answered).toBe(false);
    expect(form.questions.slice(0, 7).map((q) => q.key)).toEqual([
      'full_name',
      'work_nature',
      'age_range',
      'referral_source',
      'ads_rating',
      'ease_of_access',
      'suggestions',
    ]);
    expect(form.questions[1]!.text).toBe('Nature du travail');
  });

  it('stores valid answers, thanks in the visitor’s language and sets the long-lived cookie', async () => {
    const res = await answer(validAnswers({ full_name: 'سارة', suggestions: 'Plus de catégories' }), {
      locale: 'ar',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('شكراً لإجابتك على استبياننا!');
    const cookie = res.cookies.find((c) => c.name === 'survey_answered');
    expect(cookie?.value).toBe('1');
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.path).toBe('/');
  });

  it('refuses a second answer carrying the cookie, and says so on the form', async () => {
    const again = await answer(validAnswers(), { cookie: true, locale: 'fr' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Vous avez déjà répondu au sondage. Merci !');
    const form = await t.app.inject({
      method: 'GET',
      url: '/api/v1/survey',
      cookies: { survey_answered: '1' },
    });
    expect(form.json().answered).toBe(true);
  });

  it('lets an account answer once, whatever the browser', async () => {
    const user = await createUser(db());
    const token = await login(t.app, user);
    expect((await answer(validAnswers(), { token })).statusCode).toBe(201);
    const again = await answer(validAnswers(), { token });
    expect(again.statusCode).toBe(409);
    const form = await api(t.app, { url: '/api/v1/survey', token });
    expect(form.json().answered).toBe(true);
  });

  it('limits answers per client address, answering 429 with Retry-After', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < ANSWER_LIMIT_PER_IP.max; i += 1) {
      expect((await answer(validAnswers(), { ip })).statusCode).toBe(201);
    }
    const limited = await answer(validAnswers(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks answers against the stored questions, with localized field errors', async () => {
    const cases: [Answers, string, string][] = [
      [
        validAnswers({ work_nature: 'astronaut' }),
        'answers.work_nature',
        'Choose one of the allowed values.',
      ],
      [validAnswers({ ads_rating: 6 }), 'answers.ads_rating', 'Maximum value: 5.'],
      [validAnswers({ ease_of_access: 0 }), 'answers.ease_of_access', 'Minimum value: 1.'],
      [validAnswers({ ads_rating: 2.5 }), 'answers.ads_rating', 'Enter a whole number.'],
      [validAnswers({ age_range: undefined }), 'answers.age_range', 'This field is required.'],
      [validAnswers({ favourite_food: 'couscous' }), 'answers.favourite_food', 'This field is not accepted.'],
      [validAnswers({ work_nature: ['merchant'] }), 'answers.work_nature', 'This value has the wrong type.'],
    ];
    const before = (await db().select().from(surveyResponses)).length;
    for (const [answers, field, message] of cases) {
      const res = await answer(answers);
      expect(res.statusCode, JSON.stringify(answers)).toBe(422);
      expect(res.json().errors[field], res.body).toEqual([message]);
    }
    expect((await db().select().from(surveyResponses)).length).toBe(before);
  });

  it('refuses answers while the survey is closed', async () => {
    await withSettings(db(), 'settings_state', { survey_open: false }, async () => {
      expect((await api(t.app, { url: '/api/v1/survey' })).json().open).toBe(false);
      const res = await answer(validAnswers());
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('survey_closed');
    });
  });

  it('counts choices and ratings with their average, and filters by period', async () => {
    const question = await ownQuestion();
    const multi = await ownQuestion({
      type: 'multi_choice',
      options: [
        { value: 'web', label: localized('Web') },
        { value: 'app', label: localized('App') },
        { value: 'sms', label: localized('SMS') },
      ],
    });
    const sent = [
      [{ [question.key]: 'red', [multi.key]: ['web', 'app'] }, 5],
      [{ [question.key]: 'red', [multi.key]: ['web'] }, 4],
      [{ [question.key]: 'blue' }, 1],
    ] as const;
    for (const [extra, rating] of sent) {
      expect((await answer(validAnswers({ ...extra, ads_rating: rating }))).statusCode).toBe(201);
    }
    const res = await results('', moderatorToken);
    expect(res.statusCode, res.body).toBe(200);
    type Result = {
      id: number;
      answered: number;
      options: { value: string; label: string; count: number }[];
      ratings: { value: number; count: number }[];
      average: number | null;
    };
    const all = res.json<{ responses: number; questions: Result[] }>();
    const mine = all.questions.find((q) => q.id === question.id)!;
    expect(mine.answered).toBe(3);
    expect(mine.options).toEqual([
      { value: 'red', label: 'Red en', count: 2 },
      { value: 'blue', label: 'Blue en', count: 1 },
    ]);
    const several = all.questions.find((q) => q.id === multi.id)!;
    expect(several.answered).toBe(2);
    expect(several.options.map((o) => o.count)).toEqual([2, 1, 0]);

    // The last three responses moved to 2020: a period from 2021 leaves them out.
    const latest = await db()
      .select({ id: surveyResponses.id })
      .from(surveyResponses)
      .orderBy(surveyResponses.id);
    const mineIds = latest.slice(-3).map((r) => r.id);
    await db()
      .update(surveyResponses)
      .set({ createdAt: new Date('2020-06-15T10:00:00Z') })
      .where(inArray(surveyResponses.id, mineIds));
    const in2020 = (await results('?from=2020-06-01T00:00:00Z&to=2020-07-01T00:00:00Z')).json<{
      responses: number;
      questions: (Result & { key: string })[];
    }>();
    expect(in2020.responses).toBe(3);
    const rating = in2020.questions.find((q) => q.key === 'ads_rating')!;
    expect(rating.ratings).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 0 },
      { value: 3, count: 0 },
      { value: 4, count: 1 },
      { value: 5, count: 1 },
    ]);
    expect(rating.average).toBeCloseTo(10 / 3);
    const later = (await results('?from=2021-01-01T00:00:00Z')).json<{ questions: Result[] }>();
    expect(later.questions.find((q) => q.id === question.id)!.answered).toBe(0);
    expect((await results('?from=yesterday')).statusCode).toBe(422);
  });

  it('pages a text question’s answers, newest first', async () => {
    const question = await ownQuestion({ type: 'short_text', options: [] });
    for (const text of ['first', 'second']) {
      expect((await answer(validAnswers({ [question.key]: text }))).statusCode).toBe(201);
    }
    const res = await api(t.app, {
      url: `/api/v1/admin/survey/questions/${question.id}/answers`,
      token: moderatorToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((a: { text: string }) => a.text)).toEqual(['second', 'first']);
    expect(res.json().meta).toMatchObject({ page: 1, total: 2, last_page: 1 });
  });

  it('exports every response of the period as CSV with a BOM, formulas neutralized (admins only)', async () => {
    const question = await ownQuestion({ type: 'short_text', options: [] });
    // After every earlier answer of this file.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const from = new Date().toISOString();
    expect(
      (await answer(validAnswers({ full_name: 'أحمد "الجزائري"', [question.key]: '=HYPERLINK("http://x")' })))
        .statusCode,
    ).toBe(201);
    expect(
      (await answer(validAnswers({ [question.key]: '@SUM(A1)', work_nature: 'retired' }))).statusCode,
    ).toBe(201);
    const url = `/api/v1/admin/survey/export?from=${encodeURIComponent(from)}`;
    expect((await api(t.app, { url, token: moderatorToken })).statusCode).toBe(403);
    const res = await api(t.app, { url, token: adminToken, locale: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('attachment');
    const raw = res.rawPayload.toString('utf8');
    expect(raw.charCodeAt(0)).toBe(0xfeff);
    const lines = raw.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 4)).toEqual(['"submitted_at"', '"language"', '"full_name"', '"work_nature"']);
    expect(header).toContain(`"${question.key}"`);
    expect(lines[1]).toContain('"أحمد ""الجزائري"""');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(lines[1]).toContain('"Commerçant"');
    expect(lines[2]).toContain(`"'@SUM(A1)"`);
    expect(lines[2]).toContain('"Retraité"');
  });

  it('keeps the back office to staff: results for moderators, changes for admins', async () => {
    const user = await login(t.app, await createUser(db()));
    expect((await results('', '')).statusCode).toBe(401);
    expect((await results('', user)).statusCode).toBe(403);
    expect(
      (await api(t.app, { url: '/api/v1/admin/survey/questions', token: moderatorToken })).statusCode,
    ).toBe(200);
    const refused = await createQuestion(
      { key: unique('q'), type: 'rating', text: localized('Refused') },
      moderatorToken,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('adds, edits, reorders and deletes questions, each change in the audit log', async () => {
    const question = await ownQuestion({ type: 'rating', options: [] });
    expect(await auditEntries(db(), 'survey_question.create', question.id)).toHaveLength(1);
    // A key is taken once; a choice needs options; a rating takes none.
    const taken = await createQuestion({ key: question.key, type: 'rating', text: localized('Again') });
    expect(taken.json().errors.key).toEqual(['Another question already uses this key.']);
    const noOptions = await createQuestion({ key: unique('q'), type: 'single_choice', text: localized('x') });
    expect(Object.keys(noOptions.json().errors)).toEqual(['options']);

    const edited = await api(t.app, {
      method: 'PUT',
      url: `/api/v1/admin/survey/questions/${question.id}`,
      token: adminToken,
      body: { type: 'rating', required: false, active: true, text: localized('Reworded'), options: [] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().question.text.en).toBe('Reworded en');
    expect(await auditEntries(db(), 'survey_question.update', question.id)).toHaveLength(1);

    // Reorder: the new question first.
    const list = (await api(t.app, { url: '/api/v1/admin/survey/questions', token: adminToken })).json<{
      data: { id: number }[];
    }>().data;
    const ids = [question.id, ...list.map((q) => q.id).filter((id) => id !== question.id)];
    const reordered = await api(t.app, {
      method: 'PUT',
      url: '/api/v1/admin/survey/questions/order',
      token: adminToken,
      body: { ids },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(reordered.json().data[0].id).toBe(question.id);
    expect(await auditEntries(db(), 'survey_question.reorder', question.id)).toHaveLength(1);
    const partial = await api(t.app, {
      method: 'PUT',
      url: '/api/v1/admin/survey/questions/order',
      token: adminToken,
      body: { ids: ids.slice(1) },
    });
    expect(partial.statusCode).toBe(409);
    await api(t.app, {
      method: 'PUT',
      url: '/api/v1/admin/survey/questions/order',
      token: adminToken,
      body: { ids: [...ids.slice(1), question.id] },
    });

    // Answered: its kind stays, and deleting it deactivates it.
    expect((await answer(validAnswers({ [question.key]: 3 }))).statusCode).toBe(201);
    const retyped = await api(t.app, {
      method: 'PUT',
      url: `/api/v1/admin/survey/questions/${question.id}`,
      token: adminToken,
      body: { type: 'short_text', required: false, active: true, text: localized('Reworded'), options: [] },
    });
    expect(retyped.statusCode).toBe(409);
    const del = (id: number) =>
      api(t.app, { method: 'DELETE', url: `/api/v1/admin/survey/questions/${id}`, token: adminToken });
    const deactivated = await del(question.id);
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(deactivated.json()).toMatchObject({ deleted: false, question: { active: false, answers: 1 } });
    expect(await auditEntries(db(), 'survey_question.deactivate', question.id)).toHaveLength(1);
    const form = (await api(t.app, { url: '/api/v1/survey' })).json<{ questions: { key: string }[] }>();
    expect(form.questions.map((q) => q.key)).not.toContain(question.key);
    // Its answers still read in the results.
    const stillThere = (await results()).json<{ questions: { id: number; answered: number }[] }>();
    expect(stillThere.questions.find((q) => q.id === question.id)!.answered).toBe(1);

    // Without answers, gone; a built-in one is refused.
    const fresh = await ownQuestion();
    expect((await del(fresh.id)).json()).toEqual({ deleted: true, question: null });
    expect(await auditEntries(db(), 'survey_question.delete', fresh.id)).toHaveLength(1);
    const builtIn = list.find((q) => (q as { key?: string }).key === 'full_name') as
      { id: number } | undefined;
    const refused = await del(builtIn!.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('survey_question_built_in');
  });

  it('counts new responses for the dashboard', async () => {
    const { countNewSurveyResponses } = await import('./service');
    const since = new Date(Date.now() - 1000);
    const before = await countNewSurveyResponses(db(), since);
    expect((await answer(validAnswers())).statusCode).toBe(201);
    expect(await countNewSurveyResponses(db(), since)).toBe(before + 1);
    expect(await countNewSurveyResponses(db())).toBeGreaterThanOrEqual(before + 1);
  });
});

describe('survey with captcha configured', () => {
  let t: TestApp;
  let fake: FakeRecaptcha;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    t = await buildTestApp({ env: fake.env });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('refuses answers without a solved captcha and takes them with one', async () => {
    const send = (captcha?: string) =>
      api(t.app, {
        method: 'POST',
        url: '/api/v1/survey/responses',
        headers: { 'x-forwarded-for': uniqueIp() },
        body: { answers: validAnswers(), ...(captcha === undefined ? {} : { captcha_token: captcha }) },
      });
    for (const refused of [await send(), await send('bad')]) {
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ captcha_token: ['Please confirm you are not a robot.'] });
    }
    expect((await send('good')).statusCode).toBe(201);
  });
});
