import type { AdminCategoryNode } from '@portal/contract/catalog-admin';
import { PLATFORMS, type Platform } from '@portal/contract/catalog';
import type { Settings } from '@portal/contract/settings';
import { MAX_PHOTO_MB_LIMIT } from '@portal/contract/settings-admin';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { FormField, SelectField } from '../../../../ui/form-field';
import { useAdminCategories, useAdminCurrencies } from '../../../catalog/admin/api/catalog';
import { PLATFORM_LABELS } from '../../../../back-office/platform-labels';
import {
  PROMOTION_ANCHORS,
  PromotionsFieldset,
  promotionsToValues,
  valuesToPromotions,
  type PromotionValues,
} from './promotions-fieldset';
import { SectionShell, useSectionForm } from './section-form';
import {
  currencyDigits,
  firstMessage,
  formatNumberList,
  fromMinorUnits,
  numberOf,
  parseNumberList,
  toMinorUnits,
} from '../settings-form';

interface Values {
  durations_days: string;
  default_duration_days: string;
  max_photos: string;
  max_photo_mb: string;
  paid_category_ids: string[];
  listing_fee: { amount: string; currency_code: string };
  promotions: PromotionValues[];
}

const ANCHORS = [
  'durations_days',
  'default_duration_days',
  'max_photos',
  'max_photo_mb',
  'paid_category_ids',
  'listing_fee.amount',
  'listing_fee.currency_code',
  ...PROMOTION_ANCHORS,
];

/**
 * Publication durations (the default one among them), photos per listing and their size, the
 * categories whose listings are published once paid (of both platforms, any level), and the
 * fee, typed in major units of its currency (stored in minor units).
 */
