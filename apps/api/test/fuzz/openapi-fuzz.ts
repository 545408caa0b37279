import { errorResponseSchema } from '@portal/contract/errors';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/**
 * A property-based fuzzer driven by the API's own OpenAPI document (/api/v1/openapi.json,
 * generated from the routes): every operation gets path parameters, a query and a JSON body
 * built from its schemas, then mutated (wrong types, NUL, huge strings, Unicode controls,
 * missing and extra fields), sent signed in or not, with the CSRF pair on state-changing calls
 * so the body is actually validated. Any 5xx, or an error body outside the documented shape
 * `{ message, errors?, code? }`, is a failure. Used by fuzz-api.int.test.ts (a bounded run)
 * and fuzz-api.ts (`npm run fuzz:api -- --runs N`).
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
};

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
  consumes?: string[];
}

export interface Operation {
  method: string;
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body: JsonSchema | undefined;
  multipart: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The uploads: their multipart bodies have no schema in the document. */
const MULTIPART_OPERATIONS = new Set([
  'POST /api/v1/user/avatar',
  'POST /api/v1/listings/photos',
  'POST /api/v1/conversations/{id}/photos',
]);

/**
 * Live streams (Server-Sent Events) stay open until the client leaves: an in-process request
 * would wait for their end forever. Their refusals are tested with their area.
 */
const STREAM_OPERATIONS = new Set(['GET /api/v1/events']);

/** Every operation of the document (but the live streams). */
export function operationsOf(doc: OpenApiDocument, multipartPaths: ReadonlySet<string>): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (STREAM_OPERATIONS.has(`${method.toUpperCase()} ${path}`)) continue;
      const parameters = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters
          .filter((p) => p.in === 'path')
          .map((p) => ({ name: p.name, schema: p.schema })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema,
        multipart: multipartPaths.has(`${method.toUpperCase()} ${path}`),
      });
    }
  }
  return operations;
}

// Values built from a schema.

const MAX_DEPTH = 6;

function resolved(schema: JsonSchema, doc: OpenApiDocument): JsonSchema {
  let current = schema;
  for (let i = 0; i < 10 && current.$ref; i += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.pattern && schema.format !== 'date' && schema.format !== 'date-time') {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length <= (schema.maxLength ?? 500));
    } catch {
      // A pattern fast-check cannot generate from: plain strings then.
    }
  }
  switch (schema.format) {
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'email':
      return fc.emailAddress();
    case 'uri':
      return fc.webUrl();
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  // Words most text fields take (a title's 5 characters, a description's 20), so requests get
  // past validation to the services; random text as well.
  const words = fc
    .constantFrom(
      'Vends voiture en bon état, prix à débattre',
      'سيارة للبيع بحالة جيدة جداً في وهران',
      'Cours de maths',
    )
    .map((text) => text.padEnd(minLength, '.').slice(0, maxLength));
  return fc.oneof({ weight: 3, arbitrary: words }, fc.string({ minLength, maxLength }));
}

/** Values of the fields whose rules are not in the document (refinements, pipes) or tie fields together. */
const FIELD_HINTS: Record<string, fc.Arbitrary<unknown>> = {
  email: fc.nat(1_000_000).map((n) => `fuzz${n}@example.test`),
  login: fc.constantFrom('fuzz@example.test', 'someone'),
  password: fc.constant('Tajine-au-citron-42'),
  password_confirmation: fc.constant('Tajine-au-citron-42'),
  new_password: fc.constant('Couscous-du-vendredi-7'),
  new_password_confirmation: fc.constant('Couscous-du-vendredi-7'),
  current_password: fc.constant('Correct-Horse-42'),
  phone: fc.constantFrom('0555123456', '0661 98 76 54'),
  code: fc.stringMatching(/^[0-9]{6}$/),
  birthdate: fc.constantFrom('1990-01-01', '2001-12-31'),
  currency_id: fc.constant('DZD'),
  currency_code: fc.constant('DZD'),
  region_id: fc.integer({ min: 1, max: 58 }),
};

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
  const lo = Math.max(min, -2_147_483_648);
  const hi = Math.min(max, 2_147_483_647);
  // Small values mostly: ids of the rows the fuzzer made, pages, amounts.
  const small = fc.integer({ min: Math.max(lo, Math.min(1, hi)), max: Math.min(hi, Math.max(lo, 40)) });
  const any = integer
    ? fc.integer({ min: lo, max: hi })
    : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 5, arbitrary: small }, any);
}

