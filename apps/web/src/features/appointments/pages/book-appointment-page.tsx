import { appointmentBodySchema } from '@portal/contract/appointments';
import { APPOINTMENT_LIMITS } from '@portal/contract/appointments-values';
import { UNVERIFIED_EMAIL_CODE } from '@portal/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { HttpError } from '../../../lib/http';
import { useLocale } from '../../../lib/use-locale';
import { buttonClass } from '../../../ui/button';
import { dateKey } from '../../../ui/date-time';
import { EmptyState } from '../../../ui/empty-state';
import { FormAlert, SelectField, SubmitButton, TextAreaField } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { SearchableSelect } from '../../../ui/searchable-select';
import { useSettings } from '../../settings/api';
import { availabilityKey, useAvailability } from '../api/availability';
import { bookAppointment } from '../api/book-appointment';
import { useBookableServices, type BookableService } from '../api/bookable-services';
import { myAppointmentsKey } from '../api/my-appointments';
import { BranchChoice } from '../components/branch-choice';
import { FreeSlotField } from '../components/free-slot-picker';
import { freeSlots, localZoneName } from '../slots';

/** Past this many services the choice becomes a searchable list. */
const SEARCHABLE_FROM = 8;
const FIELDS = ['service_id', 'branch_id', 'starts_at', 'note'] as const;

/** The form's values: nothing chosen yet is null, the schema refuses it in the page's language. */
interface BookingForm {
  service_id: number | null;
  branch_id: number | null;
  starts_at: Date | null;
  note: string;
}

const toBody = (v: BookingForm) => ({
  service_id: v.service_id ?? undefined,
  branch_id: v.branch_id ?? undefined,
  starts_at: v.starts_at?.toISOString(),
  ...(v.note.trim() ? { note: v.note.trim() } : {}),
});

/**
 * /book-appointment: a member chooses a service, a branch offering it, then a free slot in
 * their own time zone (the availability's days are the member's local days), and may add a
 * note. Closed while an admin has closed booking (settings_state.appointments_open).
 */
export default function BookAppointmentPage() {
  const { t } = useTranslation();
  const { data: settings } = useSettings();
  const [booked, setBooked] = useState(false);
  const heading = <h1 className="text-2xl font-bold">{t('routes.book-appointment.title')}</h1>;
  if (settings && settings.settings_state.appointments_open === false) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <EmptyState title={t('appointments.book.closed_title')} body={t('appointments.book.closed_body')} />
      </div>
    );
  }
  if (booked) {
    return (
      <div className="flex flex-col gap-6">
        {heading}
        <div
          role="status"
          data-testid="appointment-booked"
          className="flex flex-col gap-3 rounded-2xl border border-green-200 bg-green-50 p-6"
        >
          <h2 className="text-lg font-semibold text-green-900">{t('appointments.book.done_title')}</h2>
          <p className="text-green-900">{t('appointments.book.done_body')}</p>
          <p className="flex flex-wrap gap-3">
            <Link to="/profile/appointments" className={buttonClass()}>
              {t('appointments.book.see_mine')}
            </Link>
            <button
              type="button"
              className={buttonClass({ variant: 'secondary' })}
              onClick={() => setBooked(false)}
            >
              {t('appointments.book.book_another')}
            </button>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {heading}
      <p className="text-slate-700">{t('appointments.book.intro')}</p>
      <Booking onBooked={() => setBooked(true)} />
    </div>
  );
}

function Booking({ onBooked }: { onBooked: () => void }) {
  const services = useBookableServices();
  const { t } = useTranslation();
  if (services.isPending) return <PageLoading />;
  if (services.isError) return <LoadError error={services.error} onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <EmptyState title={t('appointments.book.no_services')} />;
  return <BookingFormView services={services.data} onBooked={onBooked} />;
}

