import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-cache';

describe('intl-cache', () => {
  it('makes one formatter per language and options, and formats as Intl does', () => {
    const a = numberFormat('fr-FR', { maximumFractionDigits: 0 });
    expect(numberFormat('fr-FR', { maximumFractionDigits: 0 })).toBe(a);
    expect(numberFormat('fr-FR', { maximumFractionDigits: 1 })).not.toBe(a);
    expect(numberFormat('ar-DZ')).not.toBe(numberFormat('fr-FR'));
    expect(a.format(1234.5)).toBe(
      new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }).format(1234.5),
    );
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(0))).toBe(
      'Jan 1, 1970',
    );
  });
});
