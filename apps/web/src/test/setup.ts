import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { dismissToast } from '../ui/toast-store';

// findBy… and waitFor wait up to 3 s instead of 1: on CI's two cores, shared with the API's
// integration tests, a page's first draw (lazy chunks, i18next's resources) passed a second.
// A test that passes returns as soon as its element is there; only a failure waits longer.
configure({ asyncUtilTimeout: 3_000 });

// A console.error in a unit test is a bug (epic-stack): fail the test that printed it.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** happy-dom's own controls on its window. */
type HappyDomWindow = { happyDOM: { setURL(url: string): void } };

/** Vitest's address for the happy-dom page. */
const PAGE_URL = 'http://localhost:3000/';

/**
 * The test files of a worker share one page and their loaded modules (vitest.config.ts,
 * `isolate: false`). What a file leaves behind is put back after it, so the next file starts
 * as it would in a page of its own, whatever ran before it.
 */
afterAll(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  // happy-dom follows a download link's blob: address (it ignores `download`), which leaves the
  // page at an address where cookies cannot be set and relative addresses do not resolve.
  if (location.href !== PAGE_URL) (window as unknown as HappyDomWindow).happyDOM.setURL(PAGE_URL);
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