/** A value the schema accepts (mostly: patterns and formats are followed, cross-field rules are not). */
export function valueOf(schema: JsonSchema, doc: OpenApiDocument, depth = 0): fc.Arbitrary<unknown> {
  const s = resolved(schema, doc);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => valueOf(a, doc, depth + 1)));
  if (s.allOf?.length) return valueOf(s.allOf[0]!, doc, depth + 1);
  if (Array.isArray(s.type)) {
    return fc.oneof(...s.type.map((type) => valueOf({ ...s, type }, doc, depth + 1)));
  }
  switch (s.type) {
    case 'string':
      return stringOf(s);
    case 'integer':
      return numberOf(s, true);
    case 'number':
      return numberOf(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(s.items ? valueOf(s.items, doc, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object': {
      const properties = s.properties ?? {};
      if (Object.keys(properties).length === 0 && typeof s.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ maxLength: 10 }), valueOf(s.additionalProperties, doc, depth + 1), {
          maxKeys: 3,
        });
      }
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, value]) => {
          const hint = FIELD_HINTS[key];
          const generic = valueOf(value, doc, depth + 1);
          return [key, hint ? fc.oneof({ weight: 4, arbitrary: hint }, generic) : generic];
        }),
      );
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((key) => key in model) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// Mutations.

/** Strings no text field should choke on. */
const nastyString = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\u202Egnp.exe',
  '\u200B'.repeat(6),
  "' OR 1=1--",
  '%',
  '%00',
  '\\',
  '../../../etc/passwd',
  '<img src=x onerror=alert(1)>',
  '',
  '   ',
  'line\r\nX-Injected: 1',
  '9'.repeat(40),
  '-1',
  '0',
  '1e309',
  'NaN',
  '{"a":',
  '\u0001\u0007\u001b[31m',
  '👨‍👩‍👧🇩🇿',
  'سيارة للبيع',
);

/** Values no field should choke on. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: nastyString },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(100_000)),
  fc.constant('ب'.repeat(5_001)),
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.5, -0.0),
  fc.boolean(),
  fc.constant(null),
  // A "__proto__" key as JSON.parse makes it (an own key, as a request body would carry it).
  fc.constantFrom([], {}, [[[]]], JSON.parse('{"__proto__":{"admin":true}}') as object, {
    constructor: { prototype: {} },
  }),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
);

type Mutation =
  | { kind: 'none' }
  | { kind: 'replace' | 'delete' | 'extra'; at: number; value: unknown }
  | { kind: 'append'; at: number; text: string };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constantFrom('replace' as const, 'delete' as const, 'extra' as const),
      at: fc.nat(),
      value: nastyValue,
    }),
  },
  // One string of an otherwise valid request gets a nasty tail: the rest still passes, so the
  // tail reaches the services and the database unless validation stops it.
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('append' as const), at: fc.nat(), text: nastyString }),
  },
);

/** Every place in a value: [parent, key] pairs (the root's parent is a box). */
function placesOf(root: { value: unknown }): [Record<string, unknown>, string][] {
  const places: [Record<string, unknown>, string][] = [];
  const stack: [Record<string, unknown>, string][] = [[root as Record<string, unknown>, 'value']];
  while (stack.length > 0) {
    const place = stack.pop()!;
    places.push(place);
    const value = place[0][place[1]];
    if (typeof value === 'object' && value !== null) {
      for (const key of Object.keys(value)) stack.push([value as Record<string, unknown>, key]);
    }
  }
  return places;
}

/** A copy of `value` with one mutation applied at one of its places. */
export function mutated(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  const root = { value: structuredClone(value) };
  const places = placesOf(root);
  if (change.kind === 'append') {
    const strings = places.filter(([parent, key]) => typeof parent[key] === 'string');
    if (strings.length === 0) return root.value;
    const [parent, key] = strings[change.at % strings.length]!;
    parent[key] = `${parent[key] as string}${change.text}`;
    return root.value;
  }
  const [parent, key] = places[change.at % places.length]!;
  if (change.kind === 'replace') parent[key] = change.value;
  else if (change.kind === 'delete') delete parent[key];
  else {
    const target = parent[key];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      (target as Record<string, unknown>)[`extra_${change.at % 7}`] = change.value;
    } else parent[key] = change.value;
  }
  return root.value;
}

