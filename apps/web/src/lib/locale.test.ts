import { afterEach, describe, expect, it } from 'vitest';
import { adoptAddressLocale, LOCALE_STORAGE_KEY, readStoredLocale } from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the language named by the address', () => {
  afterEach(() => {
    document.cookie = 'user-locale=; Max-Age=0; Path=/';
  });

  it('becomes the stored choice, mirrored into the cookie the server renders with', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'ar' });
    adoptAddressLocale({ search: '?q=clio&lang=fr' }, storage);
    expect(readStoredLocale(storage)).toBe('fr');
    expect(document.cookie).toContain('user-locale=fr');
  });

  it('leaves the stored choice alone when the address names none, or not one of ours', () => {
    const storage = memoryStorage({ [LOCALE_STORAGE_KEY]: 'en' });
    adoptAddressLocale({ search: '?q=clio' }, storage);
    adoptAddressLocale({ search: '?lang=de' }, storage);
    adoptAddressLocale({ search: '?lang=' }, storage);
    expect(readStoredLocale(storage)).toBe('en');
  });
});
