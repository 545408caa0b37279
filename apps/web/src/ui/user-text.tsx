import type { ComponentPropsWithoutRef, ElementType } from 'react';

type UserTextProps<T extends ElementType> = { as?: T } & Omit<ComponentPropsWithoutRef<T>, 'as' | 'dir'>;

/**
 * Text a person wrote — a listing's title or description, a name, a username, a reason, a
 * report, a banned word — isolated so it takes its own direction from its first strong letter
 * instead of the page's: an Arabic title on a French page reads right to left with its full
 * stop at its end and "A54" in one piece, a French one on the Arabic page reads left to right.
 * Inline (inside a sentence or a label) it is a `<bdi>`; a block passes `as` (`<UserText
 * as="h1">`) and gets `dir="auto"`. Strings that are not markup (toasts, accessible labels)
 * use `isolate()` from the contract instead (docs/decisions/017).
 */
export function UserText<T extends ElementType = 'bdi'>({ as, ...props }: UserTextProps<T>) {
  const Element: ElementType = as ?? 'bdi';
  return <Element dir="auto" {...props} />;
}
