import { useSyncExternalStore } from 'react';

/**
 * The address an email change waits on, between "send a code" and typing it. Kept outside
 * the form because a 423 round trip unmounts the profile page while the request
 * finishes, and in the tab's session storage so the step survives a reload while the user
 * fetches the code from their mailbox.
 */
const STORAGE_KEY = 'pending-email-change';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The pending address of this user, or null (a stored one of another account is ignored). */
export function getPendingEmail(userId: number): string | null {
  const raw = read();
  if (!raw) return null;
  const [owner, email] = [raw.slice(0, raw.indexOf(':')), raw.slice(raw.indexOf(':') + 1)];
  return owner === String(userId) && email ? email : null;
}

export function setPendingEmail(userId: number, email: string | null): void {
  try {
    if (email) sessionStorage.setItem(STORAGE_KEY, `${userId}:${email}`);
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the step lasts while the page is open.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePendingEmail(userId: number): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getPendingEmail(userId),
    () => null,
  );
}
