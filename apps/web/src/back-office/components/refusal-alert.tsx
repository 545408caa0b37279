import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

/**
 * The server's refusal of a change (a category that listings use, the default currency…),
 * kept on the page until dismissed rather than in a toast that fades: the admin reads why.
 * It takes focus when it appears, so a screen reader and the keyboard land on it.
 */
export function RefusalAlert({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) box.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-testid="catalog-refusal"
      className="flex items-start justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        className="shrink-0 rounded-lg border border-red-300 bg-white px-3 py-1 text-sm font-semibold text-red-900 hover:bg-red-100"
      >
        {t('admin-catalog.dismiss')}
      </button>
    </div>
  );
}
