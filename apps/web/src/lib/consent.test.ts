import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllCookies,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  hasConsent,
  readConsent,
  rejectOptionalCookies,
  runWithConsent,
  saveConsent,
  subscribeConsent,
} from './consent';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null');

describe('consent storage', () => {
  it('has no choice on a first visit: only necessary cookies', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('performance')).toBe(false);
  });

  it('stores "accept all" under cookie-consent with its version and time', () => {
    acceptAllCookies();
    expect(stored()).toMatchObject({
      version: CONSENT_VERSION,
      categories: { necessary: true, performance: true, functional: true, targeting: true },
    });
    expect(Date.parse(stored().decidedAt)).not.toBeNaN();
    expect(hasConsent('targeting')).toBe(true);
  });

  it('stores "reject optional" with necessary still on', () => {
    rejectOptionalCookies();
    expect(stored().categories).toEqual({
      necessary: true,
      performance: false,
      functional: false,
      targeting: false,
    });
    expect(hasConsent('necessary')).toBe(true);
    expect(hasConsent('functional')).toBe(false);
  });

  it('stores a custom choice', () => {
    saveConsent({ functional: true });
    expect(hasConsent('functional')).toBe(true);
    expect(hasConsent('performance')).toBe(false);
  });

  it('asks again after a version change or a damaged record', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION - 1, categories: { performance: true } }),
    );
    expect(readConsent()).toBeNull();
    expect(hasConsent('performance')).toBe(false);
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent()).toBeNull();
  });

  it('never reads necessary as refused', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, categories: { necessary: false, performance: 'yes' } }),
    );
    expect(readConsent()?.categories).toEqual({
      necessary: true,
      performance: false,
      functional: false,
      targeting: false,
    });
  });

  it('tells subscribers, including about a choice made in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    rejectOptionalCookies();
    expect(listener).toHaveBeenCalledTimes(1);
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: CONSENT_VERSION, decidedAt: '', categories: { performance: true } }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(hasConsent('performance')).toBe(true);
    unsubscribe();
  });
});

describe('runWithConsent', () => {
  it('runs necessary work at once', () => {
    const run = vi.fn();
    runWithConsent('necessary', run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once when the category is accepted', () => {
    acceptAllCookies();
    const run = vi.fn();
    runWithConsent('performance', run);
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for consent, runs once when given, and never when refused', () => {
    const analytics = vi.fn();
    const ads = vi.fn();
    runWithConsent('performance', analytics);
    runWithConsent('targeting', ads);
    expect(analytics).not.toHaveBeenCalled();
    saveConsent({ performance: true });
    expect(analytics).toHaveBeenCalledOnce();
    expect(ads).not.toHaveBeenCalled();
    saveConsent({ performance: true });
    expect(analytics).toHaveBeenCalledOnce();
    rejectOptionalCookies();
    expect(ads).not.toHaveBeenCalled();
  });

  it('can be cancelled while waiting', () => {
    const run = vi.fn();
    const cancel = runWithConsent('functional', run);
    cancel();
    acceptAllCookies();
    expect(run).not.toHaveBeenCalled();
  });
});
