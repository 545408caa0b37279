import {
  regionUpdateBodySchema,
  type AdminRegion,
  type RegionUpdateBody,
} from '@portal/contract/catalog-admin';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { contractResolver } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { FormAlert } from '../../../../ui/form-field';
import { catalogChanges } from '../api/catalog';
import { FormButtons } from '../../../../back-office/components/form-buttons';
import { NameFields } from './name-fields';
import { useCatalogFormSubmit } from '../use-catalog-form-submit';

interface Values {
  names: { ar: string; fr: string; en: string };
}

/** A wilaya's names in the three languages (its code and slug are official and stay). */
export function RegionForm({
  region,
  onDone,
  onCancel,
}: {
  region: AdminRegion;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, RegionUpdateBody>({
    resolver: contractResolver(regionUpdateBodySchema, locale, (v: Values) => v),
    defaultValues: { names: region.names },
  });
  const { submit, formError } = useCatalogFormSubmit(setError, ['names.ar', 'names.fr', 'names.en'], onDone);
  const onSubmit = handleSubmit((body) =>
    submit(catalogChanges.updateRegion(region.id, body), 'admin-catalog.saved'),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="region-form">
      <FormAlert message={formError} />
      <p className="text-sm text-slate-600">{t('admin-catalog.regions.official')}</p>
      <NameFields
        fields={{ ar: register('names.ar'), fr: register('names.fr'), en: register('names.en') }}
        errors={errors.names}
      />
      <FormButtons isNew={false} pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
