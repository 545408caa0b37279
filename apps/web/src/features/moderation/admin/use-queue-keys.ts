import { useEffect, useEffectEvent } from 'react';
import { queueActionOf, type QueueAction } from '../../../back-office/shortcuts';

/** Listens for the queue's shortcuts on the whole page while it is open. */
export function useQueueKeys(onAction: (action: QueueAction) => void): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    const action = queueActionOf(event);
    if (!action) return;
    event.preventDefault();
    onAction(action);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
}
