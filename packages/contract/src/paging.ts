import { z } from 'zod';

/** `page` of a list's query: a whole number from 1, the first page when absent. */
export const page = z
  .string()
  .regex(/^[1-9][0-9]{0,3}$/)
  .transform(Number)
  .default(1);

/** `per_page` of a list's query: a whole number from 1 to `max`, `fallback` when absent. */
export function perPage(max: number, fallback: number) {
  return z
    .string()
    .regex(new RegExp(`^[1-9][0-9]{0,${String(max).length - 1}}$`))
    .transform(Number)
    .pipe(z.number().max(max))
    .default(fallback);
}
