import { useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation';
import {
  dismissToast,
  getToasts,
  pauseToast,
  resumeToast,
  subscribeToasts,
  type Toast,
  type ToastKind,
  type ToastPosition,
} from './toast-store';

export {
  configureToasts,
  dismissToast,
  showPleaseLogin,
  showToast,
  toast,
  type Toast,
  type ToastKind,
  type ToastOptions,
  type ToastPosition,
} from './toast-store';

const KIND_CLASSES: Record<ToastKind, string> = {
  success: 'bg-green-700 text-white',
  error: 'bg-red-700 text-white',
  info: 'bg-slate-800 text-white',
  warning: 'bg-amber-400 text-slate-950',
};

// On a phone both stacks share one column under the top edge, so they never overlap; from
// `sm` each is fixed in its place. `end-0` is the inline end: the right edge in LTR pages,
// the left edge in RTL ones.
const POSITION_CLASSES: Record<ToastPosition, string> = {
  'top-end': 'sm:end-0 sm:max-w-sm',
  'top-center': 'sm:inset-x-0 sm:mx-auto sm:max-w-md',
};

const ICON_PATHS: Record<ToastKind, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 8v5m0 3.5v.01M12 3a9 9 0 100 18 9 9 0 000-18z',
  info: 'M12 11v6m0-9.5v.01M12 3a9 9 0 100 18 9 9 0 000-18z',
  warning: 'M12 9v4m0 3.5v.01M10.3 4.2L2.6 18a2 2 0 001.7 3h15.4a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z',
};

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const resumeUnlessInside = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resumeToast(toast.id);
  };
  return (
    <div
      data-testid="toast"
      data-kind={toast.kind}
      dir={toast.dir}
      lang={toast.lang}
      onMouseEnter={() => pauseToast(toast.id)}
      onMouseLeave={() => resumeToast(toast.id)}
      onFocus={() => pauseToast(toast.id)}
      onBlur={resumeUnlessInside}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg px-4 py-3 text-sm shadow-lg ${KIND_CLASSES[toast.kind]}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-5 shrink-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICON_PATHS[toast.kind]} />
      </svg>
      {/* Errors and warnings interrupt (alert); the others wait their turn (status). */}
      <div
        role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}
        className="min-w-0 flex-1 text-start font-medium break-words"
      >
        {toast.message}
      </div>
      {toast.action ? (
        <button
          type="button"
          onClick={() => {
            dismissToast(toast.id);
            toast.action?.onClick();
          }}
          className="-my-1 shrink-0 rounded px-2 py-1 font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-current"
        >
          {toast.action.label}
        </button>
      ) : null}
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('ui.toast.close')}
        className="-m-1 shrink-0 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-current"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}

/**
 * The outlet of the toast store: one stack per position, in a labelled region screen
 * readers can jump to. Mount it once (the root layout does).
 */
export function Toaster() {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section aria-label={t('ui.toast.region')}>
      <div className="pointer-events-none fixed inset-x-0 top-0 z-60 flex flex-col gap-2 p-4 sm:contents">
        {(['top-center', 'top-end'] as const).map((position) => (
          <div
            key={position}
            data-position={position}
            className={`flex flex-col gap-2 sm:pointer-events-none sm:fixed sm:top-0 sm:z-60 sm:w-full sm:p-4 ${POSITION_CLASSES[position]}`}
          >
            {toasts
              .filter((toast) => toast.position === position)
              .map((toast) => (
                <ToastItem key={toast.id} toast={toast} />
              ))}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The page plus its toasts, for trees that do not render the root layout (tests, previews). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Toaster />
    </>
  );
}
