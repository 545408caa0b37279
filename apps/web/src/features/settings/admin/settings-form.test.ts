import { describe, expect, it } from 'vitest';
import {
  currencyDigits,
  errorAnchor,
  firstMessage,
  formatNumberList,
  fromMinorUnits,
  parseNumberList,
  synonymsToText,
  textToSynonyms,
  toMinorUnits,
} from './settings-form';

describe('settings form logic', () => {
  it('reads a list of durations typed with commas, Arabic commas or spaces', () => {
    expect(parseNumberList('7, 15,30')).toEqual([7, 15, 30]);
    expect(parseNumberList('7، 15 30')).toEqual([7, 15, 30]);
    expect(parseNumberList('  ')).toEqual([]);
    expect(parseNumberList('7, abc, 1.5').map(Number.isNaN)).toEqual([false, true, true]);
    expect(formatNumberList([7, 15, 30])).toBe('7, 15, 30');
  });

  it('converts the listing fee between major units typed and minor units stored', () => {
    expect(toMinorUnits('1000', 2)).toBe(100_000);
    expect(toMinorUnits('1000.5', 2)).toBe(100_050);
    expect(toMinorUnits('12,25', 2)).toBe(1225);
    expect(toMinorUnits('500', 0)).toBe(500);
    expect(toMinorUnits('', 2)).toBeNaN();
    expect(toMinorUnits('abc', 2)).toBeNaN();
    // The rule of every amount field: Arabic-Indic digits, grouped digits, no extra decimals.
    expect(toMinorUnits('١٥٠٠', 2)).toBe(150_000);
    expect(toMinorUnits('١٥٠٠٫٥', 2)).toBe(150_050);
    expect(toMinorUnits('1 500', 2)).toBe(150_000);
    expect(toMinorUnits('1.555', 2)).toBeNaN();
    expect(fromMinorUnits(100_050, 2)).toBe('1000.5');
    expect(fromMinorUnits(1234, 3)).toBe('1.234');
    expect(currencyDigits('DZD', [{ code: 'DZD', minor_units: 2 }])).toBe(2);
    expect(currencyDigits('JPY', [])).toBe(0);
    expect(currencyDigits('TND', [])).toBe(3);
  });

  it('shows synonym groups a line each and reads them back, dropping empty words and lines', () => {
    const groups = [
      ['سيارة', 'voiture', 'car'],
      ['machine a laver', 'washing machine'],
    ];
    expect(textToSynonyms(synonymsToText(groups))).toEqual(groups);
    expect(textToSynonyms('a, b,,\n\n  c ، d \n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('places a server error on its field, a row’s field, or the group it belongs to', () => {
    const anchors = ['durations_days', 'paid_category_ids', 'listing_fee.amount', 'opening_hours.*.close'];
    expect(errorAnchor('durations_days', anchors)).toBe('durations_days');
    expect(errorAnchor('paid_category_ids.3', anchors)).toBe('paid_category_ids');
    expect(errorAnchor('opening_hours.2.close', anchors)).toBe('opening_hours.2.close');
    expect(errorAnchor('opening_hours.x.close', anchors)).toBeUndefined();
    expect(errorAnchor('listing_fee.currency_code', anchors)).toBeUndefined();
    expect(errorAnchor('surprise', anchors)).toBeUndefined();
  });

  it('finds the first message of a nested error', () => {
    expect(firstMessage(undefined)).toBeUndefined();
    expect(firstMessage({ message: 'top', type: 'x' })).toBe('top');
    expect(firstMessage([undefined, { 1: { message: 'deep' } }])).toBe('deep');
  });
});
