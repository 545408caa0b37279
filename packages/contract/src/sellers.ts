import { z } from 'zod';
import { phoneSchema, usernameSchema } from './auth';
import { localeSchema } from './locale-schemas';
import { digits } from './moderation';
import { page, perPage } from './paging';
import {
  BUSINESS_DECISIONS,
  BUSINESS_KINDS,
  BUSINESS_LIMITS,
  BUSINESS_VERIFICATIONS,
  REGISTRY_NUMBER_PATTERN,
} from './sellers-values';
import { textField } from './text-field';

export const businessKindSchema = z.enum(BUSINESS_KINDS, { message: 'validation.invalid_value' });
export const businessVerificationSchema = z.enum(BUSINESS_VERIFICATIONS);

const { name, description, address, openingHours, registryNumber, note } = BUSINESS_LIMITS;

export const registryNumberSchema = textField(registryNumber).pipe(
  z.string().regex(REGISTRY_NUMBER_PATTERN, { message: 'validation.registry_number_format' }),
);

/** PUT /user/business: the owner's business details, texts in the language `text_locale` names. */
export const businessBodySchema = z.strictObject({
  kind: businessKindSchema,
  name: textField(name),
  description: textField({ ...description, multiline: true }),
  address: textField(address),
  region_id: z.number().int().positive().nullable(),
  opening_hours: textField({ ...openingHours, multiline: true }),
  phone: z.union([z.literal(''), phoneSchema]).transform((v) => (v === '' ? null : v)),
  registry_number: registryNumberSchema,
  text_locale: localeSchema,
});
export type BusinessBody = z.input<typeof businessBodySchema>;

const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** What anyone sees of a business on its seller page. */
export const publicBusinessSchema = z
  .object({
    kind: businessKindSchema,
    name: z.string(),
    description: z.string(),
    address: z.string(),
    region: namedRefSchema.nullable(),
    opening_hours: z.string(),
    /** Whether there is a phone to reveal (POST /sellers/{username}/phone); never the number. */
    has_phone: z.boolean(),
    text_locale: localeSchema,
    logo_url: z.string().nullable(),
    verified: z.boolean(),
  })
  .meta({ id: 'PublicBusiness' });

/** The owner's view: everything, with where the verification stands. */
export const ownBusinessSchema = z
  .object({
    ...publicBusinessSchema.omit({ has_phone: true, verified: true }).shape,
    phone: z.string().nullable(),
    registry_number: z.string(),
    verification: businessVerificationSchema,
    /** Staff's note with a refusal. */
    note: z.string().nullable(),
  })
  .meta({ id: 'OwnBusiness' });
export type OwnBusiness = z.infer<typeof ownBusinessSchema>;

export const ownBusinessResponseSchema = z.object({ business: ownBusinessSchema.nullable() });
/** A change's answer: the business as saved. */
export const savedBusinessResponseSchema = z.object({ business: ownBusinessSchema });

export const sellerParamsSchema = z.object({ username: usernameSchema });

/**
 * GET /sellers/{username}: a seller's public page (listings through GET /listings?seller=).
 * `response`: of the conversations buyers opened lately, the share the seller answered and the
 * median time of a first answer (null when none was answered); null while too few (sellers-values.ts).
 */
export const sellerSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar_url: z.string().nullable(),
    member_since: z.string(),
    /** The business's wilaya, else the one most of the seller's public listings are in. */
    region: namedRefSchema.nullable(),
    business: publicBusinessSchema.nullable(),
    response: z
      .object({ rate: z.number().min(0).max(1), median_minutes: z.number().int().min(0).nullable() })
      .nullable(),
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof sellerSchema>;
export const sellerResponseSchema = z.object({ seller: sellerSchema });

export const sellerPhoneResponseSchema = z.object({ phone: z.string() });

/** The back office's list of businesses, by where they stand (pending by default). */
export const adminBusinessesQuerySchema = z.object({
  verification: businessVerificationSchema.default('pending'),
  page,
  per_page: perPage(50, 20),
});

export const adminBusinessSchema = z
  .object({
    ...ownBusinessSchema.shape,
    user: z.object({ id: z.number().int(), username: z.string(), name: z.string() }),
    updated_at: z.string(),
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusiness = z.infer<typeof adminBusinessSchema>;

export const adminBusinessesResponseSchema = z.object({
  data: z.array(adminBusinessSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type AdminBusinessesResponse = z.infer<typeof adminBusinessesResponseSchema>;

export const adminBusinessParamsSchema = z.object({ userId: digits });

export const businessDecisionBodySchema = z.strictObject({
  decision: z.enum(BUSINESS_DECISIONS),
  note: textField({ ...note, multiline: true }).optional(),
});
export type BusinessDecisionBody = z.input<typeof businessDecisionBodySchema>;

export const adminBusinessResponseSchema = z.object({ business: adminBusinessSchema });
