import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * What a server-rendered page was drawn with, which a browser knows differently: the site's
 * origin, the moment ("3 hours ago") and the time zone dates are shown in (the server does
 * not know the visitor's). The server render and the hydration that adopts its HTML both use
 * these values, so they draw the same markup (no hydration mismatch); right after hydration
 * the page re-renders with the browser's own (docs/decisions/013-server-rendered-pages.md).
 */
export interface RenderEnv {
  origin: string;
  /** ISO 8601. */
  now: string;
  timeZone: string;
  /** The visitor made a consent choice (its cookie): the server leaves the banner out. */
  consentDecided: boolean;
}

const RenderEnvContext = createContext<RenderEnv | null>(null);

export function RenderEnvProvider({ env, children }: { env: RenderEnv | null; children: ReactNode }) {
  return <RenderEnvContext.Provider value={env}>{children}</RenderEnvContext.Provider>;
}

const subscribeNever = () => () => {};

/** False while rendering on the server and while hydrating its HTML; true afterwards and in a client-only render. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * Draws its children only once the page is live (after hydration, or in a client-only render):
 * for parts that show only what the browser fetches afterwards (paid advertisements). The
 * server and the hydration draw nothing there either way; this way they also skip the
 * children's hooks and queries, which a page with one per listing card pays for many times.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

/** The server's RenderEnv while rendering on the server and hydrating; null afterwards. */
export function useServerRender(): RenderEnv | null {
  const hydrated = useHydrated();
  const env = useContext(RenderEnvContext);
  return hydrated ? null : env;
}

export interface FormatEnv {
  origin: string;
  /** undefined: now. */
  now: Date | undefined;
  /** Options that put dates in the render's time zone (none: the browser's). */
  zone: Pick<Intl.DateTimeFormatOptions, 'timeZone'>;
}

/** The origin, moment and time zone to format with (see RenderEnv). */
export function useFormatEnv(): FormatEnv {
  const env = useServerRender();
  if (!env) return { origin: window.location.origin, now: undefined, zone: {} };
  return { origin: env.origin, now: new Date(env.now), zone: { timeZone: env.timeZone } };
}
