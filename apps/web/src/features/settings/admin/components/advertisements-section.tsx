import { AD_PLACEMENTS, PRICE_DURATION_UNITS, type Settings } from '@portal/contract/settings';
import type { AdPlacement, PriceDurationUnit } from '@portal/contract/advertisements-values';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { formatPrice } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { FormField, SelectField } from '../../../../ui/form-field';
import { useAdminCurrencies } from '../../../catalog/admin/api/catalog';
import { currencyDigits, fromMinorUnits, numberOf, toMinorUnits } from '../settings-form';
import { PLACEMENT_LABELS, PRICE_UNIT_LABELS } from '../settings-labels';
import { CheckboxGroup, SectionShell, useSectionForm } from './section-form';

type PriceTexts = Record<AdPlacement, Record<PriceDurationUnit, string>>;

export interface AdvertisementsValues {
  placements: string[];
  price_duration_units: string[];
  content_format: string;
  max_media_mb: string;
  currency_code: string;
  /** Each price in major units as typed; empty = that unit is not sold for that placement. */
  prices: PriceTexts;
  capacity: Record<AdPlacement, string>;
  partial_first_percent: string;
  listing_slot_every: string;
}

const ANCHORS = [
  'placements',
  'price_duration_units',
  'content_format',
  'max_media_mb',
  'currency_code',
  'partial_first_percent',
  'listing_slot_every',
  ...AD_PLACEMENTS.flatMap((p) => [`capacity.${p}`, ...PRICE_DURATION_UNITS.map((u) => `prices.${p}.${u}`)]),
];

/** The stored section → the form's texts (prices in major units of the currency). */
export function advertisementsToValues(
  value: Settings['advertisements'],
  digits: number,
): AdvertisementsValues {
  const prices = Object.fromEntries(
    AD_PLACEMENTS.map((p) => [
      p,
      Object.fromEntries(
        PRICE_DURATION_UNITS.map((u) => {
          const minor = value.prices[p]?.[u];
          return [u, minor === undefined ? '' : fromMinorUnits(minor, digits)];
        }),
      ),
    ]),
  ) as PriceTexts;
  return {
    placements: [...value.placements],
    price_duration_units: [...value.price_duration_units],
    content_format: value.content_format,
    max_media_mb: String(value.max_media_mb),
    currency_code: value.currency_code,
    prices,
    capacity: Object.fromEntries(AD_PLACEMENTS.map((p) => [p, String(value.capacity[p] ?? 0)])) as Record<
      AdPlacement,
      string
    >,
    partial_first_percent: String(value.partial_first_percent),
    listing_slot_every: String(value.listing_slot_every),
  };
}

/**
 * The form → the section's body: placements and units in the contract's order, each typed
 * price in minor units (an unreadable one travels as NaN, which the schema refuses with its
 * localized message), and an empty price left out (not sold).
 */
export function valuesToAdvertisements(v: AdvertisementsValues, digits: number) {
  return {
    placements: AD_PLACEMENTS.filter((p) => v.placements.includes(p)),
    price_duration_units: PRICE_DURATION_UNITS.filter((u) => v.price_duration_units.includes(u)),
    content_format: v.content_format,
    max_media_mb: numberOf(v.max_media_mb),
    prices: Object.fromEntries(
      AD_PLACEMENTS.map((p) => [
        p,
        Object.fromEntries(
          PRICE_DURATION_UNITS.filter((u) => v.prices[p][u].trim() !== '').map((u) => [
            u,
            toMinorUnits(v.prices[p][u], digits),
          ]),
        ),
      ]),
    ),
    currency_code: v.currency_code,
    capacity: Object.fromEntries(AD_PLACEMENTS.map((p) => [p, numberOf(v.capacity[p])])),
    partial_first_percent: numberOf(v.partial_first_percent),
    listing_slot_every: numberOf(v.listing_slot_every),
  };
}

/**
 * Paid advertisements: where they may appear and by which units, the content's format and
 * size, and what is sold: a price per placement and unit (typed in major units of the
 * currency, stored in minor units; empty = not sold), the places per day of each placement,
 * the first instalment's share and the sponsored card's rhythm in listing results.
 */
