import type { Endpoint, EndpointName } from '@portal/contract/endpoints';
import { errorResponseSchema } from '@portal/contract/errors';
import {
  endpointSchemas,
  type EndpointSchemas,
  type EndpointSchemaTable,
} from '@portal/contract/endpoint-schemas';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The error answers a route documents (status → schema); the table holds the others. */
export type ErrorSchemas = Readonly<Record<number, z.ZodType>>;

/** Error answers that all carry the contract's error body, for a route group's `errors`. */
export function errorAnswers<const S extends readonly number[]>(
  ...statuses: S
): { readonly [K in S[number]]: typeof errorResponseSchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as {
    [K in S[number]]: typeof errorResponseSchema;
  };
}

type Field<N extends EndpointName, F extends keyof EndpointSchemas> = EndpointSchemaTable[N] extends {
  readonly [K in F]: infer S;
}
  ? S
  : undefined;

/** The Fastify schema of an endpoint: the table's, plus the route's errors. */
export interface RouteSchema<N extends EndpointName, E extends ErrorSchemas> extends FastifySchema {
  params: Field<N, 'params'>;
  querystring: Field<N, 'query'>;
  body: Field<N, 'body'>;
  response: (Field<N, 'response'> extends undefined ? unknown : Field<N, 'response'>) & E;
}

export interface RouteOptions<E extends ErrorSchemas> extends Omit<
  RouteShorthandOptions,
  'schema' | 'handler'
> {
  tags: string[];
  summary: string;
  description?: string;
  /** Request body types other than JSON (a multipart upload). */
  consumes?: string[];
  errors?: E;
}

export type RouteHandler<N extends EndpointName, E extends ErrorSchemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<N, E>,
  ZodTypeProvider
>;

/**
 * Registers an endpoint of the contract (docs/decisions/022-endpoints-in-the-contract.md):
 * its method, path and schemas come from the table, so a route cannot drift from what the web
 * calls; the route adds its access checks, limits, documentation and error answers.
 */
export function route<N extends EndpointName, const E extends ErrorSchemas = Record<never, never>>(
  app: App,
  endpoint: Endpoint<N>,
  options: RouteOptions<E>,
  handler: RouteHandler<N, E>,
): void {
  const { tags, summary, description, consumes, errors, ...rest } = options;
  const schemas: EndpointSchemas = endpointSchemas[endpoint.name];
  const schema: FastifySchema & Record<string, unknown> = { tags, summary };
  if (description) schema.description = description;
  if (consumes) schema.consumes = consumes;
  if (schemas.params) schema.params = schemas.params;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.body) schema.body = schemas.body;
  if (schemas.response || errors) schema.response = { ...schemas.response, ...errors };
  app.route({ ...rest, method: endpoint.method, url: endpoint.path, schema, handler: handler as never });
}
