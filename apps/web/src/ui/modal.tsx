import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalFocus } from './use-modal-focus';

export interface ModalProps {
  /** The heading that names the dialog (aria-labelledby). */
  title: string;
  /** A sentence under the title that describes the dialog (aria-describedby). */
  description?: string | undefined;
  /** Escape was pressed; the opener unmounts the modal to close it. */
  onClose: () => void;
  children?: ReactNode;
  /** "alertdialog" for a question that interrupts (a confirmation), "dialog" otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Drawn before the title and description, such as a warning sign. */
  icon?: ReactNode;
  /** Where focus goes on opening; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** md for a question, lg for a form. */
  width?: 'md' | 'lg';
  testId?: string | undefined;
}

/**
 * The modal dialog of the portal (WAI-ARIA APG dialog pattern): drawn over the page in a
 * portal, named by its title, focus moved in and kept inside, Escape closes, focus back on
 * the opener when it unmounts. Mount it to open it, unmount it to close it.
 */
export function Modal({
  title,
  description,
  onClose,
  children,
  role = 'dialog',
  icon,
  initialFocus,
  width = 'lg',
  testId,
}: ModalProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useModalFocus(panel, { open: true, onEscape: onClose, initialFocus });
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto bg-slate-950/50 p-4">
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        data-testid={testId}
        className={`w-full ${width === 'md' ? 'max-w-md' : 'max-w-lg'} rounded-2xl bg-white p-6 text-start shadow-xl`}
      >
        <div className={`mb-4 ${icon ? 'flex items-start gap-4' : ''}`}>
          {icon}
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-2 text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
