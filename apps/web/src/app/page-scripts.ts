import { SSR_SCRIPTS_ID } from '@portal/contract/ssr';

/**
 * A page the server drew lists the scripts it needs (the app's and its route's chunks) instead
 * of preloading them from the HTML (apps/api/src/platform/spa.ts). After the first paint they
 * are asked for together, so the route's page downloads beside the app instead of after it
 * (one round trip less before the page is hydrated). Returns the addresses asked for.
 */
export function preloadPageScripts(doc: Document = document): string[] {
  const text = doc.getElementById(SSR_SCRIPTS_ID)?.textContent;
  let scripts: unknown;
  try {
    scripts = text ? JSON.parse(text) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(scripts)) return [];
  const asked: string[] = [];
  for (const href of scripts) {
    // Only the site's own built scripts.
    if (typeof href !== 'string' || !href.startsWith('/build/')) continue;
    // Already asked for: by a preload, or as the page's own script (the entry).
    const quoted = CSS.escape(href);
    if (doc.querySelector(`link[rel="modulepreload"][href="${quoted}"], script[src="${quoted}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
    asked.push(href);
  }
  return asked;
}

/** Longest wait for the first paint (a page never painted, a browser that does not say). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `then` in a task of its own once the browser reports the page's first contentful
 * paint (the `paint` performance entry, which comes once the frame is shown, later than
 * requestAnimationFrame), or after FIRST_PAINT_WAIT_MS at the latest.
 */
export function afterFirstPaint(then: () => void, win: Window & typeof globalThis = window): void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    win.setTimeout(then, 0);
  };
  // Its entries are delivered in a later task, never while this function runs.
  const observer = win.PerformanceObserver?.supportedEntryTypes?.includes('paint')
    ? new win.PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) go();
      })
    : undefined;
  win.setTimeout(go, FIRST_PAINT_WAIT_MS);
  if (observer) observer.observe({ type: 'paint', buffered: true });
  else win.requestAnimationFrame(go);
}
