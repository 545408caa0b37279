/*
 * Waking the push workers of this process once a notification waits for its push. The wake
 * comes a moment later, so the transaction that recorded the notification has usually
 * committed; when it has not, the worker's next poll sends it.
 */

type Wake = () => void;
const wakeListeners = new Set<Wake>();
const WAKE_DELAY_MS = 200;
let scheduled: ReturnType<typeof setTimeout> | undefined;

export function wakePushWorkers(): void {
  if (scheduled || wakeListeners.size === 0) return;
  scheduled = setTimeout(() => {
    scheduled = undefined;
    for (const wake of wakeListeners) wake();
  }, WAKE_DELAY_MS);
  scheduled.unref();
}

/** Used by the push worker: subscribe to `wakePushWorkers()`; returns the unsubscribe function. */
export function onPushWake(wake: Wake): () => void {
  wakeListeners.add(wake);
  return () => {
    wakeListeners.delete(wake);
  };
}
