/**
 * The endpoints of the API, declared once (docs/decisions/022-endpoints-in-the-contract.md).
 * This half carries no zod: the web's first load imports the descriptors of the calls it makes,
 * and only the type of their schemas (endpoint-schemas.ts binds each name to its schemas).
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One endpoint: its name in the schema table, its method and its path under /api/v1 (`:param` segments). */
export interface Endpoint<
  N extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends string = string,
> {
  readonly name: N;
  readonly method: M;
  readonly path: P;
}

type Definitions = Record<string, readonly [HttpMethod, string]>;

export type EndpointsOf<T extends Definitions> = {
  readonly [K in keyof T & string]: Endpoint<K, T[K][0], T[K][1]>;
};

/** An area's endpoints from `name: [method, path]`; the name keys the schema table. */
export function defineEndpoints<const T extends Definitions>(definitions: T): EndpointsOf<T> {
  const endpoints: Record<string, Endpoint> = {};
  for (const [name, [method, path]] of Object.entries(definitions)) endpoints[name] = { name, method, path };
  return endpoints as EndpointsOf<T>;
}

/** The names of a path's `:param` segments. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string | number };

/** The path with each `:param` replaced by its value, encoded (a slug may hold any letter). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" of ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Where every endpoint lives. */
export const API_PREFIX = '/api/v1';

/** The absolute URL of an endpoint, for links the API writes into answers (photos, avatars, redirects). */
export function endpointUrl<P extends string>(
  endpoint: Endpoint<string, HttpMethod, P>,
  params: PathParams<P>,
): string {
  return `${API_PREFIX}${fillPath(endpoint.path, params)}`;
}
