import { describe, expect, it } from 'vitest';
import { localeOf } from './i18n';

describe('localeOf', () => {
  it('takes X-localization first, in any case and with spaces', () => {
    expect(localeOf({ 'x-localization': 'fr' })).toBe('fr');
    expect(localeOf({ 'x-localization': ' EN ' })).toBe('en');
    expect(localeOf({ 'x-localization': 'ar', 'accept-language': 'fr-FR,fr' })).toBe('ar');
    expect(localeOf({ 'x-localization': 'en', 'accept-language': 'ar' })).toBe('en');
  });

  it('ignores an unsupported X-localization', () => {
    expect(localeOf({ 'x-localization': 'de', 'accept-language': 'fr' })).toBe('fr');
    expect(localeOf({ 'x-localization': 'fr-FR' })).toBe('ar');
    expect(localeOf({ 'x-localization': '' })).toBe('ar');
  });

  it('falls back to the first supported language of Accept-Language', () => {
    expect(localeOf({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toBe('fr');
    expect(localeOf({ 'accept-language': 'de-DE, en-GB;q=0.8, fr;q=0.5' })).toBe('en');
    expect(localeOf({ 'accept-language': 'AR-dz' })).toBe('ar');
    expect(localeOf({ 'accept-language': 'en-US' })).toBe('en');
  });

  it('defaults to Arabic', () => {
    expect(localeOf({})).toBe('ar');
    expect(localeOf({ 'accept-language': 'de, es;q=0.8, *;q=0.1' })).toBe('ar');
    expect(localeOf({ 'accept-language': '' })).toBe('ar');
    expect(localeOf({ 'accept-language': ';;,,' })).toBe('ar');
  });
});

describe('Accept-Language quality values', () => {
  it('prefers the highest q and skips q=0', () => {
    expect(localeOf({ 'accept-language': 'en;q=0.5, fr;q=0.9' })).toBe('fr');
    expect(localeOf({ 'accept-language': 'fr;q=0, en' })).toBe('en');
    expect(localeOf({ 'accept-language': 'de, en-GB;q=0.8' })).toBe('en');
  });
});
