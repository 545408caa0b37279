import { ERROR_STATUS, type ErrorCode, type ErrorResponse } from '@portal/contract/errors';
import { hasUnsafeCharacters } from '@portal/contract/text';
import { fieldErrorsFromIssues, issueMessage } from '@portal/contract/validation';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';
import { translate, type MessageKey } from './messages';
import type { Locale } from '@portal/contract/locale';

type Params = Record<string, string | number>;

/**
 * What services throw (docs/architecture.md, "Contract and errors"). The code picks the HTTP status from one table in the
 * contract; the handler below words the message in the request's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: MessageKey;
  readonly params: Params;
  readonly fieldErrors: Record<string, MessageKey[]> | undefined;
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    options: {
      messageKey?: MessageKey;
      params?: Params;
      fieldErrors?: Record<string, MessageKey[]>;
      headers?: Record<string, string>;
    } = {},
  ) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = options.messageKey ?? (`error.${code}` as MessageKey);
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

type Issue = z.core.$ZodIssue & { input?: unknown };

/** Field messages are shared with the SPA: the contract words them. */
export { fieldErrorsFromIssues, issueMessage };

/** Request validation: keep each zod issue (with its input, only to tell "missing" from "wrong"). */
export const ZOD_ISSUES = Symbol('zodIssues');

/**
 * A 422 from issues a service found itself with a contract schema (answers checked against
 * stored data), worded as request validation words them (with their numbers), each path under
 * `prefix` (the body's field the schema read).
 */
export function validationError(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []): Error {
  const error = new Error('validation') as Error & { [ZOD_ISSUES]: Issue[] };
  error[ZOD_ISSUES] = issues.map((issue) => ({ ...issue, path: [...prefix, ...issue.path] })) as Issue[];
  return error;
}

/**
 * Where the input holds a string (a value or a key) with a character no field accepts: NUL,
 * which every text column refuses (the query would fail), or a lone surrogate. Checked before
 * any schema, so a password, a token, a slug in the path or a search word is refused as a
 * title is. Walked without recursion: a deeply nested body cannot exhaust the stack.
 */
export function unsafeTextPaths(data: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: data, path: [] }];
  while (stack.length > 0 && found.length < 20) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (hasUnsafeCharacters(value)) found.push(path);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const at = [...path, Array.isArray(value) ? Number(key) : key];
        if (hasUnsafeCharacters(key)) found.push(path);
        else stack.push({ value: item, path: at });
      }
    }
  }
  return found;
}

export function validatorCompiler({ schema }: { schema: unknown }) {
  return (data: unknown) => {
    const unsafe = unsafeTextPaths(data);
    if (unsafe.length > 0) {
      const error = new Error('validation') as Error & { [ZOD_ISSUES]: Issue[] };
      error[ZOD_ISSUES] = unsafe.map((path) => ({
        code: 'custom',
        path,
        message: 'validation.invalid_characters',
        input: undefined,
      })) as Issue[];
      return { error };
    }
    const result = (schema as z.ZodType).safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    const error = new Error('validation') as Error & { [ZOD_ISSUES]: Issue[] };
    error[ZOD_ISSUES] = result.error.issues as Issue[];
    return { error };
  };
}

/** Fastify's own client errors, by code. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; key?: MessageKey }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'bad_request', key: 'error.invalid_json' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'bad_request', key: 'error.invalid_json' },
  FST_ERR_NOT_FOUND: { code: 'not_found' },
};

function codeForStatus(status: number): ErrorCode {
  const found = Object.entries(ERROR_STATUS).find(([, s]) => s === status);
  return (found?.[0] as ErrorCode | undefined) ?? 'bad_request';
}

/** The body of an error answer, in the visitor's language. */
export function errorBody(locale: Locale, error: AppError): ErrorResponse {
  const body: ErrorResponse = {
    message: translate(locale, error.messageKey, error.params),
    code: error.code,
  };
  if (error.fieldErrors) {
    body.errors = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, keys]) => [
        field,
        keys.map((k) => translate(locale, k)),
      ]),
    );
  }
  return body;
}

export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body = errorBody(reply.request.locale, error);
  return reply.code(error.status).headers(error.headers).type('application/json').send(body);
}

/** The 422 body of an input its schema refused (a validatorCompiler's error, or Fastify's). */
export function validationErrorBody(locale: Locale, error: unknown, context: string): ErrorResponse {
  const issues = (error as { [ZOD_ISSUES]?: Issue[] })[ZOD_ISSUES];
  return {
    message: translate(locale, 'error.validation_failed'),
    code: 'validation_failed',
    errors: issues ? fieldErrorsFromIssues(locale, issues, context) : {},
  };
}

/** What a client is asked to wait while the database is unavailable (a restart takes seconds). */
const DATABASE_RETRY_AFTER_S = 5;

/** Refused access is logged with who and from where (OWASP ASVS V7.1.3); never with the request body. */
const REFUSALS = new Set<ErrorCode>(['unauthenticated', 'forbidden', 'csrf_mismatch', 'account_suspended']);

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof AppError) {
    if (REFUSALS.has(error.code)) {
      const userId = (request as { auth?: { user: { id: number } } | null }).auth?.user.id;
      request.log.warn(
        { code: error.code, userId, ip: request.ip, route: request.routeOptions.url },
        'access refused',
      );
    }
    return sendError(reply, error);
  }

  // Request validation: our validatorCompiler puts the zod issues on the error it returns,
  // and Fastify hands that error on with `validation` and `validationContext` set.
  const issues = (error as { [ZOD_ISSUES]?: Issue[] })[ZOD_ISSUES];
  if (issues || error.validation) {
    const body = validationErrorBody(request.locale, error, error.validationContext ?? '_');
    return reply.code(422).type('application/json').send(body);
  }

  const status = error.statusCode ?? 500;
  if (status < 500) {
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    const code = known?.code ?? codeForStatus(status);
    return sendError(reply, new AppError(code, known?.key ? { messageKey: known.key } : {}));
  }

  // The database is down or restarting: nothing the client did; it may try again shortly.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable: answered 503');
    return sendError(
      reply,
      new AppError('service_unavailable', { headers: { 'retry-after': String(DATABASE_RETRY_AFTER_S) } }),
    );
  }

  // A fault of ours: log it whole with the request id; the client gets only a reference.
  request.log.error({ err: error }, 'request failed');
  const reference = String(request.id);
  const body: ErrorResponse = {
    message: translate(request.locale, 'error.internal_error', { reference }),
    code: 'internal_error',
    reference,
  };
  return reply.code(500).type('application/json').send(body);
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors', dependencies: ['i18n'] },
);
