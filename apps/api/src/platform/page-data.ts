import type { Endpoint, EndpointName } from '@portal/contract/endpoints';
import {
  endpointSchemas,
  type EndpointResponse,
  type EndpointSchemas,
  type EndpointSchemaTable,
} from '@portal/contract/endpoint-schemas';
import type { Locale } from '@portal/contract/locale';
import type { SsrReadInput, SsrReadAnswer } from '@portal/contract/ssr';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { AuthContext } from './auth/plugin';
import { AppError, errorBody, validationErrorBody, validatorCompiler } from './errors';
import { SerializedBody } from './http-cache';
import { scopeOf, type RequestScope } from './request-scope';

/**
 * Who a page's data is read for: what the HTTP handler would take from the request (its
 * language, time zone, signed-in user and address).
 */
export interface Visitor {
  locale: Locale;
  timeZone: string;
  auth: AuthContext | null;
  ip: string;
  /** The request's reads shared by the page's parts (request-scope.ts); none: nothing shared. */
  scope?: RequestScope;
}

type Schema<N extends EndpointName, F extends keyof EndpointSchemas> = EndpointSchemaTable[N] extends {
  readonly [K in F]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a reader is given: the path's parameters and the query, validated by the contract's schemas. */
export interface ReaderInput<N extends EndpointName> {
  params: Schema<N, 'params'>;
  query: Schema<N, 'query'>;
}

/** The answer now lives at other parameters (a listing's old slug): the browser's fetch follows. */
export class Moved<N extends EndpointName> {
  constructor(readonly params: Schema<N, 'params'>) {}
}

/** A reader's answer: the body the route sends (maybe already serialized by a memo), or a move. */
export type ReaderAnswer<N extends EndpointName> = EndpointResponse<N> | SerializedBody | Moved<N>;

/**
 * A reader is given the database it reads from (`reads`, see readsFor): public answers are read
 * there, never written.
 */
export type Reader<N extends EndpointName> = (
  input: ReaderInput<N>,
  visitor: Visitor,
  reads: Db,
) => Promise<ReaderAnswer<N>>;

/** The databases readers read from: the primary, and the read replica (db/client.ts's readDb). */
export interface ReadDatabases {
  primary: Db;
  replica: Db;
}

/**
 * Where a visitor's reads go: the read replica for a visitor without a session, most of the
 * traffic and every crawler; the primary for a signed-in one, who may be reading what they just
 * wrote (their listing waiting for review, a setting they changed) before the replica has it.
 * Anonymous visitors write nothing a public answer shows.
 */
export function readsFor(databases: ReadDatabases, visitor: Pick<Visitor, 'auth'>): Db {
  return visitor.auth ? databases.primary : databases.replica;
}

/** The signed-in user a reader of a member's endpoint needs (its route's `requireUser`). */
export function signedIn(visitor: Visitor): AuthContext {
  if (!visitor.auth) throw new AppError('unauthenticated');
  return visitor.auth;
}

/** The visitor of an HTTP request, as a reader sees them. */
export function visitorOf(request: FastifyRequest): Visitor {
  return {
    locale: request.locale,
    timeZone: request.timeZone,
    auth: request.auth,
    ip: request.ip,
    scope: scopeOf(request),
  };
}

/**
 * The direct readers of the public GET endpoints a server-rendered page reads
 * (docs/decisions/035-one-pass-page-rendering.md): endpoint name → the function its Fastify
 * handler calls. The page rendering asks them instead of sending itself an HTTP request
 * (`app.inject`): the same validation of the input (the contract's schemas, the validator's
 * rules), the same use case, the same serialization of the answer (the response schema, then
 * JSON), so the page's state is what the browser would have fetched.
 */
export interface PageData {
  /**
   * Registers the reader of `endpoint` and gives it back as the route's handler uses it:
   * `(request) => answer`, so the route and the page cannot read differently.
   */
  reader<N extends EndpointName, A extends ReaderAnswer<N>>(
    endpoint: Endpoint<N>,
    read: (input: ReaderInput<N>, visitor: Visitor, reads: Db) => Promise<A>,
  ): (request: FastifyRequest) => Promise<A>;
  /**
   * What a later view of a kept page does again for this endpoint's answer, without reading it
   * (a listing's detail counts a view): reading it again would cost about what keeping saved.
   */
  onView<N extends EndpointName>(endpoint: Endpoint<N>, view: (input: ReaderInput<N>) => Promise<void>): void;
  /** Whether a page's read of this endpoint does something on every view (see onView). */
  countsViews(name: string): boolean;
  /** What `onView` registered for `name`, given the input the page read it with; nothing if none. */
  view(name: string, input: SsrReadInput): Promise<void>;
  /** Whether a page may read this endpoint directly. */
  has(name: string): boolean;
  /** The endpoints with a reader. */
  names(): string[];
  /** The endpoint's answer for this visitor, as HTTP would carry it (status, JSON text). */
  read(name: string, input: SsrReadInput, visitor: Visitor): Promise<SsrReadAnswer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageData: PageData;
  }
}

