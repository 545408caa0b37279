import type { ConfirmOptions } from './confirm-dialog-panel';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

export type { ConfirmOptions };

/**
 * The dialog itself (confirm-dialog-panel.tsx) loads the first time a question is asked: the
 * provider is in every page's first chunk, the dialog only in the pages that ask.
 */
const ConfirmDialogPanel = lazy(() => import('./confirm-dialog-panel'));

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
        <Suspense fallback={null}>
          <ConfirmDialogPanel
            {...pending.options}
            onConfirm={() => settle(true)}
            onCancel={() => settle(false)}
          />
        </Suspense>
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
