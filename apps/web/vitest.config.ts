import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The test files that replace a module (`vi.mock`), and those that say they test a page's first
 * state ("Runs in a page of its own"). Vitest cannot replace a module that another file of the
 * same worker has already loaded, nor keep a replacement from reaching the files after it, so
 * these files run in a page and module set of their own (the project below, which the root
 * vitest.config.ts adds); found by reading the files, so a new one goes there too.
 */
export const filesOnTheirOwn = readdirSync(path.join(root, 'src'), { recursive: true })
  .map((file) => `src/${String(file).split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return text.includes('vi.mock(') || text.includes('Runs in a page of its own');
  });

const shared = {
  root,
  environment: 'happy-dom' as const,
  setupFiles: ['src/test/setup.ts'],
  // Forms typed key by key take a few seconds on a busy two-core machine; 5 s failed there.
  testTimeout: 15_000,
};

/** The files that mock modules, each in a page and module set of its own. */
export const isolatedWebProject = {
  test: { ...shared, name: 'web-mocks', include: filesOnTheirOwn },
};

export default defineConfig({
  test: {
    ...shared,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: filesOnTheirOwn,
    // A worker's test files share one page and its loaded modules (React, the router, i18next,
    // the features), as the API's integration files do: importing them again for each of the
    // ~100 files was most of this project's CPU time (115 s of CPU → 50 s, both projects). src/test/setup.ts
    // puts the page back after each file.
    isolate: false,
  },
});
