import {
  currencyCreateBodySchema,
  currencyUpdateBodySchema,
  type AdminCurrency,
  type CurrencyCreateBody,
  type CurrencyUpdateBody,
} from '@portal/contract/catalog-admin';
import { isCurrencyCode } from '@portal/contract/money';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { contractResolver } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { FormAlert, FormField } from '../../../../ui/form-field';
import { catalogChanges } from '../api/catalog';
import { sortOrderPart } from '../../../../back-office/catalog-form';
import { ActiveField, FormButtons } from '../../../../back-office/components/form-buttons';
import { NameFields } from './name-fields';
import { useCatalogFormSubmit } from '../use-catalog-form-submit';

interface Values {
  code: string;
  names: { ar: string; fr: string; en: string };
  symbol: string;
  minor_units: string;
  sort_order: string;
  is_active: boolean;
}

const FIELDS = [
  'code',
  'names.ar',
  'names.fr',
  'names.en',
  'symbol',
  'minor_units',
  'sort_order',
  'is_active',
];

/** The digits ISO 4217 gives a code (Intl knows them: DZD 2, JPY 0, TND 3), to start the form with. */
export function isoMinorUnits(code: string): number | undefined {
  if (!isCurrencyCode(code)) return undefined;
  return new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits;
}

/**
 * Adds a currency (its ISO code, then fixed) or edits one: names, symbol, minor units (the
 * server refuses a change while listings are priced in it), order, active.
 */
export function CurrencyForm({
  currency,
  onDone,
  onCancel,
}: {
  currency: AdminCurrency | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toBody = (v: Values): CurrencyCreateBody | CurrencyUpdateBody => ({
    ...(currency ? {} : { code: v.code.trim() }),
    names: v.names,
    symbol: v.symbol.trim(),
    minor_units: v.minor_units.trim() === '' ? Number.NaN : Number(v.minor_units),
    ...sortOrderPart(v.sort_order),
    is_active: v.is_active,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CurrencyCreateBody | CurrencyUpdateBody>({
    resolver: contractResolver(
      currency ? currencyUpdateBodySchema : currencyCreateBodySchema,
      locale,
      toBody,
    ),
    defaultValues: {
      code: currency?.code ?? '',
      names: currency?.names ?? { ar: '', fr: '', en: '' },
      symbol: currency?.symbol ?? '',
      minor_units: String(currency?.minor_units ?? 2),
      sort_order: currency ? String(currency.sort_order) : '',
      is_active: currency?.is_active ?? true,
    },
  });
  const { submit, formError } = useCatalogFormSubmit(setError, FIELDS, onDone);
  const onSubmit = handleSubmit((body) =>
    currency
      ? submit(
          catalogChanges.updateCurrency(currency.code, body as CurrencyUpdateBody),
          'admin-catalog.saved',
        )
      : submit(catalogChanges.createCurrency(body as CurrencyCreateBody), 'admin-catalog.added'),
  );
  const codeField = register('code', {
    // Codes are capitals (ISO 4217); the usual digits of a known code are offered.
    onChange: () => {
      const code = getValues('code').toUpperCase();
      setValue('code', code);
      const digits = isoMinorUnits(code.trim());
      if (digits !== undefined) setValue('minor_units', String(digits));
    },
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="currency-form">
      <FormAlert message={formError} />
      {currency ? null : (
        <FormField
          label={t('admin-catalog.currencies.code')}
          hint={t('admin-catalog.currencies.code_hint')}
          error={errors.code?.message}
          inputProps={{ ...codeField, dir: 'ltr', maxLength: 3, autoComplete: 'off', spellCheck: false }}
        />
      )}
      <NameFields
        fields={{ ar: register('names.ar'), fr: register('names.fr'), en: register('names.en') }}
        errors={errors.names}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('admin-catalog.currencies.symbol')}
          error={errors.symbol?.message}
          inputProps={{ ...register('symbol'), maxLength: 8, dir: 'auto' }}
        />
        <FormField
          label={t('admin-catalog.currencies.minor_units')}
          hint={t('admin-catalog.currencies.minor_units_hint')}
          error={errors.minor_units?.message}
          inputProps={{
            ...register('minor_units'),
            type: 'number',
            min: 0,
            max: 4,
            step: 1,
            inputMode: 'numeric',
          }}
        />
        <FormField
          label={t('admin-catalog.form.order')}
          hint={t(currency ? 'admin-catalog.form.order_hint' : 'admin-catalog.form.order_hint_new')}
          error={errors.sort_order?.message}
          inputProps={{ ...register('sort_order'), type: 'number', min: 0, step: 1, inputMode: 'numeric' }}
        />
      </div>
      <ActiveField registration={register('is_active')} hint={t('admin-catalog.currencies.active_hint')} />
      <FormButtons isNew={currency === null} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