// Requests.

export const IDENTITIES = ['visitor', 'user', 'moderator', 'admin'] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface FuzzRequest {
  identity: Identity;
  locale: 'ar' | 'fr' | 'en';
  method: string;
  url: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** A path or query value as it goes into a URL; what cannot be %-encoded (a lone surrogate) goes raw. */
function urlPart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

const multipartBody = fc.oneof(
  fc.constant({ contentType: 'multipart/form-data', payload: 'no boundary' }),
  fc.constant({
    contentType: 'multipart/form-data; boundary=b',
    payload: '--b\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n\r\n\xff\xd8',
  }),
  fc.constantFrom('photo', 'avatar', 'file').chain((field) =>
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
      contentType: 'multipart/form-data; boundary=b',
      payload: Buffer.concat([
        Buffer.from(
          `--b\r\nContent-Disposition: form-data; name="${field}"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        Buffer.from(bytes),
        Buffer.from('\r\n--b--\r\n'),
      ]),
    })),
  ),
  fc.constant({ contentType: 'application/json', payload: '{}' }),
);

/** A request for one operation: built from its schemas, then maybe mutated. */
export function requestFor(op: Operation, doc: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.record(
    Object.fromEntries(
      op.pathParams.map((p) => [
        p.name,
        fc.oneof({ weight: 4, arbitrary: valueOf(p.schema, doc) }, { weight: 1, arbitrary: nastyValue }),
      ]),
    ),
  );
  // The required parameters and a few optional ones (a search with all twenty filters at once
  // would always trip one of them and never reach the query).
  const optional = op.query.filter((q) => !q.required);
  const queryValues = fc
    .subarray(optional, { maxLength: Math.min(3, optional.length) })
    .chain((chosen) =>
      fc.record(
        Object.fromEntries(
          [...op.query.filter((q) => q.required), ...chosen].map((q) => [q.name, valueOf(q.schema, doc)]),
        ),
      ),
    );
  const body: fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> = op.multipart
    ? multipartBody
    : op.body
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: fc.tuple(valueOf(op.body, doc), mutation).map(([value, change]) => ({
              contentType: 'application/json',
              payload: JSON.stringify(mutated(value, change)) ?? '',
            })),
          },
          { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: '{"broken": ' }) },
          { weight: 1, arbitrary: fc.constant({ contentType: 'text/plain', payload: 'hello' }) },
        )
      : STATE_CHANGING.has(op.method)
        ? fc.constantFrom(
            { contentType: 'application/json', payload: '' },
            { contentType: 'application/json', payload: '{"x":1}' },
          )
        : fc.constant({});
  return fc
    .record({
      // Signed in mostly: most operations are for someone.
      identity: fc.oneof(
        { weight: 1, arbitrary: fc.constant('visitor' as const) },
        { weight: 3, arbitrary: fc.constant('user' as const) },
        { weight: 1, arbitrary: fc.constant('moderator' as const) },
        { weight: 2, arbitrary: fc.constant('admin' as const) },
      ),
      locale: fc.constantFrom('ar' as const, 'fr' as const, 'en' as const),
      path: pathValues,
      pathChange: mutation,
      query: queryValues,
      queryChange: mutation,
      body,
    })
    .map(({ identity, locale, path, pathChange, query, queryChange, body: b }) => {
      const changed = mutated(path, pathChange);
      // The nasty value that replaced the whole set goes into every parameter.
      const params: Record<string, unknown> =
        typeof changed === 'object' && changed !== null
          ? (changed as Record<string, unknown>)
          : Object.fromEntries(op.pathParams.map((p) => [p.name, changed]));
      let url = op.path.replace(/\{(\w+)\}/g, (_whole, name: string) =>
        name in params ? urlPart(params[name]) : '',
      );
      const search = mutated(query, queryChange);
      if (typeof search === 'object' && search !== null) {
        const parts = Object.entries(search).flatMap(([key, value]) =>
          (Array.isArray(value) ? value : [value]).map((item) => `${urlPart(key)}=${urlPart(item)}`),
        );
        if (parts.length > 0) url += `?${parts.join('&')}`;
      }
      return { identity, locale, method: op.method, url, ...b };
    });
}

// Answers.

/** The documented error shape, nothing more (`reference` belongs to 500s, themselves failures). */
const documentedError = errorResponseSchema.omit({ reference: true }).strict();

/** Why an answer breaks the contract, or null. */
export function problemOf(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json')) {
    return `a ${res.statusCode} that is not JSON (${String(res.headers['content-type'])})`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `a ${res.statusCode} whose body is not JSON`;
  }
  const parsed = documentedError.safeParse(body);
  return parsed.success ? null : `a ${res.statusCode} outside the error shape`;
}

export interface FuzzFailure {
  problem: string;
  request: FuzzRequest;
  status: number;
  body: string;
}

export interface FuzzResult {
  requests: number;
  ms: number;
  statuses: Record<number, number>;
  /** Statuses by operation ("PUT /api/v1/user/profile" → status → count). */
  byOperation: Record<string, Record<number, number>>;
  operations: number;
  failures: FuzzFailure[];
}

export interface FuzzTarget {
  app: FastifyInstance;
  /** A fresh bearer token of the identity (a fuzzed logout or session end cannot starve the run). */
  tokenOf(identity: Exclude<Identity, 'visitor'>): Promise<string>;
  csrf: string;
}

/**
 * Sends `runs` generated requests spread over every operation, never stopping at the first
 * failure: all of them are collected (with the request that caused each), for a report.
 */
export async function fuzzApi(
  target: FuzzTarget,
  options: { runs: number; seed?: number },
): Promise<FuzzResult> {
  const doc = (await target.app.inject({ url: '/api/v1/openapi.json' })).json<OpenApiDocument>();
  const operations = operationsOf(doc, MULTIPART_OPERATIONS);
  const result: FuzzResult = {
    requests: 0,
    ms: 0,
    statuses: {},
    byOperation: {},
    operations: operations.length,
    failures: [],
  };
  const started = Date.now();
  const request = fc
    .integer({ min: 0, max: operations.length - 1 })
    .chain((i) => requestFor(operations[i]!, doc).map((req) => ({ ...req, operation: i })));
  let ip = 0;
  await fc.assert(
    fc.asyncProperty(request, async (req) => {
      ip += 1;
      const headers: Record<string, string> = {
        'x-localization': req.locale,
        // A client address per request keeps the rate limits (per IP) from answering 429 to all.
        'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      };
      if (req.contentType) headers['content-type'] = req.contentType;
      if (req.identity !== 'visitor') headers.authorization = `Bearer ${await target.tokenOf(req.identity)}`;
      const cookies: Record<string, string> = {};
      if (STATE_CHANGING.has(req.method)) {
        headers['x-xsrf-token'] = target.csrf;
        cookies['XSRF-TOKEN'] = target.csrf;
      }
      const res = await target.app.inject({
        method: req.method as InjectOptions['method'],
        url: req.url,
        headers,
        cookies,
        ...(req.payload !== undefined ? { payload: req.payload } : {}),
      });
      result.requests += 1;
      result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
      const op = operations[req.operation]!;
      const counts = (result.byOperation[`${op.method} ${op.path}`] ??= {});
      counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
      const problem = problemOf(res);
      if (problem)
        result.failures.push({ problem, request: req, status: res.statusCode, body: res.body.slice(0, 300) });
    }),
    { numRuns: options.runs, ...(options.seed !== undefined ? { seed: options.seed } : {}) },
  );
  result.ms = Date.now() - started;
  return result;
}

/** One line per failure, for a report or an assertion message. */
export function describeFailure(f: FuzzFailure): string {
  const payload =
    f.request.payload === undefined
      ? ''
      : ` ${typeof f.request.payload === 'string' ? f.request.payload.slice(0, 200) : `<${f.request.payload.length} bytes>`}`;
  return `${f.problem}: ${f.request.identity} ${f.request.method} ${f.request.url.slice(0, 200)}${payload} → ${f.body}`;
}
