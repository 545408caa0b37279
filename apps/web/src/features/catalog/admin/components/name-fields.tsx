import { directionOf, LOCALES, type Locale } from '@portal/contract/locale';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { FormField } from '../../../../ui/form-field';

const LABELS: Record<Locale, string> = {
  ar: 'admin-catalog.form.name_ar',
  fr: 'admin-catalog.form.name_fr',
  en: 'admin-catalog.form.name_en',
};

/**
 * A catalog row's name in each language, each input in its own language and direction (an
 * Arabic name is typed right to left on a French page too).
 */
export function NameFields({
  fields,
  errors,
}: {
  fields: Record<Locale, UseFormRegisterReturn>;
  errors: Partial<Record<Locale, { message?: string | undefined }>> | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-slate-800">{t('admin-catalog.form.names')}</legend>
      {LOCALES.map((locale) => (
        <FormField
          key={locale}
          label={t(LABELS[locale])}
          error={errors?.[locale]?.message}
          inputProps={{ ...fields[locale], lang: locale, dir: directionOf(locale), maxLength: 100 }}
        />
      ))}
    </fieldset>
  );
}
