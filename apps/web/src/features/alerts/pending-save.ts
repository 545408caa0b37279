/**
 * A visitor who asks to save a search is sent to sign in, which brings them back to the page
 * but not to its query (the login's return names a route, not a URL). The search waits here,
 * in this tab only, and is saved when they come back to the same page signed in.
 */
const STORAGE_KEY = 'alerts.pending-save';

interface PendingSave {
  /** The results page's path and query, to show the same results again. */
  url: string;
  pathname: string;
  query: Record<string, string>;
}

export function keepPendingSave(pending: PendingSave): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (private mode, full): the visitor saves again after signing in.
  }
}

/** The search waiting for this page, taken (it is saved once). */
export function takePendingSave(pathname: string): PendingSave | undefined {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const pending = JSON.parse(raw) as PendingSave;
    if (pending.pathname !== pathname) return undefined;
    sessionStorage.removeItem(STORAGE_KEY);
    return pending;
  } catch {
    return undefined;
  }
}
