/**
 * The first script of every page. A page the server drew (its state beside #root) is painted
 * before the app starts: the app's scripts are asked for, parsed and run once the browser has
 * painted its first content, not before it (Lighthouse's FCP and LCP, docs/performance.md: a script
 * requested before the first paint counts as holding it back). Other pages start the app at
 * once, as before.
 * The styles are imported here, so they stay a <link> of index.html (render-blocking, not
 * added by a script).
 */
import './index.css';
import { afterFirstPaint, preloadPageScripts } from './app/page-scripts';
import { loadCatalog } from './lib/translations';
import { inSteps } from './lib/next-task';
import { adoptAddressLocale, readStoredLocale } from './lib/locale';

// An address naming its language (`?lang=fr`) sets the visitor's choice before anything reads it.
adoptAddressLocale();

// If the app cannot start, the server's drawing at least stays usable as plain HTML (links, forms).
const start = () =>
  // Each step a task of its own: the app's and the route's scripts asked for, all at once (a page
  // the server drew lists them); the visitor's strings, beside them; then the app's chunks
  // evaluated one per task (vite.config.ts, firstLoadChunks): React DOM, the other libraries
  // (i18next's module is in that chunk, and small: asking for it keeps none of the chunk's
  // unused code), then the app, instead of one long task.
  inSteps([
    preloadPageScripts,
    () => void loadCatalog(readStoredLocale()).catch(() => undefined),
    () => import('./lib/react-dom-client'),
    () => import('i18next'),
    () => import('./main'),
  ]).catch((error: unknown) => {
    document.getElementById('root')?.removeAttribute('inert');
    throw error;
  });

if (document.getElementById('ssr-state')) afterFirstPaint(start);
else start();
