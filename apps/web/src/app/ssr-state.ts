import type { PublicUser } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import { scriptSafeJson } from '@portal/contract/script-json';
import type { DehydratedState } from '@tanstack/react-query';
import type { RenderEnv } from '../lib/render-env';
import type { RuntimeConfig } from '../lib/runtime-config';

/** The id of the <script type="application/json"> holding a server-rendered page's state. */
export const SSR_STATE_ID = 'ssr-state';

/**
 * What the server hands a page it rendered (docs/decisions/013-server-rendered-pages.md):
 * the start-up answers it obtained for the visitor (`/init`, the current user), the
 * queries the page read, in TanStack Query's dehydrated form, and what it rendered with.
 */
export interface SsrState {
  locale: Locale;
  /** The path and query the HTML was drawn for. */
  url: string;
  init: RuntimeConfig;
  user: PublicUser | null;
  /** The `_token` cookie was refused (401): the page forgets it, as start-up does. */
  forgetToken: boolean;
  queries: DehydratedState;
  env: RenderEnv;
}

/**
 * Whether the HTML can be adopted as it is: drawn in the visitor's language and for the address
 * the browser shows now. A Back or Forward within the page's history before the app started
 * (it starts after the first paint) moves the address without a new page: hydrating the old
 * page's HTML under the new address would mismatch (React #418), so that page is drawn anew.
 */
export function isAdoptable(
  state: SsrState | null,
  locale: Locale,
  where: Location = location,
): state is SsrState {
  return state !== null && state.locale === locale && state.url === where.pathname + where.search;
}

/** The page's server state, or null for a page the server did not render. */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/** JSON that is safe inside <script type="application/json"> (no `</script>`, no `<!--`). */
export function serializeSsrState(state: SsrState): string {
  return scriptSafeJson(state);
}
