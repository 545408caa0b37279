/**
 * Appointments (area `appointments`), zod-free so the booking page stays light: the statuses, the
 * limits of the fields and ranges, and the keys of the messages both sides show.
 * The schemas are in appointments.ts.
 */

/**
 * An appointment's status:
 * - `requested`: booked by a member, a place of the slot is held, staff have not answered yet;
 * - `confirmed`: staff accepted it;
 * - `rescheduled`: staff moved it to another slot (the member is mailed the new time);
 * - `cancelled`: by the member (until APPOINTMENTS settings' cancel_until_hours before) or by
 *   staff (with a reason); its place is freed;
 * - `done`: the visit took place (set by staff).
 */
export const APPOINTMENT_STATUSES = ['requested', 'confirmed', 'rescheduled', 'cancelled', 'done'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses that hold a place in their slot (and may still be cancelled or rescheduled). */
export const ACTIVE_APPOINTMENT_STATUSES = ['requested', 'confirmed', 'rescheduled'] as const;
export type ActiveAppointmentStatus = (typeof ACTIVE_APPOINTMENT_STATUSES)[number];

export function isActiveAppointmentStatus(status: AppointmentStatus): status is ActiveAppointmentStatus {
  return (ACTIVE_APPOINTMENT_STATUSES as readonly string[]).includes(status);
}

export const APPOINTMENT_LIMITS = {
  /** The member's note to staff, in UTF-16 units. */
  note: { max: 1000 },
  /** Staff's reason of a cancellation (required) or a reschedule (optional). */
  reason: { min: 2, max: 500 },
  /** Days one availability request may cover (from … to, both included). */
  availabilityDays: 31,
  /** Days one agenda request of the back office may cover. */
  agendaDays: 62,
  /** Appointments of one page of "my appointments". */
  perPage: { default: 20, max: 50 },
} as const;

/**
 * The keys of the messages of this area. The API answers each already translated in `message`;
 * the web's catalog (locales/<lang>/appointments.json) holds the same keys for its own texts.
 * - `requested`: the answer of a booking ("Your appointment request is registered: the
 *   confirmation or any change will come by email.").
 * - `cancelled`: the answer of a member's cancellation.
 */
export const APPOINTMENT_MESSAGE_KEYS = {
  requested: 'appointment_requested',
  cancelled: 'appointment_cancelled',
} as const;

/**
 * The error codes (the `code` of a 409 or 403 answer) of this area:
 * - `slot_unavailable`: the slot is full, closed or no longer offered (pick another);
 * - `appointment_already_booked`: the member already holds an appointment at that time;
 * - `appointment_not_cancellable`: too late to cancel, or already cancelled or done;
 * - `appointment_status_conflict`: a staff action that the current status does not allow;
 * - `appointments_closed`: settings_state.appointments_open is off (403).
 */
export const APPOINTMENT_ERROR_CODES = [
  'slot_unavailable',
  'appointment_already_booked',
  'appointment_not_cancellable',
  'appointment_status_conflict',
  'appointments_closed',
] as const;
