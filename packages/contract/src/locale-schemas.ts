import { z } from 'zod';
import { LOCALES } from './locale';

/**
 * The zod schemas of locale.ts, apart so that the SPA's first load (which reads locale.ts)
 * does not carry zod: forms and the API use these.
 */
export const localeSchema = z.enum(LOCALES);

/** A text in each of the three languages. */
export const localizedTextSchema = z.object({ ar: z.string(), fr: z.string(), en: z.string() });
