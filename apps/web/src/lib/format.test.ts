import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, formatRelativeTime } from './format';

describe('formatting through Intl', () => {
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
});