export function AdvertisementsSection({ value }: { value: Settings['advertisements'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const currencies = useAdminCurrencies();
  const catalog = currencies.data?.currencies ?? [];
  const { form, onSubmit, status, formError } = useSectionForm<AdvertisementsValues, 'advertisements'>({
    section: 'advertisements',
    values: advertisementsToValues(value, currencyDigits(value.currency_code, catalog)),
    toBody: (v) => valuesToAdvertisements(v, currencyDigits(v.currency_code, catalog)),
    anchors: ANCHORS,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const code = watch('currency_code');
  const digits = currencyDigits(code, catalog);
  const currencyOptions = catalog
    .filter((c) => c.is_active || c.code === code)
    .map((c) => ({ value: c.code, label: `${c.code} — ${c.names[locale]}` }));
  if (!currencyOptions.some((o) => o.value === code)) currencyOptions.unshift({ value: code, label: code });
  const cellError = (p: AdPlacement, u: PriceDurationUnit): FieldError | undefined => errors.prices?.[p]?.[u];

  return (
    <SectionShell
      section="advertisements"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={isSubmitting}
    >
      <CheckboxGroup
        legend={t('admin-settings.advertisements.placements')}
        options={AD_PLACEMENTS.map((p) => ({ value: p, label: t(PLACEMENT_LABELS[p]) }))}
        registration={register('placements')}
        error={errors.placements}
      />
      <CheckboxGroup
        legend={t('admin-settings.advertisements.price_units')}
        options={PRICE_DURATION_UNITS.map((u) => ({ value: u, label: t(PRICE_UNIT_LABELS[u]) }))}
        registration={register('price_duration_units')}
        error={errors.price_duration_units}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('admin-settings.advertisements.content_format')}
          error={errors.content_format?.message}
          inputProps={{ ...register('content_format'), maxLength: 200, dir: 'auto' }}
        />
        <FormField
          label={t('admin-settings.advertisements.max_media_mb')}
          error={errors.max_media_mb?.message}
          inputProps={{ ...register('max_media_mb'), type: 'number', min: 1, max: 100, step: 1 }}
        />
        <SelectField
          label={t('admin-settings.advertisements.currency')}
          error={errors.currency_code?.message}
          options={currencyOptions}
          selectProps={register('currency_code')}
        />
        <FormField
          label={t('admin-settings.advertisements.partial_first_percent')}
          hint={t('admin-settings.advertisements.partial_first_percent_hint')}
          error={errors.partial_first_percent?.message}
          inputProps={{ ...register('partial_first_percent'), type: 'number', min: 1, max: 100, step: 1 }}
        />
        <FormField
          label={t('admin-settings.advertisements.listing_slot_every')}
          hint={t('admin-settings.advertisements.listing_slot_every_hint')}
          error={errors.listing_slot_every?.message}
          inputProps={{ ...register('listing_slot_every'), type: 'number', min: 2, max: 50, step: 1 }}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-semibold">
          {t('admin-settings.advertisements.prices', { currency: code })}
        </legend>
        <p id={`${id}-prices-hint`} className="text-sm text-slate-600">
          {t('admin-settings.advertisements.prices_hint', { currency: code })}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="ad-prices">
            <thead>
              <tr>
                <th scope="col" className="p-1 text-start">
                  {t('admin-settings.advertisements.placement')}
                </th>
                {PRICE_DURATION_UNITS.map((u) => (
                  <th key={u} scope="col" className="p-1 text-start whitespace-nowrap">
                    {t(PRICE_UNIT_LABELS[u])}
                  </th>
                ))}
                <th scope="col" className="p-1 text-start whitespace-nowrap">
                  {t('admin-settings.advertisements.capacity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {AD_PLACEMENTS.map((p) => (
                <tr key={p} className="border-t border-slate-100 align-top">
                  <th scope="row" className="p-1 text-start font-medium">
                    {t(PLACEMENT_LABELS[p])}
                  </th>
                  {PRICE_DURATION_UNITS.map((u) => {
                    const error = cellError(p, u);
                    const errorId = `${id}-${p}-${u}-error`;
                    const minor = toMinorUnits(watch(`prices.${p}.${u}`), digits);
                    return (
                      <td key={u} className="p-1">
                        <input
                          {...register(`prices.${p}.${u}`)}
                          aria-label={t('admin-settings.advertisements.price_cell', {
                            placement: t(PLACEMENT_LABELS[p]),
                            unit: t(PRICE_UNIT_LABELS[u]),
                            currency: code,
                          })}
                          title={Number.isFinite(minor) ? formatPrice(locale, minor, code) : undefined}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : `${id}-prices-hint`}
                          inputMode="decimal"
                          dir="ltr"
                          autoComplete="off"
                          className={`w-24 rounded border px-2 py-1 ${error ? 'border-red-600' : 'border-slate-300'}`}
                        />
                        {error ? (
                          <p id={errorId} className="text-xs text-red-700">
                            {error.message}
                          </p>
                        ) : null}
                      </td>
                    );
                  })}
                  <td className="p-1">
                    <input
                      {...register(`capacity.${p}`)}
                      type="number"
                      min={0}
                      max={100}
                      step={1}
                      aria-label={t('admin-settings.advertisements.capacity_cell', {
                        placement: t(PLACEMENT_LABELS[p]),
                      })}
                      aria-invalid={errors.capacity?.[p] ? true : undefined}
                      aria-describedby={errors.capacity?.[p] ? `${id}-${p}-capacity-error` : undefined}
                      dir="ltr"
                      className={`w-20 rounded border px-2 py-1 ${errors.capacity?.[p] ? 'border-red-600' : 'border-slate-300'}`}
                    />
                    {errors.capacity?.[p] ? (
                      <p id={`${id}-${p}-capacity-error`} className="text-xs text-red-700">
                        {errors.capacity[p]?.message}
                      </p>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
    </SectionShell>
  );
}
