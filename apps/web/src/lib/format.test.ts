import { describe, expect, it } from 'vitest';
import { intlLocaleOf } from '@portal/contract/locale';
import {
  formatDate,
  formatDuration,
  formatList,
  formatNumber,
  formatPrice,
  formatRelativeTime,
  intlWarmUp,
} from './format';

describe('formatting through Intl', () => {
  it('joins a list as each language does, each item isolated, Arabic "و" apart from Latin names', () => {
    const plain = (text: string) => text.replace(/[\u2068\u2069]/g, '');
    const types = ['JPEG', 'PNG', 'WEBP'];
    expect(plain(formatList('ar', types))).toBe('JPEG و PNG و WEBP');
    expect(plain(formatList('fr', types))).toBe('JPEG, PNG et WEBP');
    expect(plain(formatList('en', types))).toBe('JPEG, PNG, and WEBP');
    expect(formatList('ar', types)).toBe('\u2068JPEG\u2069 و \u2068PNG\u2069 و \u2068WEBP\u2069');
    // Arabic words take the "و" against them, as Arabic writes it.
    expect(plain(formatList('ar', ['صور', 'فيديو']))).toBe('صور وفيديو');
    expect(plain(formatList('fr', ['images'], 'disjunction'))).toBe('images');
  });

  it('formats numbers with the Algerian conventions of each language', () => {
    expect(formatNumber('ar', 12345.5)).toBe('12.345,5');
    expect(formatNumber('fr', 12345.5)).toMatch(/^12\s345,5$/);
    expect(formatNumber('en', 12345.5)).toBe('12,345.5');
  });

  it('formats prices from minor units, without decimals when there are none', () => {
    expect(formatPrice('fr', 1_500_000, 'DZD')).toMatch(/^15\s000\sDA$/);
    expect(formatPrice('en', 1_999, 'EUR')).toBe('€19.99');
    expect(formatPrice('ar', 1_500_000, 'DZD')).toContain('15.000');
    expect(formatPrice('ar', 1_500_000, 'DZD')).toContain('د.ج.');
  });

  it('formats dates in each language', () => {
    const date = new Date('2026-11-22T10:00:00Z');
    expect(formatDate('fr', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('22 novembre 2026');
    expect(formatDate('en', date, { dateStyle: 'long', timeZone: 'UTC' })).toBe('November 22, 2026');
    expect(formatDate('ar', date, { dateStyle: 'long', timeZone: 'UTC' })).toContain('نوفمبر');
  });

  it('formats relative times with each language plural rules', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(formatRelativeTime('en', new Date('2026-11-19T10:00:00Z'), now)).toBe('3 days ago');
    expect(formatRelativeTime('fr', new Date('2026-11-19T10:00:00Z'), now)).toBe('il y a 3 jours');
    // Arabic plural forms: dual (two hours), few (3 days), two weeks; and named days.
    expect(formatRelativeTime('ar', new Date('2026-11-22T08:00:00Z'), now)).toBe('قبل ساعتين');
    expect(formatRelativeTime('ar', new Date('2026-11-19T10:00:00Z'), now)).toBe('قبل 3 أيام');
    expect(formatRelativeTime('ar', new Date('2026-11-11T10:00:00Z'), now)).toBe('قبل أسبوعين');
    expect(formatRelativeTime('ar', new Date('2026-11-21T10:00:00Z'), now)).toBe('أمس');
    expect(formatRelativeTime('en', new Date('2026-11-22T09:59:30Z'), now)).toBe('30 seconds ago');
  });

  it('formats durations by their two largest units in each language', () => {
    // French and Arabic put no-break spaces between number and unit.
    const duration = (locale: 'ar' | 'fr' | 'en', seconds: number) =>
      formatDuration(locale, seconds).replace(/\s/g, ' ');
    const twoHours15 = 2 * 3600 + 15 * 60;
    expect(duration('fr', twoHours15)).toBe('2 h 15 min');
    expect(duration('en', twoHours15)).toBe('2 hr 15 min');
    expect(duration('ar', twoHours15)).toBe('2 س و15 د');
    // Whole units drop the empty one; the smaller unit is rounded.
    expect(duration('fr', 3 * 3600 + 20)).toBe('3 h');
    expect(duration('fr', 3 * 86_400 + 5 * 3600 + 10 * 60)).toBe('3 j 5 h');
    expect(duration('fr', 59 * 60 + 59)).toBe('59 min 59 s');
    expect(duration('fr', 3600 - 1)).toBe('59 min 59 s');
    expect(duration('fr', 2 * 3600 - 20)).toBe('2 h');
    expect(duration('en', 42.4)).toBe('42 sec');
    expect(duration('en', 0)).toBe('0 sec');
  });
});

describe('intlWarmUp', () => {
  it('makes the formatters the pages use, so formatting later finds them made', () => {
    const steps = intlWarmUp('ar', 'Africa/Algiers');
    expect(steps.length).toBeGreaterThan(0);
    for (const step of steps) expect(step()).toBeTruthy();
    expect(formatNumber('ar', 1234)).toBe(new Intl.NumberFormat(intlLocaleOf('ar')).format(1234));
  });
});
