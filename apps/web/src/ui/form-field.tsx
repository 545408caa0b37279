import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled input with its error under it, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({
  label,
  error,
  hint,
  inputProps,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  inputProps?: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  /** A custom control instead of the input; it receives nothing, so wire it yourself. */
  children?: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputProps?.id ?? id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children ?? (
        <input
          id={id}
          {...inputProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'} ${inputProps?.className ?? ''}`}
        />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The message above a form when the server refused it as a whole. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

export function SubmitButton({ children, pending }: { children: ReactNode; pending: boolean }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending}
      className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      {children}
    </button>
  );
}
