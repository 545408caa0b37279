import { z } from 'zod';
import { textField } from './text-field';
import { currencyCodeSchema, platformSchema } from './catalog';
import { amountDueSchema, listingStatusSchema, PAYMENT_METHODS, PAYMENT_TYPES } from './listings';
import { digits } from './moderation';
import { page, perPage } from './paging';

/**
 * Payments for listings Waiting for payment, under /api/v1/admin. A listing in a paid
 * category (settings.announcements.paid_category_ids) that a moderator approves owes the fee
 * of that moment (settings.announcements.listing_fee, kept with the listing); staff record what
 * the owner pays, in an append-only ledger; payments reaching the fee publish the listing.
 * Moderators and admins read; only admins record a payment (as in the catalog: staff read,
 * admins write), since a payment publishes a listing and can never be erased.
 */

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);
export type PaymentType = z.infer<typeof paymentTypeSchema>;

/** What an owner quotes with a payment (in the approval mail and their list): the listing's number. */
export function paymentReference(listingId: number): string {
  return `L-${listingId}`;
}

/** A payment's amount, in minor units (1 000,50 DZD is 100050): a whole number above zero. */
export const paymentAmountSchema = z.number().int().positive().max(1e15);

/**
 * The latest calendar date anywhere on Earth (UTC+14) as YYYY-MM-DD: a paid date after it is
 * in the future for everyone. The API also checks it against the recorder's own day
 * (X-timezone) and the form against the browser's.
 */
export function latestTodayAnywhere(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);
}

/** POST /admin/listings/{id}/payments: one payment received from the owner. */
export const recordPaymentBodySchema = z.strictObject({
  method: paymentMethodSchema,
  /** full: this payment settles what is still due; partial: it leaves some due. */
  payment_type: paymentTypeSchema,
  amount: paymentAmountSchema,
  currency_code: currencyCodeSchema,
  /** The cheque number, the receipt or the transfer's reference. */
  reference: textField({ max: 100 }).optional(),
  /** The day the money was received (not in the future). */
  paid_on: z.iso.date().refine((v) => v <= latestTodayAnywhere(), { message: 'validation.date_not_future' }),
});
export type RecordPaymentBody = z.input<typeof recordPaymentBodySchema>;

const person = z.object({ id: z.number().int(), name: z.string(), username: z.string() });

/** GET /admin/payments: listings waiting for payment, waiting longest first. */
export const waitingPaymentsQuerySchema = z.object({
  platform: platformSchema.optional(),
  /** Part of the title, or the owner's name, username, email or phone. */
  q: z.string().trim().max(100).optional(),
  /** Only listings waiting at least this many days. */
  older_than_days: z
    .string()
    .regex(/^[0-9]{1,4}$/)
    .transform(Number)
    .optional(),
  /** Only listings with some payment recorded already. */
  partly_paid: z.enum(['true']).optional(),
  page,
  per_page: perPage(100, 20),
});
export type WaitingPaymentsQuery = z.output<typeof waitingPaymentsQuerySchema>;

export const waitingPaymentSchema = z
  .object({
    id: z.number().int(),
    platform: platformSchema,
    slug: z.string(),
    title: z.string(),
    owner: person.extend({ email: z.string(), phone: z.string().nullable() }),
    due: amountDueSchema,
    /** When the moderator approved it (the fee's date): its age in the list. */
    waiting_since: z.string(),
  })
  .meta({ id: 'WaitingPayment' });
export type WaitingPayment = z.infer<typeof waitingPaymentSchema>;

export const waitingPaymentsResponseSchema = z
  .object({
    data: z.array(waitingPaymentSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'WaitingPayments' });

export const paymentSchema = z
  .object({
    id: z.number().int(),
    method: paymentMethodSchema,
    payment_type: paymentTypeSchema,
    amount: z.number().int(),
    currency_code: z.string(),
    reference: z.string().nullable(),
    paid_on: z.string(),
    recorded_by: person.nullable(),
    recorded_at: z.string(),
  })
  .meta({ id: 'ListingPayment' });
export type Payment = z.infer<typeof paymentSchema>;

export const paymentsParamsSchema = z.object({ id: digits });

/**
 * GET /admin/listings/{id}/payments: the listing, what it owes now (null when nothing is open)
 * and its whole ledger, newest first (payments of earlier, settled periods included).
 */
export const paymentLedgerResponseSchema = z
  .object({
    listing: waitingPaymentSchema.omit({ due: true, waiting_since: true }).extend({
      status: listingStatusSchema,
      published_at: z.string(),
    }),
    due: amountDueSchema.nullable(),
    waiting_since: z.string().nullable(),
    payments: z.array(paymentSchema),
  })
  .meta({ id: 'PaymentLedger' });
export type PaymentLedger = z.infer<typeof paymentLedgerResponseSchema>;

/** After recording: the payment, what is still due, and whether the listing went public. */
export const recordPaymentResponseSchema = z
  .object({
    payment: paymentSchema,
    due: amountDueSchema,
    published: z.boolean(),
    status: listingStatusSchema,
  })
  .meta({ id: 'RecordedPayment' });

/** What a payment pays for: a listing's fee (with its promotion) or an advertisement. */
export const PAYMENT_SUBJECTS = ['listing', 'advertisement'] as const;

/**
 * GET /admin/payments/ledger: the one ledger of everything the portal sells, newest first,
 * with totals per method and currency over the same filters (docs/decisions/034).
 */
export const paymentEntriesQuerySchema = z.object({
  /** Paid on or after (YYYY-MM-DD). */
  from: z.iso.date().optional(),
  /** Paid on or before (YYYY-MM-DD). */
  to: z.iso.date().optional(),
  method: paymentMethodSchema.optional(),
  subject: z.enum(PAYMENT_SUBJECTS).optional(),
  page,
  per_page: perPage(100, 20),
});
export type PaymentEntriesQuery = z.output<typeof paymentEntriesQuerySchema>;

export const paymentEntrySchema = paymentSchema
  .extend({
    subject: z.object({ kind: z.enum(PAYMENT_SUBJECTS), id: z.number().int(), label: z.string() }),
  })
  .meta({ id: 'PaymentEntry' });
export type PaymentEntry = z.infer<typeof paymentEntrySchema>;

export const paymentEntriesResponseSchema = z
  .object({
    data: z.array(paymentEntrySchema),
    totals: z.array(
      z.object({
        method: paymentMethodSchema,
        currency_code: z.string(),
        amount: z.number().int(),
        count: z.number().int(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'PaymentEntries' });
export type PaymentEntries = z.infer<typeof paymentEntriesResponseSchema>;
