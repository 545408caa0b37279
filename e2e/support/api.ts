import {
  request as playwrightRequest,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
} from '@playwright/test';

let counter = 0;

/** A fresh account made through the real API (register), so tests never share state. */
export async function registerUser(
  request: APIRequestContext,
  overrides: Partial<{ locale: 'ar' | 'fr' | 'en'; password: string }> = {},
) {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid}${counter}`;
  const password = overrides.password ?? 'Tajine-Citron-77';
  // A client address of its own, so the per-IP registration limit does not count other tests.
  const ip = `10.${counter % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const init = await request.get('/api/v1/init', { headers: { 'x-forwarded-for': ip } });
  const csrf = init.headers()['set-cookie']?.match(/XSRF-TOKEN=([^;]+)/)?.[1];
  if (!csrf) throw new Error('no CSRF cookie from /api/v1/init');
  const res = await request.post('/api/v1/register', {
    headers: {
      'x-xsrf-token': decodeURIComponent(csrf),
      'x-localization': overrides.locale ?? 'en',
      'x-forwarded-for': ip,
    },
    data: {
      first_name: 'Nadia',
      last_name: 'Test',
      username: `nadia_${unique}`,
      email: `nadia_${unique}@example.test`,
      password,
      password_confirmation: password,
      phone: '0555123456',
      country_code: '+213',
      birthdate: '1994-05-06',
      terms: true,
    },
  });
  if (res.status() !== 201) throw new Error(`register failed: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { token: string; user: { email: string; username: string } };
  return { token: body.token, email: body.user.email, username: body.user.username, password };
}

/** Signs the browser in as the SPA would: the token in the `_token` cookie. */
export async function signInBrowser(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: '_token', value: token, url: baseURL, sameSite: 'Lax' }]);
}

export const DEMO_USER = { login: 'amina', password: 'Demo-Portal-2025' };
export const DEMO_UNVERIFIED = { login: 'karim', password: 'Demo-Portal-2025' };
export const DEMO_MODERATOR = { login: 'moderator', password: 'Demo-Portal-2025' };
export const DEMO_ADMIN = { login: 'admin_demo', password: 'Demo-Portal-2025' };

/**
 * Sessions of accounts signed in by this worker, per server address and account. Sign-ins are
 * limited per account (5 a minute): the run's specs ask for the demo staff more often than
 * that, and each refusal was waited out for up to a minute (Retry-After). A session serves any
 * number of callers from any address, and no journey signs a demo account out or suspends it
 * (those journeys use accounts of their own), so one sign-in per worker is enough. A server of
 * a spec's own may later listen on the address of a stopped one: a kept token is checked first.
 */
const sessions = new Map<string, Promise<string>>();

async function signedIn(request: APIRequestContext, token: string, ip: string): Promise<boolean> {
  const me = await request.get('/api/v1/user/me', {
    headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': ip },
  });
  return me.status() === 200;
}

/**
 * Signs an account in through the API from `ip` (logins are limited per address): its token and
 * the CSRF token that address's calls echo. The token is this worker's session of that account
 * on that server when it still has one (sessions, above). A refusal is waited out as its
 * Retry-After says, as a person would (as is a busy server's 503).
 */
export async function apiSignIn(
  request: APIRequestContext,
  account: { login: string; password: string },
  ip: string,
): Promise<{ token: string; csrf: string }> {
  const init = await waitedOut(() => request.get('/api/v1/init', { headers: { 'x-forwarded-for': ip } }));
  if (init.status() !== 200) throw new Error(`init failed: ${init.status()} ${await init.text()}`);
  const csrf = decodeURIComponent(init.headers()['set-cookie']?.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
  const key = `${new URL(init.url()).origin} ${account.login}`;
  const kept = await sessions.get(key)?.catch(() => undefined);
  if (kept && (await signedIn(request, kept, ip))) return { token: kept, csrf };
  const session = (async () => {
    const res = await waitedOut(() =>
      request.post('/api/v1/login', {
        headers: { 'x-xsrf-token': csrf, 'x-forwarded-for': ip },
        data: account,
      }),
    );
    if (res.status() !== 200) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  })();
  sessions.set(key, session);
  return { token: await session, csrf };
}

/**
 * A call asked again, a few times, when refused for now — 429 (a limit) or 503 (a busy server
 * shedding load) — after the Retry-After it names, as a person would.
 */
async function waitedOut(call: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt++) {
    const res = await call();
    const wait = Number(res.headers()['retry-after']);
    if (![429, 503].includes(res.status()) || attempt >= 3 || !(wait > 0 && wait <= 60)) return res;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  }
}

/** A demo account's token, signed in through the API from its own address (apiSignIn). */
export async function tokenOf(
  baseURL: string,
  account: { login: string; password: string },
  ip: string,
): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    return (await apiSignIn(api, account, ip)).token;
  } finally {
    await api.dispose();
  }
}
