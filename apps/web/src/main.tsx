import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { waitForPasswordConfirmation } from './app/password-confirmation';
import { createAppRouter } from './app/router';
import { startUp } from './app/start-up';
import { isCsrfMismatch, setHttpEvents } from './lib/http';
import { initI18n } from './lib/i18n';
import { showPleaseLogin } from './ui/toast-store';

async function main(): Promise<void> {
  await initI18n();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  const router = createAppRouter();

  // The HTTP client's answers to 401/419 and 423 (spec §8), in one place.
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

  await startUp(queryClient);

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void main();
