import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmOptions {
  /** Defaults to "Are you sure?". */
  title?: string;
  /** Defaults to "You won't be able to revert this!". */
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button as destructive (red); true by default. */
  destructive?: boolean;
}

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ConfirmDialogPanel({
  title,
  text,
  confirmLabel,
  cancelLabel,
  destructive = true,
  onConfirm,
  onCancel,
}: Omit<ConfirmDialogProps, 'open'>) {
  const { t } = useTranslation();
  const cancel = useRef<HTMLButtonElement>(null);
  // The least destructive choice takes focus (APG alert dialog): Enter alone never destroys.
  return (
    <Modal
      role="alertdialog"
      width="md"
      title={title ?? t('ui.confirm.title')}
      description={text ?? t('ui.confirm.text')}
      onClose={onCancel}
      initialFocus={cancel}
      icon={
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-full ${destructive ? 'bg-red-100 text-red-700' : 'bg-brand-100 text-brand-700'}`}
        >
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
            <path
              d="M12 9v4m0 3.5v.01M10.3 4.2L2.6 18a2 2 0 001.7 3h15.4a2 2 0 001.7-3L13.7 4.2a2 2 0 00-3.4 0z"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
      }
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('ui.confirm.cancel')}
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
          {confirmLabel ?? t('ui.confirm.confirm')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * The confirmation every destructive action asks for: a modal alert dialog,
 * focus inside and trapped, Escape cancels, focus back on the opener when it closes.
 */
export function ConfirmDialog({ open, ...props }: ConfirmDialogProps) {
  return open ? <ConfirmDialogPanel {...props} /> : null;
}

type ConfirmFn = (options?: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<ConfirmFn | null>(null);

interface PendingConfirm {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

/** Lets any component below ask `await confirm()`; the root layout mounts it once. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const current = useRef<PendingConfirm | null>(null);

  const confirm = useCallback<ConfirmFn>(
    (options = {}) =>
      new Promise<boolean>((resolve) => {
        // A second question replaces the first, which counts as cancelled.
        current.current?.resolve(false);
        current.current = { options, resolve };
        setPending(current.current);
      }),
    [],
  );

  const settle = (confirmed: boolean) => {
    current.current?.resolve(confirmed);
    current.current = null;
    setPending(null);
  };

  return (
    <ConfirmContext value={confirm}>
      {children}
      {pending ? (
        <ConfirmDialogPanel
          {...pending.options}
          onConfirm={() => settle(true)}
          onCancel={() => settle(false)}
        />
      ) : null}
    </ConfirmContext>
  );
}

/** `if (await confirm()) remove(item)`: resolves true on confirm, false on cancel or Escape. */
export function useConfirm(): ConfirmFn {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() needs a <ConfirmProvider> above it');
  return confirm;
}
