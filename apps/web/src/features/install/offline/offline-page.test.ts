import { describe, expect, it } from 'vitest';
import { offlineLocale, titleOf } from './offline-page';

describe('the offline page', () => {
  it('speaks the language the visitor chose, by the app’s rule', () => {
    const available = ['ar', 'fr', 'en'];
    expect(offlineLocale(null, available)).toBe('ar');
    expect(offlineLocale('en', available)).toBe('en');
    expect(offlineLocale('de', available)).toBe('fr');
  });

  it('names a kept page by its title, or not at all', () => {
    expect(titleOf('<html><head><title> Golf 7 · Portail </title></head><body></body></html>')).toBe(
      'Golf 7 · Portail',
    );
    expect(titleOf('<html><head></head><body>x</body></html>')).toBeNull();
  });
});
