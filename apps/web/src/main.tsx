import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from './lib/react-dom-client';
import { RouterProvider } from 'react-router/dom';
import { waitForPasswordConfirmation } from './app/password-confirmation';
import { createAppRouter } from './app/router';
import { isAdoptable, readSsrState } from './app/ssr-state';
import { startUp } from './app/start-up';
import { setCurrentUser } from './features/auth/api';
import { listenForInstall, startServiceWorker } from './features/install';
import { mirrorConsentCookie } from './lib/consent';
import { removeCookie } from './lib/cookies';
import { AUTH_COOKIE, isCsrfMismatch, setHttpEvents } from './lib/http';
import { intlWarmUp } from './lib/format';
import { initI18n } from './lib/i18n';
import { mirrorLocaleCookie, readStoredLocale } from './lib/locale';
import { inSteps, nextTask } from './lib/next-task';
import { RenderEnvProvider } from './lib/render-env';
import { setRuntimeConfig } from './lib/runtime-config';
import { showPleaseLogin } from './ui/toast-store';

async function main(): Promise<void> {
  const locale = readStoredLocale();
  // The server renders in the language of this cookie (docs/decisions/013-server-rendered-pages.md).
  mirrorLocaleCookie(locale);
  mirrorConsentCookie();
  // The browser's offer to install may come at any time from now on (features/install).
  listenForInstall();
  // A page the server rendered, in this visitor's language, for this address: adopt its HTML
  // instead of drawing it again.
  const ssr = readSsrState();
  const server = isAdoptable(ssr, locale) ? ssr : null;
  await initI18n(locale);
  if (server) {
    // Intl's locale data, one kind per task, before hydration needs it (lib/format.ts).
    await inSteps(intlWarmUp(locale, server.init.time_zone));
    await nextTask();
  }
  // What the server fetched is not fetched again while its page is shown (a detail's view
  // counts once, as without server rendering); from the first navigation on, as always.
  const fromServer = new Set(server?.queries.queries.map((query) => query.queryHash));
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        refetchOnMount: (query) => !fromServer.has(query.queryHash),
      },
    },
  });
  const router = createAppRouter();
  const stopWatching = router.subscribe((state) => {
    if (state.location.key === 'default') return;
    fromServer.clear();
    stopWatching();
  });

  // The HTTP client's answers to 401/419 and 423, in one place.
  setHttpEvents({
    onUnauthenticated: (error) => {
      if (!isCsrfMismatch(error)) showPleaseLogin();
    },
    onPasswordConfirmationRequired: () =>
      waitForPasswordConfirmation(() => {
        const { pathname, search } = router.state.location;
        void router.navigate('/confirm-password', { state: { from: `${pathname}${search}` } });
      }),
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const app = (
    <StrictMode>
      <RenderEnvProvider env={server?.env ?? null}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </RenderEnvProvider>
    </StrictMode>
  );

  if (server) {
    // Start-up was done by the server for this request: its answers come with the page.
    setRuntimeConfig(server.init);
    if (server.forgetToken) removeCookie(AUTH_COOKIE);
    hydrate(queryClient, server.queries);
    setCurrentUser(queryClient, server.user);
    if (!isAdoptable(server, locale)) {
      // Back or Forward while the app was loading: the drawn page is for another address, and
      // hydrating it would keep that page's field values. Its answers stay; the page is drawn anew.
      createRoot(root).render(app);
      return;
    }
    // A transition: hydration yields to the browser between pieces instead of one long task.
    startTransition(() => {
      hydrateRoot(root, app, {
        onRecoverableError(error) {
          // Back or Forward while hydration is under way moves the address under the drawn page:
          // React draws what changed in the browser instead, as it should. Anything else is
          // reported as React does by default.
          if (isAdoptable(server, locale)) globalThis.reportError(error);
        },
      });
    });
    return;
  }
  await startUp(queryClient);
  // Drawn here: whatever the server sent (a page in another language) is replaced.
  createRoot(root).render(app);
}

// The service worker (offline reading, docs/decisions/026) once the page has loaded.
void main().then(() => startServiceWorker());
