import type { Settings } from '@portal/contract/settings';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { FormField, TextAreaField } from '../../../../ui/form-field';
import { RowButton } from '../../../../back-office/components/row-parts';
import { LocalizedFields, SectionShell, useSectionForm } from './section-form';
import { firstMessage, numberOf, synonymsToText, textToSynonyms } from '../settings-form';

type Terms = Settings['terms_of_paid_advertising'];

/** The terms of paid advertising, a text in each language. */
export function TermsSection({ value }: { value: Terms }) {
  const { t } = useTranslation();
  const { form, onSubmit, status, formError } = useSectionForm<Terms, 'terms_of_paid_advertising'>({
    section: 'terms_of_paid_advertising',
    values: value,
    toBody: (v) => v,
    anchors: ['ar', 'fr', 'en'],
  });
  return (
    <SectionShell
      section="terms_of_paid_advertising"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={form.formState.isSubmitting}
    >
      <LocalizedFields
        legend={t('admin-settings.terms.text')}
        register={(locale) => form.register(locale)}
        errors={form.formState.errors}
        multiline
        maxLength={5000}
        testId="terms"
      />
    </SectionShell>
  );
}

interface GeneralValues {
  site_name: Settings['general']['site_name'];
  contact_email: string;
  phone: string;
  address: Settings['general']['address'];
  copyright_year: string;
  social_links: { network: string; url: string }[];
}

/** The site's name, contacts and address shown in the header, footer and emails, and its social links. */
export function GeneralSection({ value }: { value: Settings['general'] }) {
  const { t } = useTranslation();
  const { form, onSubmit, status, formError } = useSectionForm<GeneralValues, 'general'>({
    section: 'general',
    values: { ...value, copyright_year: String(value.copyright_year) },
    toBody: (v) => ({
      ...v,
      contact_email: v.contact_email.trim(),
      copyright_year: numberOf(v.copyright_year),
      social_links: v.social_links.map((l) => ({ network: l.network, url: l.url.trim() })),
    }),
    anchors: [
      'site_name.ar',
      'site_name.fr',
      'site_name.en',
      'contact_email',
      'phone',
      'address.ar',
      'address.fr',
      'address.en',
      'copyright_year',
      'social_links',
      'social_links.*.network',
      'social_links.*.url',
    ],
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const links = useFieldArray({ control, name: 'social_links' });
  return (
    <SectionShell
      section="general"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={isSubmitting}
    >
      <LocalizedFields
        legend={t('admin-settings.general.site_name')}
        register={(locale) => register(`site_name.${locale}`)}
        errors={errors.site_name}
        maxLength={120}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('admin-settings.general.contact_email')}
          error={errors.contact_email?.message}
          inputProps={{ ...register('contact_email'), type: 'email', dir: 'ltr', autoComplete: 'off' }}
        />
        <FormField
          label={t('admin-settings.general.phone')}
          error={errors.phone?.message}
          inputProps={{ ...register('phone'), type: 'tel', dir: 'ltr', maxLength: 40 }}
        />
        <FormField
          label={t('admin-settings.general.copyright_year')}
          error={errors.copyright_year?.message}
          inputProps={{ ...register('copyright_year'), type: 'number', min: 2000, max: 2100, step: 1 }}
        />
      </div>
      <LocalizedFields
        legend={t('admin-settings.general.address')}
        register={(locale) => register(`address.${locale}`)}
        errors={errors.address}
        maxLength={300}
      />
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('admin-settings.general.social_links')}
        </legend>
        {firstMessage(errors.social_links?.root) ? (
          <p className="text-sm text-red-700">{firstMessage(errors.social_links?.root)}</p>
        ) : null}
        {links.fields.map((field, index) => (
          <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[10rem_minmax(0,1fr)_auto]">
            <FormField
              label={t('admin-settings.general.network', { number: index + 1 })}
              error={errors.social_links?.[index]?.network?.message}
              inputProps={{ ...register(`social_links.${index}.network`), maxLength: 40, dir: 'ltr' }}
            />
            <FormField
              label={t('admin-settings.general.url', { number: index + 1 })}
              error={errors.social_links?.[index]?.url?.message}
              inputProps={{
                ...register(`social_links.${index}.url`),
                type: 'url',
                dir: 'ltr',
                maxLength: 500,
              }}
            />
            <RowButton danger onClick={() => links.remove(index)}>
              {t('admin-settings.remove')}
              <span className="sr-only"> {t('admin-settings.general.url', { number: index + 1 })}</span>
            </RowButton>
          </div>
        ))}
        <RowButton onClick={() => links.append({ network: '', url: 'https://' })}>
          {t('admin-settings.general.add_link')}
        </RowButton>
      </fieldset>
    </SectionShell>
  );
}

/** The search's synonym groups: a group per line, its words separated by commas. */
export function SearchSection({ value }: { value: Settings['search'] }) {
  const { t } = useTranslation();
  const { form, onSubmit, status, formError } = useSectionForm<{ synonyms: string }, 'search'>({
    section: 'search',
    values: { synonyms: synonymsToText(value.synonyms) },
    toBody: (v) => ({ synonyms: textToSynonyms(v.synonyms) }),
    anchors: ['synonyms'],
  });
  return (
    <SectionShell
      section="search"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={form.formState.isSubmitting}
    >
      <TextAreaField
        label={t('admin-settings.search.synonyms')}
        hint={t('admin-settings.search.synonyms_hint')}
        error={firstMessage(form.formState.errors.synonyms)}
        textareaProps={{ ...form.register('synonyms'), rows: 10, dir: 'auto' }}
      />
    </SectionShell>
  );
}
