import type { Locale } from '@portal/contract/locale';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../lib/form';

/** `{ 'names.ar': e }` → `{ names: { ar: e } }`: react-hook-form reads a field's error at its path. */
export function nestErrors(flat: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    node[keys.at(-1)!] = error;
  }
  return nested;
}

/**
 * A form validated by the contract's body schema (the rules and words the API answers with):
 * the inputs' values are turned into the body first (an empty order is "not given", no icon
 * is null), and the submit handler receives the validated body.
 */
export function bodyResolver<V extends FieldValues, B>(
  schema: z.ZodType<B>,
  locale: Locale,
  toBody: (values: V) => unknown,
): Resolver<V, unknown, B> {
  const resolve = contractResolver(schema, locale);
  return (async (values: V, context: unknown, options: never) => {
    const result = await resolve(toBody(values) as never, context, options);
    return { values: result.values, errors: nestErrors(result.errors as Record<string, unknown>) };
  }) as unknown as Resolver<V, unknown, B>;
}

/** An order typed in a number input: empty means "after the others". */
export function orderOf(text: string | number | undefined): number | undefined {
  if (text === undefined || String(text).trim() === '') return undefined;
  return Number(text);
}

/** A slug suggested from a Latin name: `Pièces auto & motos` → `pieces-auto-motos`. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}
