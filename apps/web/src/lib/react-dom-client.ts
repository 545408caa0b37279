/**
 * React DOM's client, as an ES module of the site's own: the entry (boot.ts) loads it first, in
 * a task of its own, without the bundler's CommonJS interop (a request more before the paint).
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
