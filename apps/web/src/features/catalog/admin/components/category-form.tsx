import type { Platform } from '@portal/contract/catalog';
import {
  categoryCreateBodySchema,
  categoryUpdateBodySchema,
  type AdminCategoryNode,
  type CategoryCreateBody,
  type CategoryUpdateBody,
} from '@portal/contract/catalog-admin';
import { CATEGORY_ICONS } from '@portal/contract/catalog-icons';
import { optionalFieldsOfPlatform, type OptionalField } from '@portal/contract/listings';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { OPTIONAL_FIELD_LABELS } from '../../../../lib/listing-labels';
import { contractResolver } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { FormAlert, FormField } from '../../../../ui/form-field';
import { catalogChanges } from '../api/catalog';
import { sortOrderPart, slugFollowsName } from '../../../../back-office/catalog-form';
import { LEVEL_LABELS } from '../catalog-labels';
import { ActiveField, FormButtons } from '../../../../back-office/components/form-buttons';
import { NameFields } from './name-fields';
import { useCatalogFormSubmit } from '../use-catalog-form-submit';

interface Values {
  names: { ar: string; fr: string; en: string };
  slug: string;
  icon: string;
  sort_order: string;
  is_active: boolean;
  /** Same details as the parent (null in the body). */
  inherits_fields: boolean;
  optional_fields: string[];
}

const FIELDS = [
  'names.ar',
  'names.fr',
  'names.en',
  'slug',
  'icon',
  'sort_order',
  'is_active',
  'parent_id',
  'optional_fields',
];

/** What the form edits: a new node under `parent` (null: a category), or an existing one. */
export type CategoryFormTarget =
  { kind: 'create'; parent: AdminCategoryNode | null } | { kind: 'edit'; node: AdminCategoryNode };

/**
 * Adds or edits a category, sub-category or filter: names in the three languages, slug (from
 * the French name while it is untouched), icon from the contract's list, order, active, and
 * the optional details the posting form asks for its listings (or its parent's).
 * Validated by the contract's schema before sending; the server's field errors land under
 * their fields and what the user typed stays.
 */
export function CategoryForm({
  platform,
  target,
  onDone,
  onCancel,
}: {
  platform: Platform;
  target: CategoryFormTarget;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const node = target.kind === 'edit' ? target.node : null;
  const parentId = target.kind === 'create' ? (target.parent?.id ?? null) : null;
  const depth = node ? node.depth : target.kind === 'create' && target.parent ? target.parent.depth + 1 : 0;

  const toBody = (v: Values): CategoryCreateBody | CategoryUpdateBody => ({
    ...(node ? {} : { parent_id: parentId }),
    names: v.names,
    slug: v.slug.trim(),
    icon: v.icon === '' ? null : (v.icon as CategoryCreateBody['icon']),
    ...sortOrderPart(v.sort_order),
    is_active: v.is_active,
    optional_fields: v.inherits_fields ? null : (v.optional_fields as OptionalField[]),
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CategoryCreateBody | CategoryUpdateBody>({
    resolver: contractResolver(node ? categoryUpdateBodySchema : categoryCreateBodySchema, locale, toBody),
    defaultValues: {
      names: node?.names ?? { ar: '', fr: '', en: '' },
      slug: node?.slug ?? '',
      icon: node?.icon ?? '',
      sort_order: node ? String(node.sort_order) : '',
      is_active: node?.is_active ?? true,
      inherits_fields: (node?.optional_fields ?? null) === null,
      optional_fields: node?.optional_fields ?? [...optionalFieldsOfPlatform(platform)],
    },
  });

  const inheritsFields = useWatch({ control, name: 'inherits_fields' });
  const { submit, formError } = useCatalogFormSubmit(setError, FIELDS, onDone);
  const onSubmit = handleSubmit((body) =>
    submit(
      node
        ? catalogChanges.updateCategory(node.id, body as CategoryUpdateBody)
        : catalogChanges.createCategory(platform, body as CategoryCreateBody),
      node ? 'admin-catalog.saved' : 'admin-catalog.added',
    ),
  );

  const frenchName = register('names.fr', slugFollowsName(node === null, { getFieldState, setValue }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="category-form">
      <FormAlert message={formError} />
      <p className="text-sm text-slate-600">{t(LEVEL_LABELS[depth] ?? LEVEL_LABELS[0]!)}</p>
      <NameFields
        fields={{ ar: register('names.ar'), fr: frenchName, en: register('names.en') }}
        errors={errors.names}
      />
      <FormField
        label={t('admin-catalog.form.slug')}
        hint={t('admin-catalog.form.slug_hint')}
        error={errors.slug?.message}
        inputProps={{
          ...register('slug'),
          dir: 'ltr',
          maxLength: 80,
          autoComplete: 'off',
          spellCheck: false,
        }}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('admin-catalog.form.icon')}
          hint={t('admin-catalog.form.icon_hint')}
          error={errors.icon?.message}
          inputProps={{ id: `${id}-icon` }}
        >
          <select
            id={`${id}-icon`}
            {...register('icon')}
            aria-invalid={errors.icon ? true : undefined}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          >
            <option value="">{t('admin-catalog.form.no_icon')}</option>
            {CATEGORY_ICONS.map((icon) => (
              <option key={icon} value={icon} dir="ltr">
                {icon}
              </option>
            ))}
          </select>
        </FormField>
        <FormField
          label={t('admin-catalog.form.order')}
          hint={node ? t('admin-catalog.form.order_hint') : t('admin-catalog.form.order_hint_new')}
          error={errors.sort_order?.message}
          inputProps={{ ...register('sort_order'), type: 'number', min: 0, step: 1, inputMode: 'numeric' }}
        />
      </div>
      <fieldset className="space-y-2" data-testid="category-optional-fields">
        <legend className="text-sm font-medium text-slate-900">
          {t('admin-catalog.form.optional_fields')}
        </legend>
        <p className="text-xs text-slate-500">{t('admin-catalog.form.optional_fields_hint')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...register('inherits_fields')} className="size-4" />
          {depth === 0 ? t('admin-catalog.form.fields_all') : t('admin-catalog.form.fields_inherit')}
        </label>
        {inheritsFields ? null : (
          <div className="grid gap-2 sm:grid-cols-2">
            {optionalFieldsOfPlatform(platform).map((field) => (
              <label key={field} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={field} {...register('optional_fields')} className="size-4" />
                {t(OPTIONAL_FIELD_LABELS[field])}
              </label>
            ))}
          </div>
        )}
        {errors.optional_fields?.message ? (
          <p className="text-sm text-red-700">{errors.optional_fields.message}</p>
        ) : null}
      </fieldset>
      <ActiveField registration={register('is_active')} hint={t('admin-catalog.form.active_hint')} />
      <FormButtons isNew={node === null} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
