import { z } from 'zod';

/**
 * Every error the API answers has this shape (docs/architecture.md, "Contract and errors").
 * `errors` maps a field path (dot-separated) to its localized messages.
 */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
    code: z.string().optional(),
    /** Request id to quote to support; present on server faults. */
    reference: z.string().optional(),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Machine-readable error codes and the HTTP status each one maps to. One table, used by both sides. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  email_unverified: 403,
  account_suspended: 403,
  /** settings.settings_state: an admin has closed registration or posting on a platform. */
  registration_closed: 403,
  posting_closed: 403,
  join_requests_closed: 403,
  appointments_closed: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** A second report of one listing by the same user. */
  already_reported: 409,
  /** Catalog management: a delete or change refused while listings or children use the row. */
  category_has_children: 409,
  category_in_use: 409,
  city_in_use: 409,
  currency_in_use: 409,
  currency_is_default: 409,
  currency_inactive: 409,
  currency_in_settings: 409,
  currency_minor_units_in_use: 409,
  catalog_order_changed: 409,
  /** The survey: an admin closed it (settings), or this visitor or account already answered. */
  survey_closed: 403,
  survey_already_answered: 409,
  /** A built-in question is deactivated, never deleted; a question with answers keeps its kind. */
  survey_question_built_in: 409,
  survey_question_answered: 409,
  /** Appointments (appointments-values.ts APPOINTMENT_ERROR_CODES). */
  slot_unavailable: 409,
  appointment_already_booked: 409,
  appointment_not_cancellable: 409,
  appointment_status_conflict: 409,
  /** Paid advertisements. */
  advertisements_closed: 403,
  ad_no_room: 409,
  ad_not_cancellable: 409,
  ad_proof_not_expected: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  csrf_mismatch: 419,
  validation_failed: 422,
  password_confirmation_required: 423,
  too_many_requests: 429,
  internal_error: 500,
  service_unavailable: 503,
  /** The upload folder's disk is full: nothing was stored. */
  storage_full: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The message the SPA shows to users whose email is not verified yet. */
export const UNVERIFIED_EMAIL_CODE = 'email_unverified';
