/**
 * Resolves in a later task, so the browser can paint and take input in between: the steps of
 * the app's start each stay short on a slow phone instead of making one long task
 * (Lighthouse's Total Blocking Time, docs/performance.md).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a task of its own, in order. */
export async function inSteps(steps: readonly (() => unknown)[]): Promise<void> {
  for (const step of steps) {
    await nextTask();
    await step();
  }
}
