import { useSyncExternalStore } from 'react';

/**
 * Installing the portal as an app. Browsers that can install it (Chrome, Edge, Samsung Internet
 * on Android and desktop) announce it with `beforeinstallprompt`; the event is kept, so our own
 * button can open the browser's dialog later, and forgotten once used or once the app is
 * installed (`appinstalled`, or the page already runs as the app: display-mode standalone, or
 * iOS's `navigator.standalone`). Other browsers never announce it: the /app-download page
 * shows their steps instead.
 *
 * The listeners are added when the app starts (main.tsx): the event may come early.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install: the button can open its dialog. */
  canPrompt: boolean;
  /** The portal runs as the installed app, or was just installed from this page. */
  installed: boolean;
}

const SERVER_STATE: InstallState = { canPrompt: false, installed: false };

let offer: BeforeInstallPromptEvent | null = null;
let state: InstallState = SERVER_STATE;
const listeners = new Set<() => void>();

function set(next: Partial<InstallState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function runsAsApp(win: Window = window): boolean {
  const standalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || (win.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/** Starts listening; returns the function that stops (tests). */
export function listenForInstall(win: Window = window): () => void {
  set({ installed: runsAsApp(win), canPrompt: false });
  const onOffer = (event: Event) => {
    // Our button opens the dialog; the browser's own banner would offer it twice.
    event.preventDefault();
    offer = event as BeforeInstallPromptEvent;
    set({ canPrompt: !state.installed });
  };
  const onInstalled = () => {
    offer = null;
    set({ canPrompt: false, installed: true });
  };
  win.addEventListener('beforeinstallprompt', onOffer);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onOffer);
    win.removeEventListener('appinstalled', onInstalled);
    offer = null;
    state = SERVER_STATE;
  };
}

/** Opens the browser's install dialog; the kept offer can be used once. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const current = offer;
  if (!current) return 'unavailable';
  offer = null;
  set({ canPrompt: false });
  await current.prompt();
  const { outcome } = await current.userChoice;
  if (outcome === 'accepted') set({ installed: true });
  return outcome;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install state; on the server and while hydrating, nothing is offered (no mismatch). */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}
