import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Button } from './button';

/** What a control needs to be tied to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and error under it, wired for screen readers: the label
 * names it, the hint and the error describe it (aria-describedby), an error marks it invalid.
 * The control comes from `children`, which receives that wiring.
 */
export function Field({
  label,
  error,
  hint,
  id: givenId,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The control's id, when the caller needs to know it; a generated one otherwise. */
  id?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const generated = useId();
  const id = givenId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
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

/** The box of every text control: the same border, padding and error colour. */
export const controlClass = (error?: string) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-base ${error ? 'border-red-600' : 'border-slate-300'}`;

type TestId = { 'data-testid'?: string };

/** A labelled input (the Input of the form kit). */
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
  inputProps?: InputHTMLAttributes<HTMLInputElement> & TestId;
  /** A custom control instead of the input; it receives nothing, so wire it yourself (id from inputProps). */
  children?: ReactNode;
}) {
  return (
    <Field label={label} error={error} hint={hint} id={inputProps?.id}>
      {(wiring) =>
        children ?? (
          <input
            {...wiring}
            {...inputProps}
            aria-invalid={wiring['aria-invalid']}
            aria-describedby={wiring['aria-describedby']}
            className={`${controlClass(error)} ${inputProps?.className ?? ''}`}
          />
        )
      }
    </Field>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** A labelled native select, drawn like the inputs beside it: same height, the arrow at the end. */
export function SelectField({
  label,
  options,
  error,
  hint,
  placeholder,
  selectProps,
}: {
  label: string;
  options: readonly Option[];
  error?: string | undefined;
  hint?: string | undefined;
  /** A first, empty choice ("Not specified"). */
  placeholder?: string;
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & TestId;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(wiring) => (
        <div className="relative">
          <select
            {...wiring}
            {...selectProps}
            {...ariaOf(wiring)}
            className={`${controlClass(error)} appearance-none pe-9`}
          >
            {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
      )}
    </Field>
  );
}

/** A labelled text area, six rows unless said otherwise. */
export function TextAreaField({
  label,
  error,
  hint,
  textareaProps,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & TestId;
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(wiring) => (
        <textarea
          rows={6}
          {...wiring}
          {...textareaProps}
          {...ariaOf(wiring)}
          className={controlClass(error)}
        />
      )}
    </Field>
  );
}

// The wiring wins over props spread before it: a caller's own aria-describedby would cut the error off.
const ariaOf = (wiring: ControlWiring) => ({
  'aria-invalid': wiring['aria-invalid'],
  'aria-describedby': wiring['aria-describedby'],
});

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
    <Button type="submit" size="lg" busy={pending}>
      {children}
    </Button>
  );
}
