import { surveyEndpoints } from '@portal/contract/endpoints/survey';
import { SURVEY_COOKIE, SURVEY_COOKIE_DAYS } from '@portal/contract/survey-values';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth, requireRole } from '../../platform/auth/plugin';
import { verifyCaptcha } from '../../platform/captcha';
import { translate } from '../../platform/messages';
import { routeLimit } from '../../platform/rate-limits';
import { errorAnswers, route } from '../../platform/route';
import { answerSurvey } from './answer-survey';
import { createQuestion } from './create-question';
import { removeQuestion } from './delete-question';
import type { SurveyDeps } from './deps';
import { exportResponses } from './export-responses';
import { getSurveyForm } from './get-survey';
import { listQuestions } from './list-questions';
import { periodOf } from './period';
import { reorderQuestions } from './reorder-questions';
import { surveyResults } from './survey-results';
import { textAnswers } from './text-answers';
import { editQuestion } from './update-question';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const errors = errorAnswers(401, 403, 404, 409, 422, 429);
const tags = ['survey'];

/**
 * Answers per client address and day: past the cookie (a visitor who clears it, another
 * browser), one address answers a few times at most; a household or an office behind one
 * address still can.
 */
export const ANSWER_LIMIT_PER_IP = { max: 10, timeWindow: DAY };
/** Attempts per account and day (the account answers once; this bounds the tries). */
export const ANSWER_LIMIT_PER_ACCOUNT = { max: 5, timeWindow: DAY };

const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');
const hasCookie = (request: FastifyRequest) => Boolean(request.cookies[SURVEY_COOKIE]);

/**
 * The visitor survey: the form and its answer for anyone (once per visitor), and, in the back
 * office, the results (moderators and admins read them), the export of every answer and the
 * questions' management (admins).
 */
export const surveyRoutes: FastifyPluginAsyncZod<{ deps: SurveyDeps }> = async (app, { deps }) => {
  const perIp = routeLimit(app, ANSWER_LIMIT_PER_IP);
  const perAccount = routeLimit(app, {
    ...ANSWER_LIMIT_PER_ACCOUNT,
    key: (request) => `user:${request.auth?.user.id ?? 0}`,
  });
  const exportLimit = routeLimit(app, { max: 20, timeWindow: 10 * MINUTE });
  const staff = { onRequest: requireRole('moderator', 'admin'), tags, errors };
  const admin = { onRequest: requireRole('admin'), tags, errors };

  route(
    app,
    surveyEndpoints.getSurvey,
    {
      tags,
      summary: 'The survey’s active questions in the visitor’s language; whether they already answered',
    },
    async (request, reply) => {
      noStore(reply);
      return getSurveyForm(deps, {
        locale: request.locale,
        hasCookie: hasCookie(request),
        userId: request.auth?.user.id ?? null,
      });
    },
  );

  route(
    app,
    surveyEndpoints.answerSurvey,
    {
      tags,
      errors,
      summary: 'Answer the survey (once per visitor: a cookie, a limit per address and per account)',
      description:
        'The answers are checked against the stored active questions: no unknown question, an offered option, a rating from 1 to 5, the required ones answered.',
      preHandler: [
        perIp,
        async (request) => {
          if (request.auth) await perAccount(request);
        },
      ],
    },
    async (request, reply) => {
      noStore(reply);
      await verifyCaptcha(deps.config, request.body.captcha_token, request.ip);
      await answerSurvey(deps, {
        answers: request.body.answers,
        locale: request.locale,
        userId: request.auth?.user.id ?? null,
        hasCookie: hasCookie(request),
      });
      reply.setCookie(SURVEY_COOKIE, '1', {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: request.protocol === 'https',
        maxAge: SURVEY_COOKIE_DAYS * 24 * 60 * 60,
      });
      return reply.code(201).send({ message: translate(request.locale, 'message.survey_thanks') });
    },
  );

  route(
    app,
    surveyEndpoints.surveyResults,
    {
      ...staff,
      summary: 'Each question’s results in a period: choices counted, ratings’ distribution and average',
    },
    async (request, reply) => {
      noStore(reply);
      return surveyResults(deps, request.locale, periodOf(request.query));
    },
  );

  route(
    app,
    surveyEndpoints.surveyTextAnswers,
    { ...staff, summary: 'A text question’s answers in a period, newest first, a page at a time' },
    async (request, reply) => {
      noStore(reply);
      return textAnswers(deps, request.params.id, periodOf(request.query), request.query.page);
    },
  );

  route(
    app,
    surveyEndpoints.exportSurveyResponses,
    {
      // A file, not JSON: its errors are the usual ones, left out of the typed answers.
      onRequest: requireRole('admin'),
      tags,
      preHandler: [exportLimit],
      summary: 'Every response of a period as CSV (UTF-8 with BOM; formula-like cells neutralized)',
      description: 'One row per response, one column per question (its key). Admins only: it carries names.',
    },
    async (request, reply) => {
      const csv = await exportResponses(deps, request.locale, periodOf(request.query));
      return reply
        .header('Content-Disposition', 'attachment; filename="survey-responses.csv"')
        .header('Cache-Control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );

  route(
    app,
    surveyEndpoints.listSurveyQuestions,
    { ...staff, summary: 'Every question in its order, active or not, with its answers’ count' },
    async (_request, reply) => {
      noStore(reply);
      return { data: await listQuestions(deps) };
    },
  );

  route(
    app,
    surveyEndpoints.createSurveyQuestion,
    { ...admin, summary: 'Add a question at the end (its key is its CSV column, never changed)' },
    async (request, reply) => {
      const question = await createQuestion(deps, requireAuth(request).user.id, request.body);
      return reply.code(201).send({ question });
    },
  );

  route(
    app,
    surveyEndpoints.reorderSurveyQuestions,
    { ...admin, summary: 'Put the questions in a new order (all of them, each once)' },
    async (request) => ({
      data: await reorderQuestions(deps, requireAuth(request).user.id, request.body.ids),
    }),
  );

  route(
    app,
    surveyEndpoints.updateSurveyQuestion,
    { ...admin, summary: 'Edit a question (its kind only while it has no answers)' },
    async (request) => ({
      question: await editQuestion(deps, requireAuth(request).user.id, request.params.id, request.body),
    }),
  );

  route(
    app,
    surveyEndpoints.deleteSurveyQuestion,
    {
      ...admin,
      summary: 'Delete a question; one with answers is deactivated instead, a built-in one refused',
    },
    async (request) => removeQuestion(deps, requireAuth(request).user.id, request.params.id),
  );
};
