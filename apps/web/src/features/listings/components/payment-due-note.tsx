import type { AmountDue } from '@portal/contract/listings';
import { paymentReference } from '@portal/contract/payments';
import { useTranslation } from '../../../lib/use-translation';
import { formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

/**
 * On the owner's list, a listing waiting for payment: the amount due since approval,
 * what was paid, what is left, and how to pay.
 */
export function PaymentDueNote({ listingId, due }: { listingId: number; due: AmountDue }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (minor: number) => formatPrice(locale, minor, due.currency_code);
  return (
    <div className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="payment-due">
      <p className="font-semibold">{t('payment-due.title')}</p>
      <ul className="mt-1 flex flex-wrap gap-x-4">
        <li>{t('payment-due.due', { amount: amount(due.amount) })}</li>
        <li data-testid="payment-paid">{t('payment-due.paid', { amount: amount(due.paid) })}</li>
        <li className="font-semibold" data-testid="payment-remaining">
          {t('payment-due.remaining', { amount: amount(due.remaining) })}
        </li>
      </ul>
      <p className="mt-1">{t('payment-due.how', { reference: paymentReference(listingId) })}</p>
    </div>
  );
}
