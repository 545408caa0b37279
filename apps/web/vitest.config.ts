import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The test files that replace a module (`vi.mock`). Vitest cannot replace a module that another
 * file of the same worker has already loaded, nor keep a replacement from reaching the files
 * after it, so these files run in a page and module set of their own (the project below, which
 * the root vitest.config.ts adds); found by reading the files, so a new one goes there too.
 */
export const filesThatMockModules = readdirSync(path.join(root, 'src'), { recursive: true })
  .map((file) => `src/${String(file).split(path.sep).join('/')}`)
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));

const shared = {
  root,
  environment: 'happy-dom' as const,
  setupFiles: ['src/test/setup.ts'],
};

/** The files that mock modules, each in a page and module set of its own. */
export const isolatedWebProject = {
  test: { ...shared, name: 'web-mocks', include: filesThatMockModules },
};

export default defineConfig({
  test: {
    ...shared,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: filesThatMockModules,
    // A worker's test files share one page and its loaded modules (React, the router, i18next,
    // the features), as the API's integration files do: importing them again for each of the
    // ~100 files was most of this project's CPU time (252 s of CPU → 48 s). src/test/setup.ts
    // puts the page back after each file.
    isolate: false,
  },
});
