import type { Db } from '../../db/client';
import { addViews } from './queries';

/** How long counted views wait in memory before one UPDATE writes them all. */
const FLUSH_EVERY_MS = 2_000;

export interface ViewCounter {
  /** Counts one view of a listing (written within FLUSH_EVERY_MS). */
  add(id: number): void;
  /** Views counted here and not written yet: added to the stored count when answering. */
  pendingOf(id: number): number;
  /** Writes the pending views now (on a timer and when the app closes). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is pending. */
  close(): Promise<void>;
}

/**
 * Detail views counted in memory and written in batches: an UPDATE per page view would make
 * every read of a popular listing a write on one hot row (docs/performance.md: detail
 * ≥ 2,000 requests/s). A crash loses at most the last FLUSH_EVERY_MS of views.
 */
export function createViewCounter(db: Db): ViewCounter {
  let pending = new Map<number, number>();
  /** The batch being written: still counted until the UPDATE is done. */
  let writing = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  function flush() {
    const batch = pending;
    pending = new Map();
    // One write at a time, in order; a failed write puts its views back for the next one.
    flushing = flushing.then(async () => {
      writing = batch;
      try {
        await addViews(db, batch);
      } catch {
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
      } finally {
        writing = new Map();
      }
    });
    return flushing;
  }

  const timer = setInterval(() => void flush(), FLUSH_EVERY_MS);
  timer.unref();
  return {
    add(id) {
      pending.set(id, (pending.get(id) ?? 0) + 1);
    },
    pendingOf(id) {
      return (pending.get(id) ?? 0) + (writing.get(id) ?? 0);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
