/**
 * The first script of every page. A page the server drew (its state beside #root) is painted
 * before the app starts: the app's scripts are then parsed and run after the first frame, not
 * before it (Lighthouse's LCP, issue 5). Other pages start the app at once, as before.
 * The styles are imported here, so they stay a <link> of index.html (render-blocking, not
 * added by a script).
 */
import './index.css';
import { loadCatalog } from './lib/catalogs';
import { readStoredLocale } from './lib/locale';

// If the app cannot start, the server's drawing at least stays usable as plain HTML (links, forms).
const start = () => {
  // The visitor's strings download beside the app's scripts instead of after them.
  void loadCatalog(readStoredLocale()).catch(() => undefined);
  void import('./main').catch((error: unknown) => {
    document.getElementById('root')?.removeAttribute('inert');
    throw error;
  });
};

if (document.getElementById('ssr-state')) requestAnimationFrame(() => setTimeout(start, 0));
else start();
