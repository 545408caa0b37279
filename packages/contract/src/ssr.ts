import type { PublicUser } from './auth';
import type { Locale } from './locale';

/**
 * The call between the API and the SPA's server rendering (apps/web/src/entry-server.tsx, built
 * into apps/web/dist-ssr/; docs/decisions/013-server-rendered-pages.md). Types only.
 */
export interface SsrRenderRequest {
  /** The page's path and query. */
  url: string;
  /** The origin of the site's absolute addresses: PUBLIC_URL (config.ts), never the request's Host. */
  origin: string;
  /** The visitor's language by the SPA's own rule (storedLocaleOf of the LOCALE_COOKIE). */
  locale: Locale;
  /** The start-up answers (`/init` and the current user), obtained for this visitor by the server. */
  init: { locale: Locale; time_zone: string; captcha_site_key: string | null };
  user: PublicUser | null;
  /** The `_token` cookie was refused (401): the page forgets it, as start-up does. */
  forgetToken: boolean;
  /** The cookie the SPA mirrors the consent choice's version into (CONSENT_COOKIE). */
  consent: string | undefined;
  /** Answers an API call (`/api/v1/…`) in-process, as the visitor (their token). */
  fetch(url: string, init: { method: string; headers: Record<string, string> }): Promise<SsrApiAnswer>;
}

/** An API answer, as the SPA's HTTP client reads it (status and JSON text). */
export interface SsrApiAnswer {
  status: number;
  body: string;
}

export type SsrRenderResult =
  { ok: true; html: string; state: string } | { ok: false; reason: string; error?: unknown };

export interface SsrModule {
  render(request: SsrRenderRequest): Promise<SsrRenderResult>;
}

/** The cookie holding the visitor's bearer token; the server renders their page as them. */
export const AUTH_COOKIE = '_token';

/** The cookie holding the version of the visitor's consent choice, once they made one. */
export const CONSENT_COOKIE = 'cookie-consent';

/**
 * The id of the `<script type="application/json">` beside a rendered page's state listing the
 * scripts the page needs (the app's and its route's chunks). They are not preloaded from the
 * HTML, so they do not share the connection with the stylesheet before the first paint; the
 * entry (apps/web/src/boot.ts) asks for them all at once after it.
 */
export const SSR_SCRIPTS_ID = 'ssr-scripts';
