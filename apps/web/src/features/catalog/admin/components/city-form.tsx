import {
  cityCreateBodySchema,
  cityUpdateBodySchema,
  type AdminCity,
  type CityCreateBody,
  type CityUpdateBody,
} from '@portal/contract/catalog-admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { contractResolver } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { FormAlert, FormField } from '../../../../ui/form-field';
import { catalogChanges } from '../api/catalog';
import { sortOrderPart, slugFollowsName } from '../../../../back-office/catalog-form';
import { ActiveField, FormButtons } from '../../../../back-office/components/form-buttons';
import { NameFields } from './name-fields';
import { useCatalogFormSubmit } from '../use-catalog-form-submit';

interface Values {
  names: { ar: string; fr: string; en: string };
  slug: string;
  sort_order: string;
  is_active: boolean;
}

const FIELDS = ['names.ar', 'names.fr', 'names.en', 'slug', 'sort_order', 'is_active'];

/** Adds a city to a wilaya, or edits one: names, slug (unique in the wilaya), order, active. */
export function CityForm({
  regionId,
  city,
  onDone,
  onCancel,
}: {
  regionId: number;
  city: AdminCity | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const toBody = (v: Values): CityCreateBody => ({
    names: v.names,
    slug: v.slug.trim(),
    ...sortOrderPart(v.sort_order),
    is_active: v.is_active,
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CityCreateBody | CityUpdateBody>({
    resolver: contractResolver(city ? cityUpdateBodySchema : cityCreateBodySchema, locale, toBody),
    defaultValues: {
      names: city?.names ?? { ar: '', fr: '', en: '' },
      slug: city?.slug ?? '',
      sort_order: city ? String(city.sort_order) : '',
      is_active: city?.is_active ?? true,
    },
  });
  const { submit, formError } = useCatalogFormSubmit(setError, FIELDS, onDone);
  const onSubmit = handleSubmit((body) =>
    city
      ? submit(catalogChanges.updateCity(city.id, body), 'admin-catalog.saved')
      : submit(catalogChanges.createCity(regionId, body as CityCreateBody), 'admin-catalog.added'),
  );
  const frenchName = register('names.fr', slugFollowsName(city === null, { getFieldState, setValue }));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="city-form">
      <FormAlert message={formError} />
      <NameFields
        fields={{ ar: register('names.ar'), fr: frenchName, en: register('names.en') }}
        errors={errors.names}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('admin-catalog.form.slug')}
          hint={t('admin-catalog.form.city_slug_hint')}
          error={errors.slug?.message}
          inputProps={{
            ...register('slug'),
            dir: 'ltr',
            maxLength: 80,
            autoComplete: 'off',
            spellCheck: false,
          }}
        />
        <FormField
          label={t('admin-catalog.form.order')}
          hint={t(city ? 'admin-catalog.form.city_order_hint' : 'admin-catalog.form.order_hint_new')}
          error={errors.sort_order?.message}
          inputProps={{ ...register('sort_order'), type: 'number', min: 0, step: 1, inputMode: 'numeric' }}
        />
      </div>
      <ActiveField registration={register('is_active')} hint={t('admin-catalog.form.city_active_hint')} />
      <FormButtons isNew={city === null} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
