/** An order typed in a number input: empty means "after the others". */
export function orderOf(text: string | number | undefined): number | undefined {
  if (text === undefined || String(text).trim() === '') return undefined;
  return Number(text);
}

/** The body's sort_order from the typed order; left out when empty, so the row goes after the others. */
export function sortOrderPart(text: string | number | undefined): { sort_order?: number } {
  const order = orderOf(text);
  return order === undefined ? {} : { sort_order: order };
}

/**
 * The French name's registration options on a catalog form: while a new row's slug is
 * untouched, it follows the name (an admin's typed slug is kept).
 */
export function slugFollowsName(
  isNew: boolean,
  form: {
    getFieldState: (name: 'slug') => { isDirty: boolean };
    setValue: (name: 'slug', value: string) => void;
  },
) {
  return {
    onChange: (event: { target: { value: string } }) => {
      if (isNew && !form.getFieldState('slug').isDirty)
        form.setValue('slug', suggestSlug(event.target.value));
    },
  };
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
