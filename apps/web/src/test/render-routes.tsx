import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { ConfirmProvider } from '../ui/confirm-dialog';

/**
 * Draws pages in a memory router at `path`, with a fresh query client (no retries) and the
 * confirmation dialog's provider, as the root layout gives them; returns the user-event driver.
 * `prepare` fills the client first (the signed-in user, for pages that read their role).
 */
export function renderRoutes(routes: RouteObject[], path: string, prepare?: (client: QueryClient) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prepare?.(client);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
