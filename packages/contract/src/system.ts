import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  uptime_seconds: z.number(),
});

export const readyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['pglite', 'postgres']),
});

export const initResponseSchema = z.object({
  locale: z.enum(['ar', 'fr', 'en']),
  time_zone: z.string(),
  /** reCAPTCHA v2 site key; null when captcha is off (no keys configured). */
  captcha_site_key: z.string().nullable(),
});