export function AnnouncementsSection({ value }: { value: Settings['announcements'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currencies = useAdminCurrencies();
  // Both trees before any box: the ticked ids of a platform not drawn yet would be lost.
  const announcementsTree = useAdminCategories('announcements');
  const salesTree = useAdminCategories('sales');
  const trees = { announcements: announcementsTree.data, sales: salesTree.data };
  const catalog = currencies.data?.currencies ?? [];
  const startDigits = currencyDigits(value.listing_fee.currency_code, catalog);
  const { form, onSubmit, status, formError } = useSectionForm<Values, 'announcements'>({
    section: 'announcements',
    values: {
      durations_days: formatNumberList(value.durations_days),
      default_duration_days: String(value.default_duration_days),
      max_photos: String(value.max_photos),
      max_photo_mb: String(value.max_photo_mb),
      paid_category_ids: value.paid_category_ids.map(String),
      listing_fee: {
        amount: fromMinorUnits(value.listing_fee.amount, startDigits),
        currency_code: value.listing_fee.currency_code,
      },
      promotions: promotionsToValues(value.promotions, catalog),
    },
    toBody: (v) => ({
      durations_days: parseNumberList(v.durations_days),
      default_duration_days: numberOf(v.default_duration_days),
      max_photos: numberOf(v.max_photos),
      max_photo_mb: numberOf(v.max_photo_mb),
      paid_category_ids: v.paid_category_ids.map(Number),
      listing_fee: {
        amount: toMinorUnits(v.listing_fee.amount, currencyDigits(v.listing_fee.currency_code, catalog)),
        currency_code: v.listing_fee.currency_code,
      },
      promotions: valuesToPromotions(v.promotions, catalog),
    }),
    anchors: ANCHORS,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;

  const offered = parseNumberList(watch('durations_days')).filter((n) => Number.isInteger(n) && n > 0);
  const chosen = watch('default_duration_days');
  const defaults = [...new Set([...offered.map(String), ...(chosen ? [chosen] : [])])];
  const code = watch('listing_fee.currency_code');
  const digits = currencyDigits(code, catalog);
  const minor = toMinorUnits(watch('listing_fee.amount'), digits);
  const currencyOptions = catalog
    .filter((c) => c.is_active || c.code === code)
    .map((c) => ({ value: c.code, label: `${c.code} — ${c.names[locale]}` }));
  if (!currencyOptions.some((o) => o.value === code)) currencyOptions.unshift({ value: code, label: code });

  return (
    <SectionShell
      section="announcements"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('admin-settings.announcements.durations')}
          hint={t('admin-settings.announcements.durations_hint')}
          error={firstMessage(errors.durations_days)}
          inputProps={{
            ...register('durations_days'),
            dir: 'ltr',
            inputMode: 'numeric',
            'data-testid': 'durations',
          }}
        />
        <SelectField
          label={t('admin-settings.announcements.default_duration')}
          error={errors.default_duration_days?.message}
          options={defaults.map((d) => ({
            value: d,
            label: t('admin-settings.announcements.days', {
              count: Number(d),
              n: formatNumber(locale, Number(d)),
            }),
          }))}
          selectProps={{ ...register('default_duration_days'), 'data-testid': 'default-duration' }}
        />
        <FormField
          label={t('admin-settings.announcements.max_photos')}
          error={errors.max_photos?.message}
          inputProps={{
            ...register('max_photos'),
            type: 'number',
            min: 1,
            max: 30,
            step: 1,
            'data-testid': 'max-photos',
          }}
        />
        <FormField
          label={t('admin-settings.announcements.max_photo_mb')}
          hint={t('admin-settings.announcements.max_photo_mb_hint', { max: MAX_PHOTO_MB_LIMIT })}
          error={errors.max_photo_mb?.message}
          inputProps={{
            ...register('max_photo_mb'),
            type: 'number',
            min: 1,
            max: MAX_PHOTO_MB_LIMIT,
            step: 1,
          }}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('admin-settings.announcements.fee')}
        </legend>
        <FormField
          label={t('admin-settings.announcements.fee_amount', { currency: code })}
          hint={
            Number.isFinite(minor)
              ? t('admin-settings.announcements.fee_shown', { price: formatPrice(locale, minor, code) })
              : t('admin-settings.announcements.fee_amount_hint')
          }
          error={errors.listing_fee?.amount?.message}
          inputProps={{
            ...register('listing_fee.amount'),
            type: 'number',
            min: 0,
            step: 10 ** -digits,
            inputMode: 'decimal',
            dir: 'ltr',
          }}
        />
        <SelectField
          label={t('admin-settings.announcements.fee_currency')}
          error={errors.listing_fee?.currency_code?.message}
          options={currencyOptions}
          selectProps={register('listing_fee.currency_code')}
        />
      </fieldset>
      <PromotionsFieldset
        form={form}
        currencyOptions={currencyOptions}
        catalog={catalog}
        feeCurrency={code}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('admin-settings.announcements.paid_categories')}
        </legend>
        <p className="mb-2 text-xs text-slate-500">
          {t('admin-settings.announcements.paid_categories_hint')}
        </p>
        {firstMessage(errors.paid_category_ids) ? (
          <p className="mb-2 text-sm text-red-700">{firstMessage(errors.paid_category_ids)}</p>
        ) : null}
        {trees.announcements && trees.sales ? (
          <div className="grid gap-3 md:grid-cols-2">
            {PLATFORMS.map((platform) => (
              <PaidCategories
                key={platform}
                platform={platform}
                categories={trees[platform]!.categories}
                registration={register('paid_category_ids')}
                selected={watch('paid_category_ids')}
              />
            ))}
          </div>
        ) : (
          <p role="status" className="text-sm text-slate-500">
            {t('common.loading')}
          </p>
        )}
      </fieldset>
    </SectionShell>
  );
}

/** One platform's tree as nested checkboxes, folded in a disclosure that says how many are ticked. */
function PaidCategories({
  platform,
  categories,
  registration,
  selected,
}: {
  platform: Platform;
  categories: readonly AdminCategoryNode[];
  registration: UseFormRegisterReturn;
  selected: readonly string[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ids = new Set<string>();
  const collect = (nodes: readonly AdminCategoryNode[]) =>
    nodes.forEach((n) => {
      ids.add(String(n.id));
      collect(n.children);
    });
  collect(categories);
  const count = selected.filter((id) => ids.has(id)).length;

  const branch = (nodes: readonly AdminCategoryNode[]) => (
    <ul className="space-y-1 ps-4">
      {nodes.map((node) => (
        <li key={node.id}>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" value={String(node.id)} {...registration} className="size-4" />
            <bdi>{node.names[locale]}</bdi>
            {node.is_active ? null : (
              <span className="text-xs text-slate-500">({t('admin-settings.announcements.inactive')})</span>
            )}
          </label>
          {node.children.length > 0 ? branch(node.children) : null}
        </li>
      ))}
    </ul>
  );

  return (
    <details className="rounded-lg border border-slate-200 p-3" data-testid={`paid-${platform}`}>
      <summary className="cursor-pointer text-sm font-semibold">
        {t(PLATFORM_LABELS[platform])} ·{' '}
        {t('admin-settings.announcements.paid_count', { count, n: formatNumber(locale, count) })}
      </summary>
      {branch(categories)}
    </details>
  );
}
