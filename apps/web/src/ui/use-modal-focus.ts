import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The elements Tab can reach inside `container`, in order. */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.closest('[hidden],[inert]'),
  );
}

export interface ModalFocusOptions {
  open: boolean;
  /** Escape was pressed inside the modal. */
  onEscape?: () => void;
  /** Where focus goes on opening; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing; the element focused before opening otherwise. */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * Focus handling of a modal dialog (WAI-ARIA APG dialog pattern): focus moves in on
 * opening, Tab and Shift+Tab cycle inside, focus that escapes (a click outside, a screen
 * reader's virtual cursor) is brought back, Escape reports, the page behind does not
 * scroll, and focus returns to the opener on closing.
 */
export function useModalFocus(ref: RefObject<HTMLElement | null>, options: ModalFocusOptions): void {
  const { open, initialFocus } = options;
  const onEscape = useEffectEvent(() => options.onEscape?.());
  const returnTarget = useEffectEvent(() => options.returnFocus?.());

  useEffect(() => {
    const container = ref.current;
    if (!open || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableIn(container)[0] ?? container).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(container);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === container)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !container.contains(event.target)) {
        (focusableIn(container)[0] ?? container).focus();
      }
    };
    container.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      container.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      const target = returnTarget() ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open, ref, initialFocus]);
}
