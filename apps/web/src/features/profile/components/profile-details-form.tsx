import { updateProfileBodySchema, type PublicUser } from '@portal/contract/auth';
import { LOCALES, type Locale } from '@portal/contract/locale';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { submitErrorText } from '../../../lib/form';
import { useLocale } from '../../../lib/use-locale';
import { BirthdateField } from '../../../ui/birthdate-field';
import { FormAlert, FormField, SubmitButton } from '../../../ui/form-field';
import { toast } from '../../../ui/toast-store';
import { accountResolver } from '../../auth/account-fields';
import { PhoneFields } from '../../auth';
import { DEFAULT_COUNTRY_CODE } from '../../auth/country-codes';
import { applyUser } from '../api';
import { updateProfile } from '../api/update-profile';
import { NameFields } from '../../auth';

type ProfileBody = z.input<typeof updateProfileBodySchema>;

const FIELDS = ['first_name', 'last_name', 'phone', 'country_code', 'birthdate', 'locale'] as const;

/** Each language named in itself, so the reader finds theirs. */
const NATIVE_NAMES: Record<Locale, string> = { ar: 'العربية', fr: 'Français', en: 'English' };

/** Names, phone, birthdate and the language of the mails we send (PUT user/profile). */
export function ProfileDetailsForm({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProfileBody>({
    resolver: accountResolver(updateProfileBodySchema, locale),
    defaultValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      country_code: user.country_code ?? DEFAULT_COUNTRY_CODE,
      phone: user.phone ?? '',
      birthdate: user.birthdate ?? '',
      locale: user.locale,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const saved = applyUser(queryClient, await updateProfile(values));
      reset({
        first_name: saved.first_name,
        last_name: saved.last_name,
        country_code: saved.country_code ?? DEFAULT_COUNTRY_CODE,
        phone: saved.phone ?? '',
        birthdate: saved.birthdate ?? '',
        locale: saved.locale,
      });
      toast.success(t('profile.details.saved'));
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="profile-details-form">
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <NameFields
          first={{ registration: register('first_name'), error: errors.first_name?.message }}
          last={{ registration: register('last_name'), error: errors.last_name?.message }}
        />
      </div>
      <PhoneFields control={control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <BirthdateField control={control} name="birthdate" />
        <FormField
          label={t('profile.details.mail_language')}
          error={errors.locale?.message}
          inputProps={{ id: 'profile-mail-language' }}
        >
          <select
            id="profile-mail-language"
            {...register('locale')}
            className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-base"
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {NATIVE_NAMES[l]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <div>
        <SubmitButton pending={isSubmitting}>{t('profile.details.save')}</SubmitButton>
      </div>
    </form>
  );
}
