import { recordPaymentBodySchema } from '@portal/contract/payments';
import { describe, expect, it } from 'vitest';
import {
  emptyPaymentValues,
  localToday,
  paymentBody,
  toMajorText,
  toMinorUnits,
} from './payment-form-values';

describe('the payment form amounts', () => {
  it('turns the major units typed into minor units of the currency', () => {
    expect(toMinorUnits('1500', 'DZD')).toBe(150_000);
    expect(toMinorUnits('1 500,50', 'DZD')).toBe(150_050);
    expect(toMinorUnits('1500.5', 'DZD')).toBe(150_050);
    expect(toMinorUnits('١٥٠٠٫٢٥', 'DZD')).toBe(150_025);
    expect(toMinorUnits('19.99', 'EUR')).toBe(1_999);
    expect(toMinorUnits('0,01', 'USD')).toBe(1);
  });

  it('refuses what is not an amount of that currency, and leaves an empty one to "required"', () => {
    expect(toMinorUnits('', 'DZD')).toBeUndefined();
    expect(toMinorUnits('12,345', 'DZD')).toBeNull();
    expect(toMinorUnits('abc', 'DZD')).toBeNull();
    expect(toMinorUnits('1.2.3', 'DZD')).toBeNull();
    expect(toMinorUnits('-5', 'DZD')).toBeNull();
  });

  it('shows minor units back in major units, without needless zeros', () => {
    expect(toMajorText(150_000, 'DZD')).toBe('1500');
    expect(toMajorText(150_050, 'DZD')).toBe('1500.5');
    expect(toMajorText(1_999, 'EUR')).toBe('19.99');
    expect(toMinorUnits(toMajorText(123_456, 'DZD'), 'DZD')).toBe(123_456);
  });

  it('builds a body the contract accepts, starting with the whole remaining amount as full', () => {
    const values = { ...emptyPaymentValues(100_000, 'DZD', '2026-11-20'), method: 'cash' as const };
    expect(values).toMatchObject({ amount: '1000', payment_type: 'full', paid_on: '2026-11-20' });
    const body = paymentBody(values, 'DZD');
    expect(body).toEqual({
      method: 'cash',
      payment_type: 'full',
      amount: 100_000,
      currency_code: 'DZD',
      paid_on: '2026-11-20',
    });
    expect(recordPaymentBodySchema.safeParse(body).success).toBe(true);
    const bad = paymentBody({ ...values, amount: '10,999' }, 'DZD');
    expect(recordPaymentBodySchema.safeParse(bad).success).toBe(false);
    expect(paymentBody({ ...values, reference: '  CHQ 12 ' }, 'DZD').reference).toBe('CHQ 12');
  });

  it("gives the browser's own calendar day", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
