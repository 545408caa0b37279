import type { ErrorResponse } from '@portal/contract/errors';
import { API_PREFIX } from '@portal/contract/endpoints/endpoint';
import { AUTH_COOKIE } from '@portal/contract/ssr';
import { getCookie } from './cookies';
import { readStoredLocale } from './locale';
import { timezoneHeader } from './timezone';

/** Every call goes to /api/v1/. */
export const API_BASE = `${API_PREFIX}/`;
export { AUTH_COOKIE };
/** Double-submit CSRF pair: the server sets the cookie at the initialisation call. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpErrorKind = 'network' | 'timeout' | 'aborted' | 'status';

/** One error type for every failed call; `kind` says what went wrong, `status` and `body` when the server answered. */
export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    readonly status?: number,
    readonly body?: ErrorResponse,
  ) {
    super(body?.message ?? kind);
    this.name = 'HttpError';
  }

  /** Field → messages of a 422 answer, for forms. */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

/** The i18n key of the message to show for an error that has no server message. */
export function httpErrorMessageKey(error: HttpError): string {
  switch (error.kind) {
    case 'network':
      return 'http.network';
    case 'timeout':
      return 'http.timeout';
    case 'aborted':
      return 'http.aborted';
    default:
      return 'http.bad_status';
  }
}

export interface HttpEvents {
  /** 401 and 419: a "Please login" toast, unless it was a CSRF mismatch. */
  onUnauthenticated?: (error: HttpError) => void;
  /** 423: resolves true once the user confirmed their password; the call is then retried. */
  onPasswordConfirmationRequired?: () => Promise<boolean>;
}

let events: HttpEvents = {};
export function setHttpEvents(next: HttpEvents): void {
  events = next;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The headers every request carries. */
export function requestHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json',
    Accept: 'application/json',
    'X-localization': readStoredLocale(),
    'X-timezone': timezoneHeader(),
  };
  const token = getCookie(AUTH_COOKIE);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (!SAFE_METHODS.has(method)) {
    const csrf = getCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  return headers;
}

/** How calls leave: the browser's fetch with requestHeaders (tests replace it). */
export interface HttpTransport {
  fetch(url: string, init: RequestInit): Promise<Response>;
  headers(method: string): Record<string, string>;
}

let transport: HttpTransport = { fetch: (url, init) => fetch(url, init), headers: requestHeaders };
export function setHttpTransport(next: HttpTransport): void {
  transport = next;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** A query as the URL carries it: each value as text, empty ones left out. */
export function queryText(query: RequestOptions['query']): Record<string, string> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') text[key] = String(value);
  }
  return text;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_BASE}${path.replace(/^\/+/, '')}`;
  const qs = new URLSearchParams(queryText(query)).toString();
  return qs ? `${url}?${qs}` : url;
}

async function send<T>(path: string, options: RequestOptions): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase();
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const onAbort = () => controller.abort('aborted');
  options.signal?.addEventListener('abort', onAbort);
  let response: Response;
  try {
    response = await transport.fetch(buildUrl(path, options.query), {
      method,
      headers: transport.headers(method),
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
  } catch {
    if (controller.signal.aborted) {
      throw new HttpError(controller.signal.reason === 'timeout' ? 'timeout' : 'aborted');
    }
    throw new HttpError('network');
  } finally {
    clearTimeout(timeout);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (response.ok) return data as T;
  const body = data && typeof data === 'object' && 'message' in data ? (data as ErrorResponse) : undefined;
  throw new HttpError('status', response.status, body);
}

/** Tells the app about a 401 or 419 answer (the "Please login" toast). */
export function reportUnauthenticated(error: HttpError): void {
  if (error.kind === 'status' && (error.status === 401 || error.status === 419))
    events.onUnauthenticated?.(error);
}

/** Calls the API; maps 401/419/423 to their behaviour in this one place. */
export async function http<T>(path: string, options: RequestOptions = {}): Promise<T> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    if (!(error instanceof HttpError) || error.kind !== 'status') throw error;
    if (error.status === 401 || error.status === 419) {
      reportUnauthenticated(error);
    } else if (error.status === 423 && events.onPasswordConfirmationRequired) {
      if (await events.onPasswordConfirmationRequired()) return send<T>(path, options);
    }
    throw error;
  }
}

/** The "Please login" toast is not shown when the server said the CSRF token mismatched. */
export function isCsrfMismatch(error: HttpError): boolean {
  return /csrf token mismatch/i.test(error.body?.message ?? '') || error.body?.code === 'csrf_mismatch';
}
