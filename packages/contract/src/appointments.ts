import { z } from 'zod';
import { APPOINTMENT_LIMITS, APPOINTMENT_STATUSES } from './appointments-values';
import { digits, idSchema } from './moderation';
import { page, perPage } from './paging';
import { textField } from './text-field';

/**
 * Appointments (area `appointments`): a member books a free slot of a service at a branch
 * offering it; staff confirm, move, cancel (with a reason) or close it as done; every change is
 * mailed to the member. Values and limits without zod: appointments-values.ts.
 */

/** A local day 'YYYY-MM-DD' (the member's, as the X-timezone header places it). */
const dayKey = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const instant = z.iso.datetime({ offset: true });

/** GET /appointments/availability: the slots of a service at a branch, day by day. */
export const availabilityQuerySchema = z.object({
  service_id: digits,
  branch_id: digits,
  from: dayKey,
  to: dayKey,
});

/** One slot: its instant, its time of day in the member's zone, whether a place is left. */
export const appointmentSlotSchema = z.object({
  starts_at: z.string(),
  time: z.string().regex(/^\d{2}:\d{2}$/),
  free: z.boolean(),
});
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

export const availabilityResponseSchema = z.object({
  /** The zone the days and times are counted in (the request's X-timezone). */
  time_zone: z.string(),
  /** The slots of each local day, keyed 'YYYY-MM-DD', in time order. */
  days: z.record(z.string(), z.array(appointmentSlotSchema)),
});
export type Availability = z.infer<typeof availabilityResponseSchema>;

/** POST /appointments: a member's booking of a free slot. */
export const createAppointmentBodySchema = z.strictObject({
  service_id: idSchema,
  branch_id: idSchema,
  starts_at: instant,
  note: textField({ max: APPOINTMENT_LIMITS.note.max, multiline: true }).optional(),
});
export type CreateAppointmentBody = z.infer<typeof createAppointmentBodySchema>;

/** An appointment as its member reads it (service and branch in the request's language). */
export const myAppointmentSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPOINTMENT_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  service: z.object({ id: z.number().int(), title: z.string() }),
  branch: z.object({ id: z.number().int(), title: z.string(), address: z.string() }),
  note: z.string().nullable(),
  /** Staff's reason of a cancellation or a move. */
  staff_reason: z.string().nullable(),
  /** Whether the member may still cancel it (active, and early enough). */
  can_cancel: z.boolean(),
  created_at: z.string(),
});
export type MyAppointment = z.infer<typeof myAppointmentSchema>;

export const appointmentResponseSchema = z.object({ message: z.string(), appointment: myAppointmentSchema });

export const myAppointmentsQuerySchema = z.object({
  page,
  per_page: perPage(APPOINTMENT_LIMITS.perPage.max, APPOINTMENT_LIMITS.perPage.default),
});
export const myAppointmentsResponseSchema = z.object({
  data: z.array(myAppointmentSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});

export const appointmentParamsSchema = z.object({ id: digits });

/** GET /admin/appointments: one branch's appointments between two local days. */
export const adminAppointmentsQuerySchema = z.object({
  branch_id: digits,
  from: dayKey,
  to: dayKey,
  status: z.enum(APPOINTMENT_STATUSES).optional(),
});

/** An appointment as staff read it: the member's name and how to reach them. */
export const adminAppointmentSchema = myAppointmentSchema.extend({
  member: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
});
export type AdminAppointment = z.infer<typeof adminAppointmentSchema>;

export const adminAppointmentsResponseSchema = z.object({ data: z.array(adminAppointmentSchema) });
export const adminAppointmentResponseSchema = z.object({ appointment: adminAppointmentSchema });

/** POST /admin/appointments/:id/cancel: the reason is required and mailed to the member. */
export const cancelAppointmentBodySchema = z.strictObject({
  reason: textField({
    min: APPOINTMENT_LIMITS.reason.min,
    max: APPOINTMENT_LIMITS.reason.max,
    multiline: true,
  }),
});
export type CancelAppointmentBody = z.infer<typeof cancelAppointmentBodySchema>;

/** POST /admin/appointments/:id/reschedule: another free slot of the same service and branch. */
export const rescheduleAppointmentBodySchema = z.strictObject({
  starts_at: instant,
  reason: textField({
    min: APPOINTMENT_LIMITS.reason.min,
    max: APPOINTMENT_LIMITS.reason.max,
    multiline: true,
  }).optional(),
});
export type RescheduleAppointmentBody = z.infer<typeof rescheduleAppointmentBodySchema>;
