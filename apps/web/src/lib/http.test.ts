import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { removeCookie, setCookie } from './cookies';
import { http, HttpError, httpErrorMessageKey, isCsrfMismatch, requestHeaders, setHttpEvents } from './http';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('http client', () => {
  beforeEach(() => {
    localStorage.setItem('user-locale', 'fr');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setHttpEvents({});
    removeCookie('_token');
    removeCookie('XSRF-TOKEN');
    localStorage.clear();
  });

  it('sends the headers every API call carries', () => {
    setCookie('_token', 'tok123');
    setCookie('XSRF-TOKEN', 'n.s');
    const get = requestHeaders('GET');
    expect(get).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'Content-Type': 'application/json',
      Accept: 'application/json',
      'X-localization': 'fr',
      Authorization: 'Bearer tok123',
    });
    expect(get['X-timezone']).toMatch(/^(Etc\/GMT([+-]\d{1,2})?|[A-Za-z_]+\/[A-Za-z_]+)$/);
    expect(get['X-XSRF-TOKEN']).toBeUndefined();
    expect(requestHeaders('POST')['X-XSRF-TOKEN']).toBe('n.s');
  });

  it('maps each failure to its own kind and message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const network = await http('x').catch((e: unknown) => e);
    expect(network).toBeInstanceOf(HttpError);
    expect(httpErrorMessageKey(network as HttpError)).toBe('http.network');

    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(500, { message: 'boom', code: 'internal_error' })),
    );
    const status = (await http('x').catch((e: unknown) => e)) as HttpError;
    expect([status.kind, status.status, status.message]).toEqual(['status', 500, 'boom']);
    expect(httpErrorMessageKey(status)).toBe('http.bad_status');

    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        return new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      }),
    );
    const pending = http('x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(((await pending) as HttpError).kind).toBe('aborted');
    const timedOut = (await http('x', { timeoutMs: 10 }).catch((e: unknown) => e)) as HttpError;
    expect(timedOut.kind).toBe('timeout');
  });

  it('tells the app about 401 and 419, and knows a CSRF mismatch', async () => {
    const onUnauthenticated = vi.fn();
    setHttpEvents({ onUnauthenticated });
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(401, { message: 'Please login.', code: 'unauthenticated' })),
    );
    await expect(http('user/me')).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
    expect(isCsrfMismatch(onUnauthenticated.mock.calls[0]![0] as HttpError)).toBe(false);

    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(jsonResponse(419, { message: 'CSRF token mismatch.', code: 'csrf_mismatch' })),
    );
    await expect(http('logout', { method: 'POST' })).rejects.toBeInstanceOf(HttpError);
    expect(isCsrfMismatch(onUnauthenticated.mock.calls[1]![0] as HttpError)).toBe(true);
  });

  it('on 423 waits for the password confirmation, then retries once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        jsonResponse(423, { message: 'confirm', code: 'password_confirmation_required' }),
      )
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setHttpEvents({ onPasswordConfirmationRequired: () => Promise.resolve(true) });
    await expect(http('user/password', { method: 'PUT', body: {} })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockResolvedValueOnce(jsonResponse(423, { message: 'confirm' }));
    setHttpEvents({ onPasswordConfirmationRequired: () => Promise.resolve(false) });
    await expect(http('user/password', { method: 'PUT', body: {} })).rejects.toMatchObject({ status: 423 });
  });

  it('a 403 is only a rejection', async () => {
    const onUnauthenticated = vi.fn();
    setHttpEvents({ onUnauthenticated });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(403, { message: 'no' })));
    await expect(http('x')).rejects.toMatchObject({ status: 403 });
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });
});
