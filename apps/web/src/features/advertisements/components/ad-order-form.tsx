import {
  adOrderFieldsSchema,
  type AdOffer,
  type AdOrder,
  type AdOrderFields,
} from '@portal/contract/advertisements';
import {
  AD_FILE_FIELDS,
  AD_LIMITS,
  AD_LOCATIONS,
  AD_MEDIA_RULES,
  AD_TYPES,
  type AdPlacement,
  type PriceDurationUnit,
} from '@portal/contract/advertisements-values';
import type { CategoryNode } from '@portal/contract/catalog';
import { PAYMENT_METHODS, PAYMENT_TYPES } from '@portal/contract/listing-values';
import type { PublicUser } from '@portal/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { formatDate, formatFileSize, formatNumber, formatPrice } from '../../../lib/format';
import { HttpError } from '../../../lib/http';
import { useDebounced } from '../../../lib/use-debounced';
import { useLocale } from '../../../lib/use-locale';
import { buttonClass } from '../../../ui/button';
import { FormAlert, FormField, SelectField, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { SearchableSelect } from '../../../ui/searchable-select';
import { isAcceptedFile } from '../../../ui/uploader';
import { UserText } from '../../../ui/user-text';
import { useCategoryTree } from '../../catalog/api/categories';
import { useRegions } from '../../catalog/api/regions';
import { useContentList } from '../../content/api/list-content';
import { useAdAvailability } from '../api/ad-availability';
import { useAdQuote } from '../api/ad-quote';
import { createAdvertisement, type AdOrderText } from '../api/create-advertisement';
import { MY_ADVERTISEMENTS_KEY } from '../api/my-advertisements';
import { freeStartDates } from '../free-dates';
import {
  LOCATION_LABELS,
  MEDIA_PROBLEM_LABELS,
  PLACEMENT_LABELS,
  TYPE_LABELS,
  UNIT_CHOICE_LABELS,
} from '../labels';
import { AD_DOCUMENT_ACCEPT, AD_MEDIA_ACCEPT, checkAdMedia, readImageSize } from '../media-check';

type FileField = 'media' | 'id_card' | 'license';
const FIELDS = [
  'full_name',
  'name',
  'region',
  'description',
  'link',
  'type',
  'duration_unit',
  'duration_count',
  'start_date',
  'phone',
  'email',
  'main_branch_id',
  'payment_method',
  'payment_type',
  'place',
  'category_id',
  'commercial_registry_number',
  'business_activity',
  'location',
] as const;

const emptyOrder = (user: PublicUser | null): AdOrderText => ({
  full_name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
  name: '',
  region: '',
  description: '',
  link: '',
  type: '',
  duration_unit: '',
  duration_count: '1',
  start_date: '',
  phone: user?.phone ?? '',
  email: user?.email ?? '',
  main_branch_id: '',
  payment_method: '',
  payment_type: 'full',
  place: '',
  category_id: '',
  commercial_registry_number: '',
  business_activity: '',
  location: 'website_and_app',
});

/** Top categories and their sub-categories, each named by its path. */
function categoryOptions(tree: readonly CategoryNode[]) {
  return tree.flatMap((top) => [
    { value: String(top.id), label: top.name },
    ...(top.children ?? []).map((child) => ({
      value: String(child.id),
      label: `${top.name} › ${child.name}`,
    })),
  ]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The order of a paid advertisement: every field of the contract's adOrderFieldsSchema, the
 * files (media checked here by type, size, proportion and resolution; identity card and
 * licence as image or PDF), start dates limited to those with room, and the price the server
 * quotes for the choices, asked as they settle. Sent, it gives way to the confirmation; refused,
 * the server's errors stand under their fields and nothing typed is lost.
 */
export function AdOrderForm({ offer, user }: { offer: AdOffer; user: PublicUser | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const ids = useId();
  const [files, setFiles] = useState<Record<FileField, File | null>>({
    media: null,
    id_card: null,
    license: null,
  });
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  const maxBytes = offer.max_media_mb * 1_000_000;
  const maxSize = formatFileSize(locale, maxBytes);
  const n = (value: number) => formatNumber(locale, value);

  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AdOrderText, unknown, AdOrder>({
    resolver: contractResolver<AdOrderFields, AdOrder, AdOrderText>(adOrderFieldsSchema, locale),
    defaultValues: emptyOrder(user),
  });

  const regions = useRegions();
  const branches = useContentList('branch', { per_page: 50 });
  const announcementCategories = useCategoryTree('announcements');
  const salesCategories = useCategoryTree('sales');

  const values = useWatch({ control });
  const place = (values.place || null) as AdPlacement | null;
  const unit = (values.duration_unit || null) as PriceDurationUnit | null;
  const countText = values.duration_count ?? '';
  const count = /^[0-9]{1,4}$/.test(countText) ? Number(countText) : null;
  const categoryId = values.category_id ? Number(values.category_id) : undefined;
  const branchId = values.main_branch_id ? Number(values.main_branch_id) : undefined;
  const startDate = values.start_date || undefined;
  const paymentType = (values.payment_type || undefined) as 'full' | 'partial' | undefined;
  const type = values.type;

  const placement = offer.placements.find((p) => p.placement === place) ?? null;
  const availability = useAdAvailability(place, { category_id: categoryId, main_branch_id: branchId });
  const freeDates = useMemo(
    () => freeStartDates(availability.data?.days ?? [], unit, count),
    [availability.data, unit, count],
  );

  const scopeMissing =
    (place === 'category' && categoryId === undefined) || (place === 'main_branch' && branchId === undefined);
  const countValid =
    count !== null && count >= AD_LIMITS.durationCount.min && count <= AD_LIMITS.durationCount.max;
  const quoteInput = useDebounced(
    place && unit && countValid && !scopeMissing
      ? {
          place,
          category_id: place === 'category' ? categoryId : undefined,
          main_branch_id: place === 'main_branch' ? branchId : undefined,
          duration_unit: unit,
          duration_count: count,
          start_date: startDate,
          payment_type: paymentType,
        }
      : null,
    300,
  );
  const quote = useAdQuote(quoteInput);

  const chooseFile = async (field: FileField, file: File | null) => {
    setFiles((current) => ({ ...current, [field]: file }));
    if (!file) {
      setFileErrors((current) => ({ ...current, [field]: undefined }));
      return;
    }
    let problem: string | undefined;
    if (field === 'media') {
      const found = await checkAdMedia(file, maxBytes, readImageSize);
      problem = found
        ? t(MEDIA_PROBLEM_LABELS[found.key], {
            name: file.name,
            size: maxSize,
            width: n(found.width ?? 0),
            height: n(found.height ?? 0),
            ratioWidth: n(AD_MEDIA_RULES.widthMm),
            ratioHeight: n(AD_MEDIA_RULES.heightMm),
            minWidth: n(AD_MEDIA_RULES.minWidthPx),
            minHeight: n(AD_MEDIA_RULES.minHeightPx),
          })
        : undefined;
    } else if (!isAcceptedFile(file, AD_DOCUMENT_ACCEPT)) {
      problem = t('advertisements.form.document_type', { name: file.name });
    } else if (file.size > maxBytes) {
      problem = t('advertisements.form.media_too_large', { name: file.name, size: maxSize });
    }
    setFileErrors((current) => ({ ...current, [field]: problem }));
  };

  /** The files' problems on submit: what is missing, on top of what was found on choosing. */
  const missingFiles = (): Partial<Record<FileField, string>> => {
    const found: Partial<Record<FileField, string>> = { ...fileErrors };
    if (!files.media && getValues('type') !== 'text' && getValues('type') !== '')
      found.media = t('advertisements.form.media_required');
    if (!files.id_card) found.id_card = t('advertisements.form.document_required');
    if (!files.license) found.license = t('advertisements.form.document_required');
    return found;
  };

  const onSubmit = handleSubmit(
    async () => {
      setFormError(undefined);
      const problems = missingFiles();
      setFileErrors(problems);
      if (Object.values(problems).some(Boolean) || !files.id_card || !files.license) return;
      try {
        await createAdvertisement(getValues(), {
          media: files.media,
          id_card: files.id_card,
          license: files.license,
        });
        void queryClient.invalidateQueries({ queryKey: MY_ADVERTISEMENTS_KEY });
        setSent(true);
      } catch (error) {
        if (error instanceof HttpError) {
          const fromServer: Partial<Record<FileField, string>> = {};
          for (const [field, key] of Object.entries(AD_FILE_FIELDS) as [string, FileField][]) {
            const message = error.fieldErrors[key]?.[0] ?? error.fieldErrors[field]?.[0];
            if (message) fromServer[key] = message;
          }
          if (Object.keys(fromServer).length > 0) setFileErrors((current) => ({ ...current, ...fromServer }));
        }
        setFormError(
          submitErrorText(error, setError, [...FIELDS, ...Object.values(AD_FILE_FIELDS)], t) ?? undefined,
        );
      }
    },
    () => setFileErrors(missingFiles()),
  );

  if (sent) {
    return (
      <section
        role="status"
        className="flex flex-col gap-4 rounded-xl border border-green-200 bg-green-50 p-6"
        data-testid="ad-sent"
      >
        <h2 className="text-lg font-semibold text-green-900">{t('advertisements.form.sent_title')}</h2>
        <p className="text-green-900">{t('advertisements.form.sent')}</p>
        <div>
          <Link to="/profile/advertisements" className={buttonClass()}>
            {t('advertisements.form.see_orders')}
          </Link>
        </div>
      </section>
    );
  }

  const fileInput = (field: FileField, label: string, accept: readonly string[], hint: string) => {
    const id = `${ids}-${field}`;
    const error = fileErrors[field];
    const file = files[field];
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept={accept.join(',')}
          data-testid={`ad-${field}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          className="text-sm file:me-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2"
          onChange={(event) => void chooseFile(field, event.target.files?.[0] ?? null)}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
        {file && !error ? (
          <p className="text-sm text-slate-700">
            {t('advertisements.form.chosen')} <UserText>{file.name}</UserText> (
            {formatFileSize(locale, file.size)})
          </p>
        ) : null}
        {error ? (
          <p
            id={`${id}-error`}
            role="alert"
            className="text-sm text-red-700"
            data-testid={`ad-${field}-error`}
          >
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const money = (amount: number, currency: string) => formatPrice(locale, amount, currency);
  const units = placement?.prices.map((p) => p.unit) ?? [];
  const documentHint = t('advertisements.form.document_hint', { size: maxSize });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" data-testid="ad-form">
      {user && !user.email_verified ? (
        <p
          data-testid="ad-unverified"
          className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {t('advertisements.form.unverified')}{' '}
          <Link to="/verify-email" className="font-semibold underline">
            {t('auth.unverified_action')}
          </Link>
        </p>
      ) : null}
      <FormAlert message={formError} />

      <Section title={t('advertisements.form.the_ad')}>
        <SelectField
          label={t('advertisements.form.place')}
          placeholder={t('advertisements.form.place_placeholder')}
          options={offer.placements.map((p) => ({
            value: p.placement,
            label: t(PLACEMENT_LABELS[p.placement]),
          }))}
          error={errors.place?.message}
          selectProps={{
            ...register('place', {
              onChange: () => {
                setValue('start_date', '');
                setValue('duration_unit', '');
              },
            }),
            required: true,
            'data-testid': 'ad-place',
          }}
        />
        {place === 'category' ? (
          <Controller
            control={control}
            name="category_id"
            render={({ field }) => (
              <SearchableSelect
                label={t('advertisements.form.category')}
                placeholder={t('advertisements.form.category_placeholder')}
                options={[
                  ...categoryOptions(announcementCategories.data ?? []),
                  ...categoryOptions(salesCategories.data ?? []),
                ]}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  setValue('start_date', '');
                }}
                error={errors.category_id?.message}
                required
                id="ad-category"
              />
            )}
          />
        ) : null}
        {place === 'main_branch' ? (
          <SelectField
            label={t('advertisements.form.main_branch')}
            placeholder={t('advertisements.form.main_branch_placeholder')}
            options={(branches.data?.data ?? []).map((b) => ({ value: String(b.id), label: b.title }))}
            error={errors.main_branch_id?.message}
            selectProps={{
              ...register('main_branch_id', { onChange: () => setValue('start_date', '') }),
              required: true,
              'data-testid': 'ad-branch',
            }}
          />
        ) : null}
        <SelectField
          label={t('advertisements.form.type')}
          placeholder={t('advertisements.form.type_placeholder')}
          options={AD_TYPES.map((v) => ({ value: v, label: t(TYPE_LABELS[v]) }))}
          error={errors.type?.message}
          selectProps={{ ...register('type'), required: true, 'data-testid': 'ad-type' }}
        />
        <FormField
          label={t('advertisements.form.name')}
          error={errors.name?.message}
          inputProps={{
            ...register('name'),
            dir: 'auto',
            required: true,
            maxLength: AD_LIMITS.name.max,
            'data-testid': 'ad-name',
          }}
        />
        <TextAreaField
          label={t('advertisements.form.description')}
          error={errors.description?.message}
          textareaProps={{
            ...register('description'),
            dir: 'auto',
            required: true,
            maxLength: AD_LIMITS.description.max,
            'data-testid': 'ad-description',
          }}
        />
        <FormField
          label={t('advertisements.form.link')}
          hint={t('advertisements.form.link_hint')}
          error={errors.link?.message}
          inputProps={{
            ...register('link'),
            type: 'url',
            dir: 'ltr',
            maxLength: AD_LIMITS.link.max,
            'data-testid': 'ad-link',
          }}
        />
        <SelectField
          label={t('advertisements.form.location')}
          options={AD_LOCATIONS.map((v) => ({ value: v, label: t(LOCATION_LABELS[v]) }))}
          error={errors.location?.message}
          selectProps={{ ...register('location'), required: true, 'data-testid': 'ad-location' }}
        />
        {fileInput(
          'media',
          t('advertisements.form.media'),
          AD_MEDIA_ACCEPT,
          `${t('advertisements.form.media_hint', {
            width: n(AD_MEDIA_RULES.widthMm),
            height: n(AD_MEDIA_RULES.heightMm),
            minWidth: n(AD_MEDIA_RULES.minWidthPx),
            minHeight: n(AD_MEDIA_RULES.minHeightPx),
            size: maxSize,
          })}${type === 'text' ? ` ${t('advertisements.form.media_optional')}` : ''}`,
        )}
      </Section>

      <Section title={t('advertisements.form.period')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('advertisements.form.duration_unit')}
            placeholder={t('advertisements.form.duration_unit_placeholder')}
            options={units.map((u) => ({ value: u, label: t(UNIT_CHOICE_LABELS[u]) }))}
            error={errors.duration_unit?.message}
            selectProps={{ ...register('duration_unit'), required: true, 'data-testid': 'ad-unit' }}
          />
          <FormField
            label={t('advertisements.form.duration_count')}
            error={errors.duration_count?.message}
            inputProps={{
              ...register('duration_count'),
              inputMode: 'numeric',
              required: true,
              'data-testid': 'ad-count',
            }}
          />
        </div>
        <SelectField
          label={t('advertisements.form.start_date')}
          hint={
            !place
              ? t('advertisements.form.start_date_first')
              : scopeMissing
                ? t('advertisements.form.start_date_scope')
                : availability.data && freeDates.length === 0
                  ? t('advertisements.form.start_date_none')
                  : t('advertisements.form.start_date_hint')
          }
          placeholder={t('advertisements.form.start_date_placeholder')}
          options={freeDates.map((d) => ({
            value: d,
            label: formatDate(locale, `${d}T12:00:00Z`, { dateStyle: 'full', timeZone: 'UTC' }),
          }))}
          error={errors.start_date?.message}
          selectProps={{
            ...register('start_date'),
            required: true,
            disabled: freeDates.length === 0,
            'data-testid': 'ad-start',
          }}
        />
      </Section>

      <Section title={t('advertisements.form.advertiser')}>
        <FormField
          label={t('advertisements.form.full_name')}
          error={errors.full_name?.message}
          inputProps={{
            ...register('full_name'),
            dir: 'auto',
            required: true,
            autoComplete: 'name',
            maxLength: AD_LIMITS.fullName.max,
            'data-testid': 'ad-full-name',
          }}
        />
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <SearchableSelect
              label={t('advertisements.form.region')}
              placeholder={t('advertisements.form.region_placeholder')}
              options={(regions.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors.region?.message}
              required
              id="ad-region"
            />
          )}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('advertisements.form.commercial_registry_number')}
            error={errors.commercial_registry_number?.message}
            inputProps={{
              ...register('commercial_registry_number'),
              dir: 'auto',
              required: true,
              maxLength: AD_LIMITS.commercialRegistryNumber.max,
              'data-testid': 'ad-registry',
            }}
          />
          <FormField
            label={t('advertisements.form.business_activity')}
            error={errors.business_activity?.message}
            inputProps={{
              ...register('business_activity'),
              dir: 'auto',
              required: true,
              maxLength: AD_LIMITS.businessActivity.max,
              'data-testid': 'ad-activity',
            }}
          />
          <FormField
            label={t('advertisements.form.phone')}
            error={errors.phone?.message}
            inputProps={{
              ...register('phone'),
              type: 'tel',
              dir: 'ltr',
              autoComplete: 'tel',
              required: true,
              'data-testid': 'ad-phone',
            }}
          />
          <FormField
            label={t('advertisements.form.email')}
            error={errors.email?.message}
            inputProps={{
              ...register('email'),
              type: 'email',
              dir: 'ltr',
              autoComplete: 'email',
              required: true,
              'data-testid': 'ad-email',
            }}
          />
        </div>
        <p className="text-sm font-medium text-slate-800">{t('advertisements.form.documents')}</p>
        {fileInput('id_card', t('advertisements.form.id_card'), AD_DOCUMENT_ACCEPT, documentHint)}
        {fileInput('license', t('advertisements.form.license'), AD_DOCUMENT_ACCEPT, documentHint)}
      </Section>

      <Section title={t('advertisements.form.payment')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('advertisements.form.payment_method')}
            placeholder={t('advertisements.form.payment_method_placeholder')}
            options={PAYMENT_METHODS.map((v) => ({
              value: v,
              label: t(`listing-values.payment_method.${v}`),
            }))}
            error={errors.payment_method?.message}
            selectProps={{
              ...register('payment_method'),
              required: true,
              'data-testid': 'ad-payment-method',
            }}
          />
          <SelectField
            label={t('advertisements.form.payment_type')}
            options={PAYMENT_TYPES.map((v) => ({ value: v, label: t(`listing-values.payment_type.${v}`) }))}
            error={errors.payment_type?.message}
            selectProps={{ ...register('payment_type'), required: true, 'data-testid': 'ad-payment-type' }}
          />
        </div>
        <div
          aria-live="polite"
          data-testid="ad-price"
          className="rounded-lg border border-brand-100 bg-brand-50 px-3 py-2 text-brand-900"
        >
          {!quoteInput ? (
            <p className="text-sm">{t('advertisements.form.price_pending')}</p>
          ) : quote.error ? (
            <p className="text-sm text-red-800">
              {quote.error instanceof HttpError && quote.error.status === 422
                ? t('advertisements.form.price_unsold')
                : quote.error.message}
            </p>
          ) : quote.data ? (
            <>
              <p>
                <span className="font-semibold">{t('advertisements.form.price')}: </span>
                <span data-testid="ad-price-amount">
                  {money(quote.data.amount, quote.data.currency_code)}
                </span>
              </p>
              {paymentType === 'partial' ? (
                <p className="text-sm" data-testid="ad-first-instalment">
                  {t('advertisements.form.first_instalment', {
                    amount: money(quote.data.first_instalment, quote.data.currency_code),
                  })}
                </p>
              ) : null}
              {quote.data.end_date ? (
                <p className="text-sm">
                  {t('advertisements.form.ends', {
                    date: formatDate(locale, lastDay(quote.data.end_date), {
                      dateStyle: 'long',
                      timeZone: 'UTC',
                    }),
                  })}
                </p>
              ) : null}
              {quote.data.available === false ? (
                <p className="text-sm text-red-800" role="alert">
                  {t('advertisements.form.start_date_full')}
                </p>
              ) : null}
              <p className="text-xs text-slate-600">{t('advertisements.form.price_hint')}</p>
            </>
          ) : null}
        </div>
      </Section>

      <div>
        <SubmitButton pending={isSubmitting}>{t('advertisements.form.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** The last day shown, from the first day no longer covered (noon UTC: no zone moves it a day). */
function lastDay(endDate: string): Date {
  const date = new Date(`${endDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date;
}
