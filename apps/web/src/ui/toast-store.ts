import { directionOf, isLocale } from '@portal/contract/locale';
import i18next from 'i18next';

/**
 * The toast store, outside React so the HTTP client can raise a toast; the
 * `<Toaster />` outlet renders it. Defaults: 5000 ms, top-end (top-right in
 * left-to-right pages, top-left in right-to-left ones), several at once unless `multiple`
 * is false.
 */
export type ToastKind = 'success' | 'error' | 'info' | 'warning';
export type ToastPosition = 'top-end' | 'top-center';

export interface ToastOptions {
  /** A toast with the same id replaces the open one instead of stacking. */
  id?: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration?: number;
  position?: ToastPosition;
  /** false: every other toast closes first, so at most one is open. */
  multiple?: boolean;
  /** Direction and language of the text, when they differ from the page's. */
  dir?: 'rtl' | 'ltr';
  lang?: string;
  /** A button beside the text ("Reload"); the toast closes when it is used. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface Toast {
  id: string;
  kind: ToastKind;
  message: string;
  duration: number;
  position: ToastPosition;
  dir?: 'rtl' | 'ltr';
  lang?: string;
  action?: ToastAction;
}

export const DEFAULT_TOAST_DURATION = 5000;
/** The oldest toasts close beyond this many, so a burst of errors cannot fill the screen. */
export const MAX_TOASTS = 5;

let defaults: Required<Pick<ToastOptions, 'duration' | 'position' | 'multiple'>> = {
  duration: DEFAULT_TOAST_DURATION,
  position: 'top-end',
  multiple: true,
};
let toasts: readonly Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<
  string,
  { handle?: ReturnType<typeof setTimeout>; remaining: number; startedAt: number }
>();

function emit(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function stopTimer(id: string): void {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

function startTimer(id: string, ms: number): void {
  if (!(ms > 0) || !Number.isFinite(ms)) return;
  timers.set(id, { remaining: ms, startedAt: Date.now(), handle: setTimeout(() => dismissToast(id), ms) });
}

/** Changes the defaults of every later toast. */
export function configureToasts(next: Partial<typeof defaults>): void {
  defaults = { ...defaults, ...next };
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const o = { ...defaults, ...options };
  const id = options.id ?? `toast-${++counter}`;
  const toast: Toast = { id, kind, message, duration: o.duration, position: o.position };
  if (o.dir) toast.dir = o.dir;
  if (o.lang) toast.lang = o.lang;
  if (o.action) toast.action = o.action;
  const kept = o.multiple ? toasts.filter((t) => t.id !== id) : [];
  const next = [...kept, toast];
  for (const t of toasts) if (!kept.includes(t)) stopTimer(t.id);
  for (const t of next.slice(0, -MAX_TOASTS)) stopTimer(t.id);
  emit(next.slice(-MAX_TOASTS));
  startTimer(id, o.duration);
  return id;
}

/** Closes one toast, or all of them without an id. */
export function dismissToast(id?: string): void {
  const closing = id === undefined ? toasts : toasts.filter((t) => t.id === id);
  if (closing.length === 0) return;
  for (const t of closing) stopTimer(t.id);
  emit(id === undefined ? [] : toasts.filter((t) => t.id !== id));
}

/** Stops the countdown while the pointer or focus is on the toast (WCAG 2.2.1). */
export function pauseToast(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timers.set(id, { remaining: Math.max(0, timer.remaining - (Date.now() - timer.startedAt)), startedAt: 0 });
}

export function resumeToast(id: string): void {
  const timer = timers.get(id);
  if (!timer || timer.handle !== undefined) return;
  timers.set(id, {
    remaining: timer.remaining,
    startedAt: Date.now(),
    handle: setTimeout(() => dismissToast(id), timer.remaining),
  });
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `toast.success('Saved')`: usable anywhere, inside React or not; returns the toast's id. */
export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  dismiss: dismissToast,
};

export const PLEASE_LOGIN_TOAST_ID = 'please-login';
export const PLEASE_LOGIN_DURATION = 3000;

/**
 * On a 401 or 419: "Please login", centred at the top, coloured, 3 seconds, right to left
 * when the language is Arabic. Calls made together that all fail show it once.
 */
export function showPleaseLogin(): string {
  const lang = i18next.language;
  return showToast('warning', i18next.t('ui.toast.please_login'), {
    id: PLEASE_LOGIN_TOAST_ID,
    position: 'top-center',
    duration: PLEASE_LOGIN_DURATION,
    dir: isLocale(lang) ? directionOf(lang) : 'ltr',
    lang,
  });
}
