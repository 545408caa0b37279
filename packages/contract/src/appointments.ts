import { z } from 'zod';
import { APPOINTMENT_LIMITS, APPOINTMENT_STATUSES } from './appointments-values';
import { localeSchema } from './locale-schemas';
import { digits, idSchema } from './moderation';
import { page, perPage } from './paging';
import { textField } from './text-field';

/**
 * Appointments (area `appointments`): a member books a slot of a bookable service (a CMS item of
 * kind `service`) at one of its branches (CMS items of kind `branch`); staff confirm, reschedule,
 * cancel or mark it done, and every change is mailed with a calendar file. Slots follow the
 * branch's hours (else settings.appointments.opening_hours) in the portal's zone; the API answers
 * times in the member's zone (`X-timezone`) next to the instant in UTC.
 * Values and limits without zod: appointments-values.ts.
 */

const DAY_MS = 86_400_000;
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** An instant with its offset (`2026-12-01T09:00:00Z` or `…+01:00`): the start of a slot. */
export const slotInstantSchema = z.iso.datetime({ offset: true });

/** A date range of a query: both included, `to` not before `from`, at most `maxDays` days. */
function dateRange(maxDays: number, optional: boolean) {
  const date = optional ? z.iso.date().optional() : z.iso.date();
  return { from: date, to: date, maxDays };
}

function checkRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx, maxDays: number) {
  if (!value.from || !value.to) return;
  if (value.to < value.from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.date_range' });
  } else if (dayCount(value.from, value.to) > maxDays) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'validation.range_too_long' });
  }
}

const availabilityRange = dateRange(APPOINTMENT_LIMITS.availabilityDays, true);

/**
 * GET /appointments/availability. `from` and `to` are dates in the caller's zone (X-timezone);
 * `from` defaults to today there, `to` to the end of the booking window (at most
 * APPOINTMENT_LIMITS.availabilityDays days after `from`).
 */
export const availabilityQuerySchema = z
  .object({ service_id: digits, branch_id: digits, from: availabilityRange.from, to: availabilityRange.to })
  .superRefine((v, ctx) => checkRange(v, ctx, availabilityRange.maxDays));
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

export const availableSlotSchema = z
  .object({
    /** The slot's start in UTC (ISO 8601): what a booking sends back. */
    starts_at: z.string(),
    ends_at: z.string(),
    /** The start's local time in the caller's zone, 'HH:MM'. */
    time: z.string(),
    /** Places still free (at least 1: full slots are left out). */
    free: z.number().int(),
  })
  .meta({ id: 'AvailableSlot' });
export type AvailableSlot = z.infer<typeof availableSlotSchema>;

export const availabilityResponseSchema = z
  .object({
    /** The caller's zone the days and times are given in. */
    time_zone: z.string(),
    /** The portal's zone (settings.appointments.time_zone): the zone of the hours and closures. */
    portal_time_zone: z.string(),
    slot_minutes: z.number().int(),
    /** Every date of the range in the caller's zone, oldest first; closed days have no slots. */
    days: z.array(z.object({ date: z.string(), slots: z.array(availableSlotSchema) })),
    /** The closures of this branch that touch the range (dates in the portal's zone). */
    closures: z.array(z.object({ from: z.string(), to: z.string(), reason: z.string() })),
  })
  .meta({ id: 'Availability' });
export type Availability = z.infer<typeof availabilityResponseSchema>;

/** POST /appointments: the language of the mails is the member's (X-localization) at booking. */
export const appointmentBodySchema = z.strictObject({
  service_id: idSchema,
  branch_id: idSchema,
  starts_at: slotInstantSchema,
  note: textField({ max: APPOINTMENT_LIMITS.note.max, multiline: true }).default(''),
});
export type AppointmentBody = z.input<typeof appointmentBodySchema>;

export const appointmentParamsSchema = z.object({ id: digits });

/** An appointment as its member sees it; titles and address in the page's language. */
export const appointmentSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(APPOINTMENT_STATUSES),
    service: z.object({ id: z.number().int(), title: z.string() }),
    branch: z.object({ id: z.number().int(), title: z.string(), address: z.string() }),
    starts_at: z.string(),
    ends_at: z.string(),
    /** The portal's zone, to show the time as the branch keeps it. */
    time_zone: z.string(),
    note: z.string(),
    /** Staff's reason of a cancellation or reschedule, else null. */
    staff_reason: z.string().nullable(),
    /** Whether the member may still cancel it (active, and not later than cancel_until_hours before). */
    can_cancel: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * A booking's or a cancellation's answer: the appointment and the translated message
 * (APPOINTMENT_MESSAGE_KEYS.requested or .cancelled).
 */
export const appointmentResponseSchema = z.object({ appointment: appointmentSchema, message: z.string() });

/** GET /profile/appointments: newest start first. */
export const myAppointmentsQuerySchema = z.object({
  page,
  per_page: perPage(APPOINTMENT_LIMITS.perPage.max, APPOINTMENT_LIMITS.perPage.default),
});
export const myAppointmentsResponseSchema = z.object({
  data: z.array(appointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});

// Back office (admins and moderators).

const agendaRange = dateRange(APPOINTMENT_LIMITS.agendaDays, false);

/** GET /admin/appointments: `from`/`to` are dates in the portal's zone, both included. */
export const adminAppointmentsQuerySchema = z
  .object({
    branch_id: digits.optional(),
    status: z.enum(APPOINTMENT_STATUSES).optional(),
    from: agendaRange.from,
    to: agendaRange.to,
  })
  .superRefine((v, ctx) => checkRange(v, ctx, agendaRange.maxDays));
export type AdminAppointmentsQuery = z.input<typeof adminAppointmentsQuerySchema>;

export const adminAppointmentSchema = appointmentSchema
  .omit({ can_cancel: true })
  .extend({
    user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
    /** The member's language at booking: the language of their mails. */
    locale: localeSchema,
    reminder_sent_at: z.string().nullable(),
  })
  .meta({ id: 'AdminAppointment' });
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

/** The agenda: oldest start first, at most a few hundred rows (a range of at most agendaDays). */
export const adminAppointmentsResponseSchema = z.object({
  time_zone: z.string(),
  data: z.array(adminAppointmentSchema),
});
export const adminAppointmentResponseSchema = z.object({ appointment: adminAppointmentSchema });

const reason = textField({
  min: APPOINTMENT_LIMITS.reason.min,
  max: APPOINTMENT_LIMITS.reason.max,
  multiline: true,
});

export const rescheduleAppointmentBodySchema = z.strictObject({
  starts_at: slotInstantSchema,
  reason: reason.optional(),
});
export type RescheduleAppointmentBody = z.input<typeof rescheduleAppointmentBodySchema>;

export const staffCancelAppointmentBodySchema = z.strictObject({ reason });
export type StaffCancelAppointmentBody = z.input<typeof staffCancelAppointmentBodySchema>;
