import { afterEach, describe, expect, it } from 'vitest';
import {
  AUTH_COOKIE_OPTIONS,
  expiryToSeconds,
  getCookie,
  removeCookie,
  serializeCookie,
  setCookie,
} from './cookies';

describe('cookie helper', () => {
  afterEach(() => {
    for (const c of document.cookie.split('; ')) {
      const name = c.split('=')[0];
      if (name) removeCookie(decodeURIComponent(name));
    }
  });

  it('reads every expiry unit a cookie may be given', () => {
    expect(expiryToSeconds('1y')).toBe(365 * 86_400);
    expect(expiryToSeconds('1m')).toBe(30 * 86_400);
    expect(expiryToSeconds('2d')).toBe(2 * 86_400);
    expect(expiryToSeconds('3h')).toBe(3 * 3_600);
    expect(expiryToSeconds('15min')).toBe(15 * 60);
    expect(expiryToSeconds('45s')).toBe(45);
    expect(() => expiryToSeconds('10w')).toThrow();
    expect(() => expiryToSeconds('d')).toThrow();
  });

  it('defaults to 1 day, path /, SameSite Lax, no Secure', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; path=/; SameSite=Lax; max-age=86400');
  });

  it('writes auth cookies for 30 days, Secure on https only', () => {
    expect(serializeCookie('_token', 't', AUTH_COOKIE_OPTIONS)).toBe(
      '_token=t; path=/; SameSite=Lax; max-age=2592000',
    );
    expect(serializeCookie('_token', 't', { ...AUTH_COOKIE_OPTIONS, expires: 'session' })).not.toContain(
      'max-age',
    );
  });

  it('sets, reads with encoding, and removes', () => {
    setCookie('greeting', 'سلام; a=b');
    expect(getCookie('greeting')).toBe('سلام; a=b');
    removeCookie('greeting');
    expect(getCookie('greeting')).toBeUndefined();
  });
});
