/**
 * The cookie helper. Expiry is written as a number and a unit:
 * y (365 days), m (30 days), d, h, min, s. Defaults: 1 day, path /, SameSite Lax, no Secure.
 */
const UNIT_SECONDS = { y: 365 * 86_400, m: 30 * 86_400, d: 86_400, h: 3_600, min: 60, s: 1 } as const;
export type ExpiryUnit = keyof typeof UNIT_SECONDS;

export interface CookieOptions {
  /** e.g. "1d", "30d", "1m", "2h", "15min", "1y"; or "session" for a browser-session cookie. */
  expires?: string;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

export const DEFAULT_COOKIE_OPTIONS = { expires: '1d', path: '/', sameSite: 'Lax', secure: false } as const;
/** Auth cookies live 30 days and are sent over HTTPS only. */
export const AUTH_COOKIE_OPTIONS = { expires: '30d', path: '/', sameSite: 'Lax', secure: true } as const;

/** Seconds in an expiry like "30d" or "15min"; throws on anything else. */
export function expiryToSeconds(expiry: string): number {
  const match = /^(\d+)(y|m|d|h|min|s)$/.exec(expiry.trim());
  if (!match) throw new Error(`Invalid cookie expiry "${expiry}"`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as ExpiryUnit];
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const o = { ...DEFAULT_COOKIE_OPTIONS, ...options };
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `path=${o.path}`,
    `SameSite=${o.sameSite}`,
  ];
  if (o.expires !== 'session') parts.push(`max-age=${expiryToSeconds(o.expires)}`);
  // A Secure cookie is refused on plain http, which is how a newcomer runs on localhost.
  if (o.secure && globalThis.location?.protocol === 'https:') parts.push('Secure');
  return parts.join('; ');
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  document.cookie = serializeCookie(name, value, options);
}

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) {
      try {
        return decodeURIComponent(part.slice(prefix.length));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function removeCookie(name: string, path = '/'): void {
  document.cookie = `${encodeURIComponent(name)}=; path=${path}; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}
