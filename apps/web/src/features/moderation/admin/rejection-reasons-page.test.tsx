import type { PublicUser } from '@portal/contract/auth';
import type { AdminRejectionReason } from '@portal/contract/settings-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { setCurrentUser } from '../../auth/api';
import RejectionReasonsPage from './pages/rejection-reasons-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reason = (id: number, en: string, isActive = true): AdminRejectionReason => ({
  id,
  key: `k${id}`,
  texts: { ar: `ع ${en}`, fr: `${en} (fr)`, en },
  sort: id * 10,
  is_active: isActive,
});

const REASONS = [reason(1, 'Incomplete'), reason(2, 'Wrong category', false), reason(3, 'Duplicate')];
const STALE = {
  code: 'catalog_order_changed',
  message: 'This list has changed meanwhile. Reload it and try again.',
};

/** A fake API: the presets; each change recorded; moving is refused as stale when `stale` is set. */
function fakeApi({ stale = false } = {}) {
  const changes: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
      const method = init.method ?? 'GET';
      if (method === 'GET' && path === 'admin/rejection-reasons/all') {
        return new Response(JSON.stringify({ data: REASONS }));
      }
      changes.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
      if (path === 'admin/rejection-reasons/order') {
        return stale
          ? new Response(JSON.stringify(STALE), { status: 409 })
          : new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify({ reason: reason(4, 'New') }), { status: 201 });
    }),
  );
  return changes;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Admin', role: 'admin' } as PublicUser);
  const router = createMemoryRouter(
    [{ path: '/admin/rejection-reasons', element: <RejectionReasonsPage /> }],
    {
      initialEntries: ['/admin/rejection-reasons'],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the rejection reasons screen', () => {
  it('lists the presets in order with their state, and adds one only with its three texts', async () => {
    const changes = fakeApi();
    const user = renderPage();
    const rows = await screen.findAllByTestId('reason-row');
    expect(rows.map((r) => r.querySelector('p')!.textContent)).toEqual([
      'Incomplete',
      'Wrong categoryInactive',
      'Duplicate',
    ]);
    await user.click(screen.getByRole('button', { name: 'Add a reason' }));
    const dialog = within(screen.getByTestId('reason-dialog'));
    await user.type(dialog.getByLabelText('English'), 'Blurred photos');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findAllByText('This field is required.')).toHaveLength(2);
    expect(changes).toEqual([]);
    await user.type(dialog.getByLabelText('Arabic'), 'صور غير واضحة');
    await user.type(dialog.getByLabelText('French'), 'Photos floues');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.queryByTestId('reason-dialog')).toBeNull());
    expect(changes).toEqual([
      {
        method: 'POST',
        path: 'admin/rejection-reasons',
        body: { texts: { ar: 'صور غير واضحة', fr: 'Photos floues', en: 'Blurred photos' }, is_active: true },
      },
    ]);
  }, 20_000);

  it('moves a preset down with every id in the new order, and keeps a refusal on the page', async () => {
    const changes = fakeApi({ stale: true });
    const user = renderPage();
    await screen.findAllByTestId('reason-row');
    expect((screen.getByRole('button', { name: 'Move up Incomplete' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move down Incomplete' }));
    expect(await screen.findByText(STALE.message)).toBeTruthy();
    expect(changes).toEqual([
      { method: 'PUT', path: 'admin/rejection-reasons/order', body: { ids: [2, 1, 3] } },
    ]);
  });
});
