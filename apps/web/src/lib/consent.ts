import { CONSENT_COOKIE } from '@portal/contract/ssr';
import { useSyncExternalStore } from 'react';
import { removeCookie, setCookie } from './cookies';

/**
 * Cookie consent: necessary cookies are always on; performance, functional and
 * targeting ones only after the visitor agreed. The choice lives in localStorage with a
 * version: bumping CONSENT_VERSION (new categories, new purposes) asks everyone again.
 */
export const CONSENT_CATEGORIES = ['necessary', 'performance', 'functional', 'targeting'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export const OPTIONAL_CATEGORIES = ['performance', 'functional', 'targeting'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_VERSION = 1;

export interface ConsentRecord {
  version: number;
  /** ISO time of the choice, kept as proof of consent. */
  decidedAt: string;
  categories: Record<ConsentCategory, boolean>;
}

const listeners = new Set<() => void>();
/** The choice, for this page only, when the browser refuses storage (private mode). */
let memoryRaw: string | null = null;
let cachedRaw: string | null | undefined;
let cached: ConsentRecord | null = null;
let settingsOpen = false;
const waiting = new Set<{ category: OptionalCategory; run: () => void }>();

function readRaw(): string | null {
  // No storage where the server draws a page: a thrown and caught error there cost each drawing
  // more than the rest of the consent's reads.
  if (typeof localStorage === 'undefined') return memoryRaw;
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) ?? memoryRaw;
  } catch {
    return memoryRaw;
  }
}

function parse(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (
      !data ||
      data.version !== CONSENT_VERSION ||
      typeof data.categories !== 'object' ||
      !data.categories
    ) {
      return null;
    }
    const categories = data.categories as Partial<Record<ConsentCategory, unknown>>;
    return {
      version: CONSENT_VERSION,
      decidedAt: typeof data.decidedAt === 'string' ? data.decidedAt : '',
      categories: {
        necessary: true,
        performance: categories.performance === true,
        functional: categories.functional === true,
        targeting: categories.targeting === true,
      },
    };
  } catch {
    return null;
  }
}

/** The stored choice of this version; null before the visitor chose (or after a version bump). */
export function readConsent(): ConsentRecord | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** Whether cookies of a category may be set now. Necessary ones always may. */
export function hasConsent(category: ConsentCategory): boolean {
  return category === 'necessary' || readConsent()?.categories[category] === true;
}

function notify(): void {
  for (const listener of listeners) listener();
  for (const job of [...waiting]) {
    if (hasConsent(job.category)) {
      waiting.delete(job);
      job.run();
    }
  }
}

/** Stores a choice (optional categories not named are refused) and closes the settings. */
export function saveConsent(choices: Partial<Record<OptionalCategory, boolean>>): ConsentRecord {
  const record: ConsentRecord = {
    version: CONSENT_VERSION,
    decidedAt: new Date().toISOString(),
    categories: {
      necessary: true,
      performance: choices.performance === true,
      functional: choices.functional === true,
      targeting: choices.targeting === true,
    },
  };
  const raw = JSON.stringify(record);
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, raw);
  } catch {
    memoryRaw = raw;
  }
  mirrorConsentCookie();
  settingsOpen = false;
  notify();
  return record;
}

/**
 * The server renders pages with or without the banner as this cookie says (a necessary cookie:
 * it only records that the visitor chose, and which version of the choice).
 */
export function mirrorConsentCookie(): void {
  try {
    if (readConsent()) setCookie(CONSENT_COOKIE, String(CONSENT_VERSION), { expires: '1y' });
    else removeCookie(CONSENT_COOKIE);
  } catch {
    // No cookies: the server shows the banner until the page is hydrated, then it follows storage.
  }
}

export const acceptAllCookies = () => saveConsent({ performance: true, functional: true, targeting: true });
export const rejectOptionalCookies = () => saveConsent({});

/** Reopens the consent panel on its choices (the footer's "Cookie settings" link). */
export function openCookieSettings(): void {
  settingsOpen = true;
  notify();
}

export function closeCookieSettings(): void {
  settingsOpen = false;
  notify();
}

/**
 * Runs `run` only with consent for `category`: now if given, else once the visitor gives
 * it (never if they do not). Returns a function that cancels a run still waiting. Load
 * analytics, embeds and ad scripts through this, so nothing of a refused category runs.
 */
export function runWithConsent(category: ConsentCategory, run: () => void): () => void {
  if (hasConsent(category)) {
    run();
    return () => {};
  }
  const job = { category: category as OptionalCategory, run };
  waiting.add(job);
  return () => {
    waiting.delete(job);
  };
}

function onStorage(event: StorageEvent): void {
  // Another tab chose: follow it.
  if (event.key === CONSENT_STORAGE_KEY || event.key === null) notify();
}

export function subscribeConsent(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export interface ConsentState {
  /** The stored choice, or null while the visitor has not chosen. */
  record: ConsentRecord | null;
  /** The consent panel was reopened from "Cookie settings". */
  settingsOpen: boolean;
}

let snapshot: ConsentState = { record: null, settingsOpen: false };
function getSnapshot(): ConsentState {
  const record = readConsent();
  if (record !== snapshot.record || settingsOpen !== snapshot.settingsOpen)
    snapshot = { record, settingsOpen };
  return snapshot;
}

/** The consent choice, re-rendering when it changes (here or in another tab). */
export function useConsent(): ConsentState & {
  decided: boolean;
  hasConsent: (category: ConsentCategory) => boolean;
} {
  const state = useSyncExternalStore(subscribeConsent, getSnapshot, getSnapshot);
  return {
    ...state,
    decided: state.record !== null,
    hasConsent: (category) => category === 'necessary' || state.record?.categories[category] === true,
  };
}
