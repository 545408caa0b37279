import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The api package's folder, found from this file so it is the same whether the code runs
 * from src/ (tsx, tests) or bundled into dist/ (production).
 */
function findPackageRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@portal/api') {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @portal/api package folder');
    dir = parent;
  }
}

export const API_ROOT = findPackageRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, 'src', 'db', 'migrations');
export const WEB_DIST_DIR = path.resolve(API_ROOT, '..', 'web', 'dist');
/** The SPA's server rendering (apps/web/src/entry-server.tsx), built beside dist/. */
export const WEB_SSR_ENTRY = path.resolve(API_ROOT, '..', 'web', 'dist-ssr', 'entry-server.js');
/** The rendering threads' module (platform/render-worker.ts), built into dist/. */
export const RENDER_WORKER = path.join(API_ROOT, 'dist', 'platform', 'render-worker.js');
