import { describe, expect, it } from 'vitest';
import { cachingRuleOf, isSignOut, type RequestFacts } from './caching-rules';

const ORIGIN = 'https://portal.example';

const get = (path: string, facts: Partial<RequestFacts> = {}): RequestFacts => ({
  url: `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'cors',
  authorized: false,
  ...facts,
});
const rule = (path: string, facts: Partial<RequestFacts> = {}) => cachingRuleOf(get(path, facts), ORIGIN);

describe('cachingRuleOf', () => {
  it('keeps page loads, with their query, for offline reading', () => {
    expect(rule('/home?source=pwa', { mode: 'navigate' })).toBe('pages');
    expect(rule('/sales/cars-12', { mode: 'navigate' })).toBe('pages');
    expect(rule('/app-download', { mode: 'navigate' })).toBe('pages');
  });

  it('never keeps the back office’s, a member’s own or the sign-in pages, nor unknown ones', () => {
    for (const path of [
      '/admin',
      '/admin/users',
      '/profile/main',
      '/profile/favorites',
      '/profile/announcements',
      '/login',
      '/register',
      '/no-such-page',
    ]) {
      expect([path, rule(path, { mode: 'navigate' })]).toEqual([path, null]);
    }
  });

  it('keeps the build’s hashed files, not its other files', () => {
    expect(rule('/build/assets/app-Cj3RHfki.js')).toBe('assets');
    expect(rule('/build/assets/cairo-arabic-D9fiDlN9.woff2')).toBe('assets');
    expect(rule('/build/route-chunks.json')).toBeNull();
    expect(rule('/favicon.ico')).toBeNull();
  });

  it('keeps photos and CMS images, with or without a token', () => {
    expect(rule('/api/v1/listings/photos/abc-640.webp')).toBe('images');
    expect(rule('/api/v1/content/files/banner.webp')).toBe('images');
    expect(rule('/api/v1/listings/photos/abc-640.webp', { authorized: true })).toBe('images');
  });

  it('keeps the public reads asked without a token', () => {
    for (const path of [
      '/api/v1/init',
      '/api/v1/settings',
      '/api/v1/catalog/sales/categories',
      '/api/v1/catalog/announcements/categories/12',
      '/api/v1/regions',
      '/api/v1/regions/16',
      '/api/v1/currencies',
      '/api/v1/content/faq',
      '/api/v1/content/pages/about-us',
      '/api/v1/listings?platform=sales&page=2',
      '/api/v1/listings/featured',
      '/api/v1/listings/cars-12',
      '/api/v1/listings/12/similar',
      '/api/v1/listings/12/from-owner',
    ]) {
      expect([path, rule(path)]).toEqual([path, 'public-api']);
    }
  });

  it('never keeps an answer asked with a bearer token', () => {
    expect(rule('/api/v1/settings', { authorized: true })).toBeNull();
    expect(rule('/api/v1/listings/cars-12', { authorized: true })).toBeNull();
    expect(rule('/api/v1/init', { authorized: true })).toBeNull();
  });

  it('never keeps the member’s own calls, the back office or downloads, even without a token', () => {
    for (const path of [
      '/api/v1/user/me',
      '/api/v1/user/sessions',
      '/api/v1/listings/mine',
      '/api/v1/listings/12/revision',
      '/api/v1/favorites',
      '/api/v1/favorites/ids',
      '/api/v1/admin/settings',
      '/api/v1/admin/listings/pending',
      '/api/v1/content/items/4/download',
      '/api/v1/health',
      '/api/v1/docs',
    ]) {
      expect([path, rule(path)]).toEqual([path, null]);
    }
  });

  it('never keeps anything but GET', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']) {
      expect(rule('/api/v1/settings', { method })).toBeNull();
      expect(rule('/home', { method, mode: 'navigate' })).toBeNull();
    }
  });

  it('never keeps another origin’s answers, nor the API answering a page load', () => {
    expect(
      cachingRuleOf({ ...get('/x'), url: 'https://cdn.example/build/assets/app.js' }, ORIGIN),
    ).toBeNull();
    expect(rule('/api/v1/settings', { mode: 'navigate' })).toBeNull();
  });
});

describe('isSignOut', () => {
  it('is the POST to the logout endpoint of this origin only', () => {
    expect(isSignOut({ url: `${ORIGIN}/api/v1/logout`, method: 'POST' }, ORIGIN)).toBe(true);
    expect(isSignOut({ url: `${ORIGIN}/api/v1/logout`, method: 'GET' }, ORIGIN)).toBe(false);
    expect(isSignOut({ url: 'https://other.example/api/v1/logout', method: 'POST' }, ORIGIN)).toBe(false);
  });
});
