import { PAYMENT_METHODS, PAYMENT_TYPES, type AmountDue } from '@portal/contract/listings';
import { recordPaymentBodySchema, type RecordPaymentBody } from '@portal/contract/payments';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { submitErrorText, contractResolver } from '../../lib/form';
import { formatPrice } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { FormAlert, FormField, SubmitButton } from '../../ui/form-field';
import { toast } from '../../ui/toast-store';
import { PAYMENT_METHOD_LABELS, PAYMENT_TYPE_LABELS } from '../payment-labels';
import {
  emptyPaymentValues,
  localToday,
  paymentBody,
  toMajorText,
  toMinorUnits,
  type PaymentFormValues,
} from '../payment-form-values';

// The currency is the fee's own, not a field: a refusal of it shows above the form.
const FIELDS = ['method', 'payment_type', 'amount', 'reference', 'paid_on'];

/** What the screen does with a checked payment: sends it, then says what remains and what to announce. */
export type RecordPaymentAction = (
  body: RecordPaymentBody,
) => Promise<{ remaining: number; message: string }>;

/**
 * Records one payment of what a listing or an advertisement owes (admins): the same body and
 * the same ledger for both (docs/decisions/012, 034). The amount is typed in major units of the
 * due's currency and sent in minor units; "full" fills in what is still due. The contract's
 * schema checks the form before sending, the server checks it against the ledger.
 */
export function PaymentForm({ due, record }: { due: AmountDue; record: RecordPaymentAction }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const currency = due.currency_code;
  const [formError, setFormError] = useState<string>();
  const resolver = contractResolver(
    recordPaymentBodySchema,
    locale,
    (v: PaymentFormValues) => paymentBody(v, currency),
    // A typed amount that is no amount of this currency gets its own words, not "wrong type".
    (v) =>
      toMinorUnits(v.amount, currency) === null
        ? { amount: t('admin-payments.form.amount_format', { currency }) }
        : {},
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PaymentFormValues, unknown, RecordPaymentBody>({
    resolver,
    defaultValues: emptyPaymentValues(due.remaining, currency),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const result = await record(body);
      toast.success(result.message);
      reset(emptyPaymentValues(result.remaining, currency));
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  const select = (error: boolean) =>
    `w-full rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'}`;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4"
      data-testid="payment-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin-payments.form.title')}
      </h3>
      <p className="text-sm text-slate-600">
        {t('admin-payments.form.remaining', { amount: formatPrice(locale, due.remaining, currency) })}
      </p>
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-method`} className="text-sm font-medium text-slate-800">
            {t('admin-payments.form.method')}
          </label>
          <select
            id={`${id}-method`}
            {...register('method')}
            aria-invalid={errors.method ? true : undefined}
            aria-describedby={errors.method ? `${id}-method-error` : undefined}
            className={select(Boolean(errors.method))}
          >
            <option value="">{t('admin-payments.form.choose')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(PAYMENT_METHOD_LABELS[method])}
              </option>
            ))}
          </select>
          {errors.method ? (
            <p id={`${id}-method-error`} className="text-sm text-red-700">
              {errors.method.message}
            </p>
          ) : null}
        </div>
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">{t('admin-payments.form.type')}</legend>
          <div className="flex flex-wrap gap-4 py-2">
            {PAYMENT_TYPES.map((type) => (
              <label key={type} className="flex items-center gap-2 text-base">
                <input
                  type="radio"
                  value={type}
                  {...register('payment_type', {
                    // "Full" is the whole rest: fill it in.
                    onChange: (e: { target: { value: string } }) => {
                      if (e.target.value === 'full') setValue('amount', toMajorText(due.remaining, currency));
                    },
                  })}
                  aria-describedby={errors.payment_type ? `${id}-type-error` : undefined}
                />
                {t(PAYMENT_TYPE_LABELS[type])}
              </label>
            ))}
          </div>
          {errors.payment_type ? (
            <p id={`${id}-type-error`} className="text-sm text-red-700">
              {errors.payment_type.message}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label={t('admin-payments.form.amount', { currency })}
          hint={t('admin-payments.form.amount_hint')}
          error={errors.amount?.message}
          inputProps={{ ...register('amount'), inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' }}
        />
        <FormField
          label={t('admin-payments.form.paid_on')}
          error={errors.paid_on?.message}
          inputProps={{ ...register('paid_on'), type: 'date', max: localToday(), dir: 'ltr' }}
        />
        <FormField
          label={t('admin-payments.form.reference')}
          hint={t('admin-payments.form.reference_hint')}
          error={errors.reference?.message}
          inputProps={{ ...register('reference'), maxLength: 100, dir: 'auto', autoComplete: 'off' }}
        />
      </div>
      <SubmitButton pending={isSubmitting}>{t('admin-payments.form.submit')}</SubmitButton>
    </form>
  );
}
