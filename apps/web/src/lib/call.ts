import type { EndpointName } from '@portal/contract/endpoints';
import type { SsrReadAnswer } from '@portal/contract/ssr';
import {
  fillPath,
  type Endpoint,
  type HttpMethod,
  type PathParamNames,
  type PathParams,
} from '@portal/contract/endpoints/endpoint';
import type { EndpointBody, EndpointQuery, EndpointResponse } from '@portal/contract/endpoint-schemas';
import { http, HttpError, queryText, type RequestOptions } from './http';

/**
 * What a call of an endpoint sends, typed by the contract's table
 * (docs/decisions/022-endpoints-in-the-contract.md): the path's parameters, then the query and
 * the body its schemas read. A part the endpoint does not take cannot be given.
 */
export type CallInput<N extends EndpointName, P extends string> = ([PathParamNames<P>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<P> }) &
  (EndpointQuery<N> extends undefined ? { query?: undefined } : { query?: QueryInput<EndpointQuery<N>> }) &
  (EndpointBody<N> extends undefined ? { body?: undefined } : { body: EndpointBody<N> }) & {
    signal?: AbortSignal;
    timeoutMs?: number;
  };

/** The number or boolean a text value spells (`'7'` → 7, `'true'` → true). */
type Spelled<T> = T extends `${infer N extends number}`
  ? N
  : T extends `${infer B extends boolean}`
    ? B
    : never;

/**
 * A query travels as text: where the schema reads text that spells a number or a boolean, the
 * call may give that number or boolean; an empty value is left out of the URL (lib/http.ts).
 */
type QueryInput<Q> = {
  [K in keyof Q]?:
    (string extends NonNullable<Q[K]> ? Q[K] | number : Q[K] | Spelled<NonNullable<Q[K]>>) | '' | null;
};

/** The input may be left out when the endpoint needs none. */
type InputArgs<I> = object extends I ? [input?: I] : [input: I];

/**
 * In development and tests, each answer is checked against the endpoint's response schema,
 * loaded on demand: a production build drops this branch, so zod stays out of the first load.
 */
export async function checked<N extends EndpointName>(
  endpoint: Endpoint<N>,
  answer: unknown,
): Promise<unknown> {
  if (import.meta.env.DEV) {
    const { checkAnswer } = await import('./check-answer');
    await checkAnswer(endpoint, answer);
  }
  return answer;
}

/**
 * How a server rendering answers a call (entry-server.tsx): by the endpoint's name and its
 * input as the URL would carry it, from the API's own readers, without HTTP
 * (docs/decisions/035-one-pass-page-rendering.md): the status and the JSON text HTTP would carry.
 */
export type CallTransport = (
  endpoint: EndpointName,
  input: { params: Record<string, string>; query: Record<string, string> },
) => Promise<SsrReadAnswer>;

let direct: CallTransport | undefined;
export function setCallTransport(next: CallTransport | undefined): void {
  direct = next;
}

/**
 * The values of the answers the API keeps (`kept`), by their text: every page the server draws
 * reads the same settings, currencies and catalog lists, and parsing them again cost each
 * drawing more than a tenth of a millisecond. Frozen, as they serve every drawing: a page that
 * changed one would fail its drawing, not the next visitor's page.
 */
const keptValues = new Map<string, unknown>();
const KEPT_VALUES = 100;

function keptValue(json: string): unknown {
  let value = keptValues.get(json);
  if (value === undefined) {
    value = deepFrozen(JSON.parse(json));
    if (keptValues.size >= KEPT_VALUES) keptValues.delete(keptValues.keys().next().value!);
  } else {
    keptValues.delete(json);
  }
  keptValues.set(json, value);
  return value;
}

function deepFrozen<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFrozen(item);
  }
  return value;
}

/** A call answered by the direct transport, failing as the HTTP client fails. */
async function callDirect(
  transport: CallTransport,
  endpoint: Endpoint<EndpointName>,
  params: Readonly<Record<string, string | number>> | undefined,
  query: RequestOptions['query'],
): Promise<unknown> {
  if (endpoint.method !== 'GET') throw new Error(`${endpoint.name}: a page rendering only reads`);
  const textParams = Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, String(v)]));
  const answer = await transport(endpoint.name, { params: textParams, query: queryText(query) });
  const value: unknown = !answer.json
    ? undefined
    : answer.value !== undefined
      ? answer.value
      : answer.kept
        ? keptValue(answer.json)
        : JSON.parse(answer.json);
  if (answer.status >= 200 && answer.status < 300) return value;
  const body = value && typeof value === 'object' && 'message' in value ? value : undefined;
  throw new HttpError('status', answer.status, body as ConstructorParameters<typeof HttpError>[2]);
}

/** Calls an endpoint of the contract; the answer's type is the endpoint's response schema. */
export async function call<N extends EndpointName, M extends HttpMethod, P extends string>(
  endpoint: Endpoint<N, M, P>,
  ...[input]: InputArgs<CallInput<N, P>>
): Promise<EndpointResponse<N>> {
  const { params, query, body, signal, timeoutMs } = (input ?? {}) as CallInput<N, P>;
  if (direct) {
    const answer = await callDirect(direct, endpoint, params, query as RequestOptions['query']);
    return answer as EndpointResponse<N>;
  }
  const answer = await http<unknown>(fillPath(endpoint.path, params), {
    method: endpoint.method,
    query: query as RequestOptions['query'],
    body,
    signal,
    timeoutMs,
  });
  return (await checked(endpoint, answer)) as EndpointResponse<N>;
}
