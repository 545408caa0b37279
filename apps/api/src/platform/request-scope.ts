/**
 * What one request reads once however many of its parts ask for it: a listing's detail page
 * reads the listing for its <head>, for its detail and again for the similar and same-owner
 * strips. Kept on the request object itself (weakly), so it ends with the request and no
 * answer read for one visitor is ever given to another.
 */
export interface RequestScope {
  once<T>(key: string, read: () => Promise<T>): Promise<T>;
  /** Records an answer already read, for parts that ask for it under another key. */
  put<T>(key: string, value: T): void;
  /** The answer read, or being read, under `key`; none if no part asked for it yet. */
  peek<T>(key: string): Promise<T> | undefined;
}

/**
 * `read` once for the request when there is a scope (a request's parts then share it), every
 * call otherwise: a data version (settings, catalog, CMS, listings) is asked for by the page's
 * kept-drawing key and by each reader's memo, which one read per request answers alike.
 */
export function readOnce<T>(
  scope: RequestScope | undefined,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  return scope ? scope.once(key, read) : read();
}

const scopes = new WeakMap<object, RequestScope>();

/** The scope of a request (a Fastify request, or whatever object stands for one). */
export function scopeOf(request: object): RequestScope {
  let scope = scopes.get(request);
  if (!scope) {
    const reads = new Map<string, Promise<unknown>>();
    scope = {
      once<T>(key: string, read: () => Promise<T>) {
        let found = reads.get(key) as Promise<T> | undefined;
        if (!found) {
          found = read();
          reads.set(key, found);
          // A failed read is not kept: a later part asking again gets its own error.
          found.catch(() => reads.delete(key));
        }
        return found;
      },
      put(key, value) {
        reads.set(key, Promise.resolve(value));
      },
      peek<T>(key: string) {
        return reads.get(key) as Promise<T> | undefined;
      },
    };
    scopes.set(request, scope);
  }
  return scope;
}
