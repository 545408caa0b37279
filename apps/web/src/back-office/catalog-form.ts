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
