import { currencyDigits, parseAmount } from '@portal/contract/money';
import type { PaymentMethod, PaymentType, RecordPaymentBody } from '@portal/contract/payments';
import { formatAmount } from '../features/listings/listing-form-values';

/** The payment form as typed: the amount in major units ("1 500,50"), as the recorder reads it. */
export interface PaymentFormValues {
  method: PaymentMethod | '';
  payment_type: PaymentType;
  amount: string;
  reference: string;
  paid_on: string;
}

/**
 * The amount typed in major units → minor units of the currency (its ISO digits: DZD 2):
 * "1500" → 150000, "1 500,5" → 150050, "١٥٠٠" → 150000. Empty → undefined (required);
 * anything else (letters, more decimals than the currency has) → null.
 */
export function toMinorUnits(text: string, currency: string): number | null | undefined {
  return parseAmount(text, currencyDigits(currency));
}

/** Minor units → the text the amount input shows: 150050 DZD → "1500.5". */
export function toMajorText(minor: number, currency: string): string {
  return formatAmount(minor, currencyDigits(currency));
}

/** The browser's calendar day as YYYY-MM-DD: the paid date's default and its latest value. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The contract's body from the form. A bad amount travels as NaN, which the contract refuses;
 * the form shows its own message for it instead (see PaymentForm).
 */
export function paymentBody(values: PaymentFormValues, currency: string): RecordPaymentBody {
  const amount = toMinorUnits(values.amount, currency);
  const reference = values.reference.trim();
  // An unchosen method is left out: the contract asks to choose one.
  return {
    ...(values.method ? { method: values.method } : {}),
    payment_type: values.payment_type,
    amount: (amount === null ? Number.NaN : amount) as number,
    currency_code: currency,
    ...(reference ? { reference } : {}),
    paid_on: values.paid_on,
  } as RecordPaymentBody;
}

export function emptyPaymentValues(
  remaining: number,
  currency: string,
  today = localToday(),
): PaymentFormValues {
  return {
    method: '',
    payment_type: 'full',
    amount: toMajorText(remaining, currency),
    reference: '',
    paid_on: today,
  };
}
