import { z } from 'zod';
import { textField } from './text-field';
import { localeSchema } from './locale-schemas';

/** Reusable field schemas (epic-stack's UsernameSchema, PasswordSchema): every form uses these. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const MIN_AGE_YEARS = 16;

export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const usernameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.]{3,30}$/, { message: 'validation.username_format' });
export const nameSchema = textField({ min: 1, max: 60 });
/** Length is checked here; common passwords and identity likeness on the server. */
export const passwordSchema = z.string().min(8).max(128);
export const phoneSchema = z
  .string()
  .trim()
  // Spaces, dots and dashes are typing aids; a leading 0 is the national prefix (+213 0555… → 555…).
  .transform((v) => v.replace(/[\s.-]/g, '').replace(/^0+/, ''))
  .pipe(z.string().regex(/^\d{6,15}$/, { message: 'validation.phone_format' }));
export const countryCodeSchema = z
  .string()
  .regex(/^\+\d{1,4}$/, { message: 'validation.country_code_format' });
export const codeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'validation.code_invalid' });

/** Years between a birthdate (YYYY-MM-DD) and today. */
export function ageOn(birthdate: string, today: Date = new Date()): number {
  const [y, m, d] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const beforeBirthday =
    today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

export const birthdateSchema = z.iso
  .date()
  .refine((v) => ageOn(v) >= MIN_AGE_YEARS, { message: 'validation.too_young' })
  .refine((v) => ageOn(v) <= 120, { message: 'validation.invalid' });

export const publicUserSchema = z
  .object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    country_code: z.string().nullable(),
    birthdate: z.string().nullable(),
    role: roleSchema,
    locale: localeSchema,
    avatar_url: z.string().nullable(),
    email_verified: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const meResponseSchema = z.object({ user: publicUserSchema });

export const registerBodySchema = z
  .strictObject({
    first_name: nameSchema,
    last_name: nameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string(),
    phone: phoneSchema,
    country_code: countryCodeSchema.default('+213'),
    birthdate: birthdateSchema,
    terms: z.literal(true, { message: 'validation.terms_required' }),
    captcha_token: z.string().max(4096).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'validation.password_mismatch',
    path: ['password_confirmation'],
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const loginBodySchema = z.strictObject({
  /** Email or username. */
  login: textField({ min: 1, max: 254 }),
  password: z.string().min(1).max(128),
  remember: z.boolean().default(false),
  captcha_token: z.string().max(4096).optional(),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the token expires when unused; null for a session token that slides. */
  expires_in: z.number().int().nullable(),
  remember: z.boolean(),
  user: publicUserSchema,
});

export const confirmPasswordBodySchema = z.strictObject({ password: z.string().min(1).max(128) });
export const confirmPasswordResponseSchema = z.object({ confirmed: z.literal(true) });

export const verifyEmailCodeBodySchema = z.strictObject({ code: codeSchema });
export const verifyEmailLinkBodySchema = z.strictObject({ token: z.string().min(20).max(200) });

export const forgotPasswordBodySchema = z.strictObject({
  email: emailSchema,
  captcha_token: z.string().max(4096).optional(),
});
export const forgotPasswordCodeBodySchema = z.strictObject({ email: emailSchema, code: codeSchema });
/** Answer to a valid recovery code: a short-lived reset token for the last step. */
export const resetTokenResponseSchema = z.object({ token: z.string() });
export const resetPasswordBodySchema = z
  .strictObject({
    token: z.string().min(20).max(200),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'validation.password_mismatch',
    path: ['password_confirmation'],
  });

export const messageResponseSchema = z.object({ message: z.string() });

export const sessionSchema = z.object({
  id: z.number().int(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  remember: z.boolean(),
  current: z.boolean(),
});
export const sessionsResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export const sessionParamsSchema = z.object({ id: z.coerce.number().int().positive() });
/** An avatar file's name: the storage key's hash and the one format avatars are kept in. */
export const avatarFileParamsSchema = z.object({ file: z.string().regex(/^[a-f0-9]{32}\.webp$/) });
export type Session = z.infer<typeof sessionSchema>;

export const updateProfileBodySchema = z.strictObject({
  first_name: nameSchema,
  last_name: nameSchema,
  phone: phoneSchema,
  country_code: countryCodeSchema,
  birthdate: birthdateSchema,
  locale: localeSchema.optional(),
});

export const updatePasswordBodySchema = z
  .strictObject({
    current_password: z.string().min(1).max(128),
    new_password: passwordSchema,
    new_password_confirmation: z.string(),
  })
  .refine((v) => v.new_password === v.new_password_confirmation, {
    message: 'validation.password_mismatch',
    path: ['new_password_confirmation'],
  });

export const updateEmailBodySchema = z.strictObject({ email: emailSchema });
export const deleteAccountBodySchema = z.strictObject({ confirm: z.literal(true) });
