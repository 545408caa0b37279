import { Button, type ButtonSize } from './button';

/**
 * A search form's submit button: its word from the small breakpoint up, a magnifier on a phone,
 * which leaves the field (and its placeholder) the room. The word stays its accessible name.
 */
export function SearchSubmit({ label, size }: { label: string; size?: ButtonSize }) {
  return (
    <Button size={size} className="flex items-center justify-center" type="submit">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 sm:hidden"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="M20 20l-4-4" />
      </svg>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </Button>
  );
}
