import { ERROR_STATUS } from '@portal/contract/errors';
import { LOCALES } from '@portal/contract/locale';
import { VALIDATION_MESSAGES } from '@portal/contract/validation';
import { describe, expect, it } from 'vitest';
import { isMessageKey, MESSAGE_CATALOGS, translate, type MessageKey } from './messages';

const placeholdersOf = (template: string) => [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Messages the three languages share on purpose (Laravel's wording, which the SPA recognizes). */
const SAME_IN_EVERY_LANGUAGE = new Set(['error.csrf_mismatch']);

describe.each([
  ['server messages', MESSAGE_CATALOGS],
  ['field messages (contract)', VALIDATION_MESSAGES],
] as const)('%s', (_name, catalogs: Record<(typeof LOCALES)[number], Record<string, string>>) => {
  const keys = Object.keys(catalogs.en);

  it('has every key in ar, fr and en, and no other', () => {
    expect(keys.length).toBeGreaterThan(10);
    for (const locale of LOCALES) {
      expect(Object.keys(catalogs[locale]).sort(), locale).toEqual([...keys].sort());
    }
  });

  it('has a real translation of every key, with the same placeholders', () => {
    for (const key of keys) {
      const en = catalogs.en[key] ?? '';
      for (const locale of LOCALES) {
        const text = catalogs[locale][key] ?? '';
        expect(text.trim().length, `${locale} ${key}`).toBeGreaterThan(0);
        expect(placeholdersOf(text), `${locale} ${key}`).toEqual(placeholdersOf(en));
        if (locale !== 'en' && !SAME_IN_EVERY_LANGUAGE.has(key)) {
          expect(text, `${locale} ${key} is untranslated`).not.toBe(en);
        }
      }
      if (SAME_IN_EVERY_LANGUAGE.has(key)) continue;
      // Arabic text is written in Arabic script.
      expect(catalogs.ar[key], `ar ${key}`).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('translate', () => {
  it('has a message for the code of every error the API can answer', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(isMessageKey(`error.${code}`), code).toBe(true);
    }
  });

  it('knows server and field keys, and nothing else', () => {
    expect(isMessageKey('error.not_found')).toBe(true);
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('error.nope')).toBe(false);
    expect(isMessageKey('toString')).toBe(false);
  });

  it('words a key in each language', () => {
    expect(translate('en', 'error.not_found')).toBe('Not found.');
    expect(translate('fr', 'error.not_found')).toBe('Introuvable.');
    expect(translate('ar', 'error.not_found')).toBe('غير موجود.');
    expect(translate('fr', 'validation.required')).toBe('Ce champ est obligatoire.');
  });

  it('formats interpolated numbers for the language', () => {
    const key: MessageKey = 'error.too_many_requests';
    expect(translate('en', key, { seconds: 12345 })).toBe(
      'Too many attempts. Please wait 12,345 seconds and try again.',
    );
    // fr-DZ groups with a narrow no-break space; ar-DZ keeps Latin digits with a dot.
    expect(translate('fr', key, { seconds: 12345 })).toBe(
      'Trop de tentatives. Patientez 12\u202f345 secondes puis réessayez.',
    );
    expect(translate('ar', key, { seconds: 12345 })).toBe(
      'محاولات كثيرة جداً. انتظر 12.345 ثانية ثم حاول مجدداً.',
    );
    expect(translate('en', 'validation.string_too_short', { minimum: 8 })).toBe(
      'Minimum length: 8 characters.',
    );
  });

  it('inserts strings as they are and leaves a missing parameter visible', () => {
    expect(translate('en', 'error.internal_error', { reference: 'req-1234' })).toBe(
      'Something went wrong on our side. Please try again later. Reference: req-1234',
    );
    // A string that looks like a number is not reformatted (a request id stays quotable).
    expect(translate('en', 'error.internal_error', { reference: '12345' })).toContain('Reference: 12345');
    expect(translate('en', 'error.too_many_requests')).toContain('{seconds}');
  });
});
