import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { errorText } from '../../lib/error-text';
import { HttpError } from '../../lib/http';

/**
 * Whether the component that started a call is still on screen. A call answered 423 sends
 * the user to the ConfirmPassword screen and is retried after (lib/http.ts): by then the
 * form that sent it has been replaced by a fresh one, so its outcome goes to a toast.
 */
export function useStillMounted() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/** The user left the ConfirmPassword screen without confirming: the change is simply not made. */
export function isConfirmationCancelled(error: unknown): boolean {
  return error instanceof HttpError && error.status === 423;
}

export function isFieldError(error: unknown): error is HttpError {
  return error instanceof HttpError && error.status === 422;
}

/** One line for a toast: the first field error of a 422, else the error's own text. */
export function outcomeText(error: unknown, t: TFunction): string {
  if (isFieldError(error)) {
    const first = Object.values(error.fieldErrors)[0]?.[0];
    if (first) return first;
  }
  return errorText(error, t);
}
