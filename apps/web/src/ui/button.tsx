import type { ButtonHTMLAttributes, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'rounded-lg bg-brand-700 font-semibold text-white hover:bg-brand-800',
  secondary: 'rounded-lg border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50',
  danger: 'rounded-lg bg-red-700 font-semibold text-white hover:bg-red-800',
  link: 'font-semibold text-brand-700 underline-offset-2 hover:text-brand-800 hover:underline',
};

// A link-looking button has no box: padding would only push it off the text around it.
const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-2 text-sm',
  md: 'px-4 py-2',
  lg: 'px-4 py-2.5',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Classes added after the variant's, for layout (a margin, a full width). */
  className?: string | undefined;
}

/**
 * The classes of a button, for what must look like one without being a <button>
 * (a router <Link> that starts a task, a label of a file input).
 */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return [
    VARIANTS[variant],
    variant === 'link' ? '' : SIZES[size],
    'disabled:cursor-not-allowed disabled:opacity-60',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonStyle, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  /** Work under way: the button is disabled and says so (aria-busy) until it ends. */
  busy?: boolean;
  'data-testid'?: string;
}

/**
 * The button of the portal. `type` is "button" unless said otherwise, so a button inside a
 * form never submits it by accident; a submit button says `type="submit"`.
 */
export function Button({
  variant,
  size,
  className,
  busy = false,
  disabled,
  type = 'button',
  ref,
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, className })}
      {...props}
    />
  );
}
