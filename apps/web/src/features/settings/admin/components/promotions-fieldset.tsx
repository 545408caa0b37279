import type { Settings } from '@portal/contract/settings';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { formatPrice } from '../../../../lib/format';
import { LOCALES } from '@portal/contract/locale';
import { useLocale } from '../../../../lib/use-locale';
import { FormField, SelectField } from '../../../../ui/form-field';
import { currencyDigits, fromMinorUnits, numberOf, toMinorUnits } from '../settings-form';

type Offer = Settings['announcements']['promotions'][number];
type Currency = { code: string; minor_units: number };

/** Literal keys, so the catalog check sees them used. */
const NAME_LABELS = {
  ar: 'admin-settings.promotions.name_ar',
  fr: 'admin-settings.promotions.name_fr',
  en: 'admin-settings.promotions.name_en',
} as const;

/** A promotion offer as the form holds it: text as typed, the price in major units. */
export interface PromotionValues {
  key: string;
  name: { ar: string; fr: string; en: string };
  days: string;
  price: { amount: string; currency_code: string };
}

/** Where the server's field errors of the offers are shown (errorAnchor). */
export const PROMOTION_ANCHORS = [
  'promotions',
  'promotions.*.key',
  'promotions.*.name.ar',
  'promotions.*.name.fr',
  'promotions.*.name.en',
  'promotions.*.days',
  'promotions.*.price.amount',
  'promotions.*.price.currency_code',
];

export function promotionsToValues(
  offers: readonly Offer[],
  catalog: readonly Currency[],
): PromotionValues[] {
  return offers.map((o) => ({
    key: o.key,
    name: { ...o.name },
    days: String(o.days),
    price: {
      amount: fromMinorUnits(o.price.amount, currencyDigits(o.price.currency_code, catalog)),
      currency_code: o.price.currency_code,
    },
  }));
}

export function valuesToPromotions(values: readonly PromotionValues[], catalog: readonly Currency[]) {
  return values.map((v) => ({
    key: v.key.trim(),
    name: v.name,
    days: numberOf(v.days),
    price: {
      amount: toMinorUnits(v.price.amount, currencyDigits(v.price.currency_code, catalog)),
      currency_code: v.price.currency_code,
    },
  }));
}

/**
 * The promotion offers (docs/decisions/016): one row per offer — its key, its name in the three
 * languages, its days and price — added, edited and removed here, saved with the section.
 */
export function PromotionsFieldset<V extends { promotions: PromotionValues[] }>({
  form,
  currencyOptions,
  catalog,
  feeCurrency,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  currencyOptions: { value: string; label: string }[];
  catalog: readonly Currency[];
  feeCurrency: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The form's type is generic: the array's paths are named as in PromotionValues.
  const f = form as unknown as UseFormReturn<{ promotions: PromotionValues[] }>;
  const { fields, append, remove } = useFieldArray({ control: f.control, name: 'promotions' });
  const errors = f.formState.errors.promotions;
  return (
    <fieldset className="space-y-3" data-testid="promotions">
      <legend className="mb-1 text-sm font-semibold text-slate-800">
        {t('admin-settings.promotions.title')}
      </legend>
      <p className="text-xs text-slate-500">{t('admin-settings.promotions.hint')}</p>
      {fields.map((field, index) => {
        const error = errors?.[index];
        const code = f.watch(`promotions.${index}.price.currency_code`);
        const minor = toMinorUnits(
          f.watch(`promotions.${index}.price.amount`),
          currencyDigits(code, catalog),
        );
        return (
          <div
            key={field.id}
            className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-2 lg:grid-cols-3"
            data-testid="promotion-row"
          >
            <FormField
              label={t('admin-settings.promotions.key')}
              hint={t('admin-settings.promotions.key_hint')}
              error={error?.key?.message}
              inputProps={{ ...f.register(`promotions.${index}.key`), dir: 'ltr' }}
            />
            {LOCALES.map((l) => (
              <FormField
                key={l}
                label={t(NAME_LABELS[l])}
                error={error?.name?.[l]?.message}
                inputProps={{
                  ...f.register(`promotions.${index}.name.${l}`),
                  dir: l === 'ar' ? 'rtl' : 'ltr',
                }}
              />
            ))}
            <FormField
              label={t('admin-settings.promotions.days')}
              error={error?.days?.message}
              inputProps={{
                ...f.register(`promotions.${index}.days`),
                type: 'number',
                min: 1,
                max: 365,
                step: 1,
              }}
            />
            <FormField
              label={t('admin-settings.promotions.price', { currency: code })}
              hint={
                Number.isFinite(minor)
                  ? minor === 0
                    ? t('admin-settings.promotions.free')
                    : t('admin-settings.promotions.price_shown', { price: formatPrice(locale, minor, code) })
                  : undefined
              }
              error={error?.price?.amount?.message}
              inputProps={{
                ...f.register(`promotions.${index}.price.amount`),
                type: 'number',
                min: 0,
                step: 10 ** -currencyDigits(code, catalog),
                inputMode: 'decimal',
                dir: 'ltr',
              }}
            />
            <SelectField
              label={t('admin-settings.promotions.currency')}
              error={error?.price?.currency_code?.message}
              options={currencyOptions}
              selectProps={f.register(`promotions.${index}.price.currency_code`)}
            />
            <div className="flex items-end">
              <button
                type="button"
                onClick={() => remove(index)}
                className="rounded-lg border border-red-300 px-3 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                {t('admin-settings.promotions.remove')}
              </button>
            </div>
          </div>
        );
      })}
      <button
        type="button"
        onClick={() =>
          append({
            key: '',
            name: { ar: '', fr: '', en: '' },
            days: '7',
            price: { amount: '0', currency_code: feeCurrency },
          })
        }
        className="rounded-lg border border-brand-700 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        {t('admin-settings.promotions.add')}
      </button>
    </fieldset>
  );
}
