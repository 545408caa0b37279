import { afterEach, beforeEach, vi } from 'vitest';

// A console.error in a unit test is a bug (epic-stack): fail the test that printed it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});
