import type { PublicUser } from './auth';
import type { Locale } from './locale';
import type { RouteName } from './routes';

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
  /**
   * Answers a GET endpoint of the contract for this visitor, from the API's use cases directly
   * (no HTTP round trip): its answer as the browser's client would read it.
   */
  read(endpoint: string, input: SsrReadInput): Promise<SsrReadAnswer>;
}

/** A call's input as it travels: the path's parameters and the query, as text (the URL's). */
export interface SsrReadInput {
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/**
 * An endpoint's answer: its status and its body as the JSON text HTTP would carry. Text, not
 * values: it is what the API's serializer makes anyway, and a rendering thread receives a
 * string as one copy where a tree of values is cloned piece by piece.
 */
export interface SsrReadAnswer {
  status: number;
  json: string;
  /**
   * The text is an answer the API keeps and gives again, the same, to later reads (the
   * settings, the catalog's lists): its value may be kept with it rather than parsed each time.
   */
  kept?: boolean;
  /**
   * What parsing `json` gives, when the API made the text from this value for this read alone
   * (a search's answer, most pages' largest): a drawing on the reader's own thread takes it
   * instead of parsing the text again. Never sent to a rendering thread (copied piece by piece).
   */
  value?: unknown;
}

export type SsrRenderResult =
  { ok: true; html: string; state: string } | { ok: false; reason: string; error?: unknown };

export interface SsrModule {
  /** Loads what rendering these routes needs (their pages' modules), once before the first. */
  prepare(routes: readonly RouteName[]): Promise<void>;
  render(request: SsrRenderRequest): Promise<SsrRenderResult>;
  /** Stops what the module started (rendering threads), when the server closes. */
  close?(): Promise<void>;
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
