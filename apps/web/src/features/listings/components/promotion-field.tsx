import type { Locale } from '@portal/contract/locale';
import type { PromotionOffer } from '@portal/contract/settings';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import type { ListingFormValues } from '../listing-form-values';

/** What a promotion gives and costs, as one line: "7 days · 500 DA" (or "free"). */
export function promotionTerms(
  t: TFunction,
  locale: Locale,
  promotion: { days: number; amount: number; currency_code: string },
): string {
  const days = formatNumber(locale, promotion.days, { style: 'unit', unit: 'day', unitDisplay: 'long' });
  const price =
    promotion.amount === 0
      ? t('promotions.free')
      : formatPrice(locale, promotion.amount, promotion.currency_code);
  return `${days} · ${price}`;
}

/**
 * The promotion the owner may buy with the listing (docs/decisions/016): none by default, or
 * one of the settings' offers with its name, length and price. A paid one is owed once a
 * moderator approves the listing, and starts when it is paid.
 */
export function PromotionField({ offers, locked }: { offers: readonly PromotionOffer[]; locked: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ListingFormValues>();
  const chosen = watch('promotion_key');
  if (locked) return <p className="text-sm text-slate-600">{t('promotions.form.locked')}</p>;
  const error = errors.promotion_key?.message;
  const options = [
    { key: '', name: t('promotions.form.none'), terms: null as string | null },
    ...offers.map((o) => ({
      key: o.key,
      name: o.name[locale],
      terms: promotionTerms(t, locale, {
        days: o.days,
        amount: o.price.amount,
        currency_code: o.price.currency_code,
      }),
    })),
  ];
  // A key the settings no longer offer stays visible, so the server's refusal names a choice.
  if (chosen && !offers.some((o) => o.key === chosen))
    options.push({ key: chosen, name: chosen, terms: null });
  return (
    <fieldset aria-describedby="promotion-hint" aria-invalid={error ? true : undefined}>
      <legend className="sr-only">{t('promotions.form.legend')}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.map((o) => (
          <label
            key={o.key || 'none'}
            className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-300 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input type="radio" value={o.key} {...register('promotion_key')} className="mt-1 size-4" />
            <span className="flex flex-col">
              <span className="font-semibold">
                <bdi>{o.name}</bdi>
              </span>
              {/* A space, so the radio's accessible name does not run the name into its terms. */}{' '}
              {o.terms ? <span className="text-sm text-slate-600">{o.terms}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <p id="promotion-hint" className="mt-2 text-xs text-slate-500">
        {t('promotions.form.hint')}
      </p>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}