function BookingFormView({ services, onBooked }: { services: BookableService[]; onBooked: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const [formError, setFormError] = useState<string>();
  const preset = Number(search.get('service'));
  const initialService =
    services.find((s) => s.id === preset) ?? (services.length === 1 ? services[0] : undefined);
  const { control, handleSubmit, setError, setValue, register, formState } = useForm<
    BookingForm,
    unknown,
    z.output<typeof appointmentBodySchema>
  >({
    resolver: contractResolver(appointmentBodySchema, locale, toBody),
    defaultValues: {
      service_id: initialService?.id ?? null,
      branch_id: initialService?.branches.length === 1 ? initialService.branches[0]!.id : null,
      starts_at: null,
      note: '',
    },
  });
  const serviceId = useWatch({ control, name: 'service_id' });
  const branchId = useWatch({ control, name: 'branch_id' });
  const service = services.find((s) => s.id === serviceId);
  const [today] = useState(() => dateKey(new Date()));
  const availability = useAvailability(serviceId, branchId, today);
  const free = useMemo(() => freeSlots(availability.data?.days ?? []), [availability.data]);
  const zone = localZoneName();

  const chooseService = (id: number | null) => {
    setValue('service_id', id);
    const next = services.find((s) => s.id === id);
    setValue('branch_id', next?.branches.length === 1 ? next.branches[0]!.id : null);
    setValue('starts_at', null);
  };

  const submit = handleSubmit(async (body) => {
    setFormError(undefined);
    // The server's own instant of the chosen slot, so no rounding slips between the two.
    const slot = free.slotAt(new Date(body.starts_at));
    try {
      await bookAppointment({ ...body, starts_at: slot?.starts_at ?? body.starts_at });
      await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
      onBooked();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409 && error.body?.code === 'slot_unavailable') {
        // Someone took it first: fresh free times, the other choices kept.
        await queryClient.invalidateQueries({ queryKey: availabilityKey });
        setValue('starts_at', null);
        setFormError(t('appointments.book.taken'));
        return;
      }
      if (error instanceof HttpError && error.body?.code === UNVERIFIED_EMAIL_CODE) {
        setFormError(t('auth.unverified_banner'));
        return;
      }
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });

  const serviceOptions = services.map((s) => ({ value: String(s.id), label: s.title }));
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-8"
      data-testid="appointment-form"
    >
      {/* An unverified member sees the site-wide banner above; the server refuses the booking. */}
      <FormAlert message={formError} />
      <section aria-labelledby="appointment-service" className="flex flex-col gap-3">
        <h2 id="appointment-service" className="text-lg font-semibold">
          {t('appointments.book.service_step')}
        </h2>
        {services.length >= SEARCHABLE_FROM ? (
          <SearchableSelect
            label={t('appointments.book.service')}
            options={serviceOptions}
            value={serviceId === null ? null : String(serviceId)}
            onChange={(v) => chooseService(v === null ? null : Number(v))}
            placeholder={t('appointments.book.service_placeholder')}
            error={formState.errors.service_id?.message}
            required
          />
        ) : (
          <SelectField
            label={t('appointments.book.service')}
            options={serviceOptions}
            placeholder={t('appointments.book.service_placeholder')}
            error={formState.errors.service_id?.message}
            selectProps={{
              value: serviceId === null ? '' : String(serviceId),
              onChange: (e) => chooseService(e.target.value ? Number(e.target.value) : null),
              required: true,
              'data-testid': 'appointment-service',
            }}
          />
        )}
        {service?.summary ? <p className="text-sm text-slate-600">{service.summary}</p> : null}
      </section>

      {service ? (
        <BranchChoice
          legend={t('appointments.book.branch_step')}
          branches={service.branches}
          value={branchId}
          onChange={(id) => {
            setValue('branch_id', id);
            setValue('starts_at', null);
          }}
          error={formState.errors.branch_id?.message}
        />
      ) : null}

      {service && branchId !== null ? (
        <section aria-labelledby="appointment-time" className="flex flex-col gap-3">
          <h2 id="appointment-time" className="text-lg font-semibold">
            {t('appointments.book.time_step')}
          </h2>
          <p className="text-sm text-slate-600" data-testid="appointment-zone">
            {t('appointments.book.zone', { zone })}
          </p>
          <FreeSlotField
            control={control}
            name="starts_at"
            availability={availability}
            free={free}
            label={t('appointments.book.when')}
          />
          <TextAreaField
            label={t('appointments.book.note')}
            hint={t('appointments.book.note_hint')}
            error={formState.errors.note?.message}
            textareaProps={{
              ...register('note'),
              rows: 3,
              maxLength: APPOINTMENT_LIMITS.note.max,
              dir: 'auto',
              'data-testid': 'appointment-note',
            }}
          />
        </section>
      ) : null}

      <div>
        <SubmitButton pending={formState.isSubmitting}>{t('appointments.book.submit')}</SubmitButton>
      </div>
    </form>
  );
}
