import { useRef } from 'react';
import { useTranslation } from '../lib/use-translation';
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

export default function ConfirmDialogPanel({
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