/** Moves followed at most, as a loop of redirects must end. */
const MAX_MOVES = 3;

export function createPageData(databases: ReadDatabases): PageData {
  const readers = new Map<string, Reader<EndpointName>>();
  const validators = new Map<string, { params?: Validate; query?: Validate; response?: z.ZodType }>();
  const views = new Map<string, (input: ReaderInput<EndpointName>) => Promise<void>>();

  /** The input as the route's validator leaves it, or the first part it refuses. */
  type Checked =
    | { ok: true; input: ReaderInput<EndpointName> }
    | { ok: false; part: 'params' | 'query'; error: ValidationError };
  const validate = (name: string, input: { params: unknown; query: unknown }): Checked => {
    const check = validators.get(name);
    const parsed: Record<'params' | 'query', unknown> = { ...input };
    for (const part of ['params', 'query'] as const) {
      const validator = check?.[part];
      if (!validator) continue;
      const result = validator(parsed[part]);
      if ('error' in result && result.error) return { ok: false, part, error: result.error };
      parsed[part] = (result as { value: unknown }).value;
    }
    return { ok: true, input: parsed as ReaderInput<EndpointName> };
  };

  return {
    reader(endpoint, read) {
      if (endpoint.method !== 'GET')
        throw new Error(`${endpoint.name}: only GET endpoints are read by pages`);
      if (readers.has(endpoint.name)) throw new Error(`${endpoint.name}: registered twice`);
      readers.set(endpoint.name, read as Reader<EndpointName>);
      const schemas: EndpointSchemas = endpointSchemas[endpoint.name];
      validators.set(endpoint.name, {
        ...(schemas.params ? { params: validatorCompiler({ schema: schemas.params }) } : {}),
        ...(schemas.query ? { query: validatorCompiler({ schema: schemas.query }) } : {}),
        ...(schemas.response?.[200] ? { response: schemas.response[200] } : {}),
      });
      return (request) => {
        const visitor = visitorOf(request);
        return read(
          { params: request.params, query: request.query } as ReaderInput<typeof endpoint.name>,
          visitor,
          readsFor(databases, visitor),
        );
      };
    },
    onView(endpoint, view) {
      if (!readers.has(endpoint.name)) throw new Error(`${endpoint.name}: register its reader first`);
      views.set(endpoint.name, view as (input: ReaderInput<EndpointName>) => Promise<void>);
    },
    countsViews: (name) => views.has(name),
    async view(name, input) {
      const view = views.get(name);
      if (!view) return;
      const checked = validate(name, { params: input.params ?? {}, query: input.query ?? {} });
      if (checked.ok) await view(checked.input);
    },
    has: (name) => readers.has(name),
    names: () => [...readers.keys()],
    async read(name, input, visitor) {
      const read = readers.get(name);
      const check = validators.get(name);
      if (!read || !check) throw new Error(`${name}: no page reader`);
      let params: unknown = input.params ?? {};
      for (let moves = 0; ; moves++) {
        const checked = validate(name, { params, query: input.query ?? {} });
        if (!checked.ok) {
          // Worded as Fastify's validation words them (its context names).
          const context = checked.part === 'query' ? 'querystring' : checked.part;
          return {
            status: 422,
            json: JSON.stringify(validationErrorBody(visitor.locale, checked.error, context)),
          };
        }
        let answer: ReaderAnswer<EndpointName>;
        try {
          answer = await read(checked.input, visitor, readsFor(databases, visitor));
        } catch (error) {
          if (error instanceof AppError)
            return { status: error.status, json: JSON.stringify(errorBody(visitor.locale, error)) };
          throw error;
        }
        if (answer instanceof Moved) {
          if (moves === MAX_MOVES) throw new Error(`${name}: too many moves`);
          params = answer.params;
          continue;
        }
        // What the route's serializer sends (fastify-type-provider-zod: the response schema's
        // output, as JSON), for the page to parse as the browser's client does.
        if (answer instanceof SerializedBody) {
          const { body: json, shared: kept, value } = answer;
          return value === undefined ? { status: 200, json, kept } : { status: 200, json, kept, value };
        }
        return {
          status: 200,
          json: JSON.stringify(check.response ? check.response.parse(answer) : answer),
        };
      }
    },
  };
}

type Validate = ReturnType<typeof validatorCompiler>;
type ValidationError = NonNullable<Extract<ReturnType<Validate>, { error?: unknown }>['error']>;

/** Decorates the app with its page-data registry; each module registers its readers. */
export const pageDataPlugin = fp(
  async (app: FastifyInstance, options: ReadDatabases) => {
    app.decorate('pageData', createPageData(options));
  },
  { name: 'page-data' },
);
