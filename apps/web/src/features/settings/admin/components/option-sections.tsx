import { MULTIMEDIA_TYPES, type Settings } from '@portal/contract/settings';
import { intlLocaleOf } from '@portal/contract/locale';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { useLocale } from '../../../../lib/use-locale';
import { FormField, SelectField } from '../../../../ui/form-field';
import { RowButton } from '../../../../back-office/components/row-parts';
import { CheckboxGroup, SectionShell, useSectionForm } from './section-form';
import { firstMessage, numberOf } from '../settings-form';
import { MULTIMEDIA_LABELS, STATE_LABELS } from '../settings-labels';

type State = Settings['settings_state'];
const STATE_KEYS = Object.keys(STATE_LABELS) as (keyof State)[];

/** Which parts of the portal are open to the public now. */
export function StateSection({ value }: { value: State }) {
  const { t } = useTranslation();
  const { form, onSubmit, status, formError } = useSectionForm<State, 'settings_state'>({
    section: 'settings_state',
    values: value,
    toBody: (v) => v,
    anchors: STATE_KEYS,
  });
  return (
    <SectionShell
      section="settings_state"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={form.formState.isSubmitting}
    >
      <div className="grid gap-2 sm:grid-cols-2">
        {STATE_KEYS.map((key) => (
          <label key={key} className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register(key)} className="size-4" />
            {t(STATE_LABELS[key])}
          </label>
        ))}
      </div>
    </SectionShell>
  );
}

/** The photo, video or audio kinds of media the portal takes. */
export function MultimediaSection({ value }: { value: Settings['multimedia_type'] }) {
  const { t } = useTranslation();
  const { form, onSubmit, status, formError } = useSectionForm<{ types: string[] }, 'multimedia_type'>({
    section: 'multimedia_type',
    values: { types: value },
    toBody: (v) => MULTIMEDIA_TYPES.filter((m) => v.types.includes(m)),
    anchors: [],
  });
  return (
    <SectionShell
      section="multimedia_type"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={form.formState.isSubmitting}
    >
      <CheckboxGroup
        legend={t('admin-settings.multimedia.types')}
        options={MULTIMEDIA_TYPES.map((m) => ({ value: m, label: t(MULTIMEDIA_LABELS[m]) }))}
        registration={form.register('types')}
        // The list is the body itself: the schema's errors are on its root ("_").
        error={form.formState.errors.types ?? (form.formState.errors as Record<string, unknown>)._}
      />
    </SectionShell>
  );
}

/** The label of a closure's reason in each language it is written in. */
const CLOSURE_REASON_LABELS = {
  ar: 'admin-settings.appointments.closure_reason_ar',
  fr: 'admin-settings.appointments.closure_reason_fr',
  en: 'admin-settings.appointments.closure_reason_en',
} as const;

interface AppointmentsValues {
  slot_minutes: string;
  booking_window_days: string;
  time_zone: string;
  opening_hours: { weekday: string; open: string; close: string }[];
  capacity_per_slot: string;
  min_notice_hours: string;
  cancel_until_hours: string;
  /** `branch_id` empty closes every branch. */
  closures: { from: string; to: string; branch_id: string; reason: { ar: string; fr: string; en: string } }[];
}

/** Monday … Sunday in the page's language (0 = Monday, as the settings count). */
function weekdayNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))));
}

/** Appointments: the length of a slot, how far ahead one may book, the time zone, the opening hours. */
export function AppointmentsSection({ value }: { value: Settings['appointments'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const days = weekdayNames(intlLocaleOf(locale));
  const { form, onSubmit, status, formError } = useSectionForm<AppointmentsValues, 'appointments'>({
    section: 'appointments',
    values: {
      slot_minutes: String(value.slot_minutes),
      booking_window_days: String(value.booking_window_days),
      time_zone: value.time_zone,
      opening_hours: value.opening_hours.map((h) => ({ ...h, weekday: String(h.weekday) })),
      capacity_per_slot: String(value.capacity_per_slot),
      min_notice_hours: String(value.min_notice_hours),
      cancel_until_hours: String(value.cancel_until_hours),
      closures: value.closures.map((c) => ({
        ...c,
        branch_id: c.branch_id === null ? '' : String(c.branch_id),
      })),
    },
    toBody: (v) => ({
      slot_minutes: numberOf(v.slot_minutes),
      booking_window_days: numberOf(v.booking_window_days),
      time_zone: v.time_zone,
      opening_hours: v.opening_hours.map((h) => ({ ...h, weekday: Number(h.weekday) })),
      capacity_per_slot: numberOf(v.capacity_per_slot),
      min_notice_hours: numberOf(v.min_notice_hours),
      cancel_until_hours: numberOf(v.cancel_until_hours),
      closures: v.closures.map((c) => ({
        ...c,
        branch_id: c.branch_id.trim() === '' ? null : numberOf(c.branch_id),
      })),
    }),
    anchors: [
      'slot_minutes',
      'booking_window_days',
      'time_zone',
      'opening_hours',
      'opening_hours.*.weekday',
      'opening_hours.*.open',
      'opening_hours.*.close',
      'capacity_per_slot',
      'min_notice_hours',
      'cancel_until_hours',
      'closures',
      'closures.*.from',
      'closures.*.to',
      'closures.*.branch_id',
      'closures.*.reason.ar',
      'closures.*.reason.fr',
      'closures.*.reason.en',
    ],
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const hours = useFieldArray({ control, name: 'opening_hours' });
  const closures = useFieldArray({ control, name: 'closures' });
  return (
    <SectionShell
      section="appointments"
      onSubmit={onSubmit}
      status={status}
      formError={formError}
      pending={isSubmitting}
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('admin-settings.appointments.slot_minutes')}
          error={errors.slot_minutes?.message}
          inputProps={{ ...register('slot_minutes'), type: 'number', min: 5, max: 480, step: 5 }}
        />
        <FormField
          label={t('admin-settings.appointments.booking_window_days')}
          error={errors.booking_window_days?.message}
          inputProps={{ ...register('booking_window_days'), type: 'number', min: 1, max: 365, step: 1 }}
        />
        <FormField
          label={t('admin-settings.appointments.time_zone')}
          hint={t('admin-settings.appointments.time_zone_hint')}
          error={errors.time_zone?.message}
          inputProps={{ ...register('time_zone'), dir: 'ltr', maxLength: 60, spellCheck: false }}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('admin-settings.appointments.opening_hours')}
        </legend>
        {firstMessage(errors.opening_hours?.root) ? (
          <p className="text-sm text-red-700">{firstMessage(errors.opening_hours?.root)}</p>
        ) : null}
        {hours.fields.map((field, index) => {
          const row = { number: index + 1 };
          return (
            <div key={field.id} className="grid items-end gap-2 sm:grid-cols-[12rem_8rem_8rem_auto]">
              <SelectField
                label={t('admin-settings.appointments.weekday', row)}
                options={days.map((name, i) => ({ value: String(i), label: name }))}
                error={errors.opening_hours?.[index]?.weekday?.message}
                selectProps={register(`opening_hours.${index}.weekday`)}
              />
              <FormField
                label={t('admin-settings.appointments.open', row)}
                error={errors.opening_hours?.[index]?.open?.message}
                inputProps={{ ...register(`opening_hours.${index}.open`), type: 'time', dir: 'ltr' }}
              />
              <FormField
                label={t('admin-settings.appointments.close', row)}
                error={errors.opening_hours?.[index]?.close?.message}
                inputProps={{ ...register(`opening_hours.${index}.close`), type: 'time', dir: 'ltr' }}
              />
              <RowButton danger onClick={() => hours.remove(index)}>
                {t('admin-settings.remove')}
                <span className="sr-only"> {t('admin-settings.appointments.weekday', row)}</span>
              </RowButton>
            </div>
          );
        })}
        <RowButton onClick={() => hours.append({ weekday: '0', open: '08:30', close: '16:30' })}>
          {t('admin-settings.appointments.add_hours')}
        </RowButton>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('admin-settings.appointments.capacity_per_slot')}
          error={errors.capacity_per_slot?.message}
          inputProps={{ ...register('capacity_per_slot'), type: 'number', min: 1, max: 100, step: 1 }}
        />
        <FormField
          label={t('admin-settings.appointments.min_notice_hours')}
          error={errors.min_notice_hours?.message}
          inputProps={{ ...register('min_notice_hours'), type: 'number', min: 0, max: 720, step: 1 }}
        />
        <FormField
          label={t('admin-settings.appointments.cancel_until_hours')}
          error={errors.cancel_until_hours?.message}
          inputProps={{ ...register('cancel_until_hours'), type: 'number', min: 0, max: 720, step: 1 }}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('admin-settings.appointments.closures')}
        </legend>
        <p className="text-sm text-slate-600">{t('admin-settings.appointments.closures_hint')}</p>
        {firstMessage(errors.closures?.root) ? (
          <p className="text-sm text-red-700">{firstMessage(errors.closures?.root)}</p>
        ) : null}
        {closures.fields.map((field, index) => {
          const row = { number: index + 1 };
          const rowErrors = errors.closures?.[index];
          return (
            <div key={field.id} className="grid items-end gap-2 sm:grid-cols-3">
              <FormField
                label={t('admin-settings.appointments.closure_from', row)}
                error={rowErrors?.from?.message}
                inputProps={{ ...register(`closures.${index}.from`), type: 'date', dir: 'ltr' }}
              />
              <FormField
                label={t('admin-settings.appointments.closure_to', row)}
                error={rowErrors?.to?.message}
                inputProps={{ ...register(`closures.${index}.to`), type: 'date', dir: 'ltr' }}
              />
              <FormField
                label={t('admin-settings.appointments.closure_branch', row)}
                hint={t('admin-settings.appointments.closure_branch_hint')}
                error={rowErrors?.branch_id?.message}
                inputProps={{ ...register(`closures.${index}.branch_id`), inputMode: 'numeric', dir: 'ltr' }}
              />
              {(['ar', 'fr', 'en'] as const).map((lang) => (
                <FormField
                  key={lang}
                  label={t(CLOSURE_REASON_LABELS[lang], row)}
                  error={rowErrors?.reason?.[lang]?.message}
                  inputProps={{
                    ...register(`closures.${index}.reason.${lang}`),
                    dir: lang === 'ar' ? 'rtl' : 'ltr',
                    maxLength: 200,
                  }}
                />
              ))}
              <RowButton danger onClick={() => closures.remove(index)}>
                {t('admin-settings.remove')}
                <span className="sr-only"> {t('admin-settings.appointments.closure_from', row)}</span>
              </RowButton>
            </div>
          );
        })}
        <RowButton
          onClick={() =>
            closures.append({ from: '', to: '', branch_id: '', reason: { ar: '', fr: '', en: '' } })
          }
        >
          {t('admin-settings.appointments.add_closure')}
        </RowButton>
      </fieldset>
    </SectionShell>
  );
}
