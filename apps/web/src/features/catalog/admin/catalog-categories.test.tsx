import type { PublicUser } from '@portal/contract/auth';
import type { AdminCategoryNode } from '@portal/contract/catalog-admin';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { setCurrentUser } from '../../auth/api';
import CatalogCategoriesPage from './pages/catalog-categories-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const node = (
  id: number,
  depth: number,
  parentId: number | null,
  en: string,
  extra: Partial<AdminCategoryNode> = {},
): AdminCategoryNode => ({
  id,
  platform: 'sales',
  parent_id: parentId,
  depth,
  names: { ar: `ع ${en}`, fr: `${en} (fr)`, en },
  slug: en.toLowerCase().replace(/ /g, '-'),
  icon: depth < 2 ? 'car' : null,
  sort_order: id * 10,
  is_active: true,
  optional_fields: null,
  listings_count: 0,
  children: [],
  ...extra,
});

const TREE = {
  platform: 'sales',
  categories: [
    node(1, 0, null, 'Vehicles', {
      listings_count: 3,
      children: [node(2, 1, 1, 'Cars', { listings_count: 3 }), node(3, 1, 1, 'Boats', { is_active: false })],
    }),
    node(4, 0, null, 'Home'),
  ],
};

const REFUSAL = {
  code: 'category_in_use',
  message:
    'This category cannot be deleted: listings are filed under it (listings: 3). Deactivate it instead: it leaves the site and its listings keep working.',
};

/** A fake API: the tree, and every change recorded; deleting category 1 is refused as the server does. */
function fakeApi() {
  const changes: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        changes.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : null });
        if (method === 'DELETE' && path === 'admin/catalog/categories/1') {
          return new Response(JSON.stringify(REFUSAL), { status: 409 });
        }
        if (method === 'PUT') return new Response(null, { status: 204 });
        return new Response(JSON.stringify({ category: node(9, 1, 1, 'Trucks') }), { status: 201 });
      }
      if (path === 'admin/catalog/sales/categories') return new Response(JSON.stringify(TREE));
      return new Response('{"message":"nope"}', { status: 404 });
    }),
  );
  return changes;
}

function renderPage(role: 'admin' | 'moderator' = 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Admin', role } as PublicUser);
  const router = createMemoryRouter([{ path: '/admin/catalog', element: <CatalogCategoriesPage /> }], {
    initialEntries: ['/admin/catalog?platform=sales'],
  });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const row = (name: string) =>
  screen.getAllByTestId('category-row').find((r) => r.querySelector('.font-medium')?.textContent === name)!;

describe('the catalog’s categories', () => {
  it('shows the tree with each node’s state and listings; levels open with their disclosure button', async () => {
    fakeApi();
    const user = renderPage();
    await screen.findByTestId('category-tree');
    expect(screen.getAllByTestId('category-row')).toHaveLength(2);
    expect(row('Vehicles').textContent).toContain('3 listings');
    const disclosure = screen.getByRole('button', { name: 'Show what is under Vehicles' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    await user.click(disclosure);
    expect(disclosure.getAttribute('aria-expanded')).toBe('true');
    expect(within(row('Boats')).getByText('Inactive')).toBeTruthy();
    expect(within(row('Boats')).getByRole('button', { name: 'Activate Boats' })).toBeTruthy();
    // The first can't go up, the last can't go down.
    expect(screen.getByRole('button', { name: 'Move up Cars' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Move down Boats' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a moderator the tree without any change to make', async () => {
    fakeApi();
    renderPage('moderator');
    await screen.findByTestId('category-tree');
    expect(screen.getByText('You can read the catalog; only administrators can change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit|^Delete|^Add/ })).toBeNull();
  });

  it('adds a sub-category: the form checks the names first, suggests the slug, and sends the contract’s body', async () => {
    const changes = fakeApi();
    const user = renderPage();
    await screen.findByTestId('category-tree');
    await user.click(screen.getByRole('button', { name: 'Add a sub-category Vehicles' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a sub-category to “Vehicles”' });
    expect(within(dialog).getByText('Level: sub-category')).toBeTruthy();
    expect(within(dialog).getByLabelText('Name in Arabic').getAttribute('dir')).toBe('rtl');

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
    expect(changes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Name in Arabic'), 'شاحنات');
    await user.type(within(dialog).getByLabelText('Name in French'), 'Camions & Poids lourds');
    await user.type(within(dialog).getByLabelText('Name in English'), 'Trucks');
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('camions-poids-lourds');
    await user.selectOptions(within(dialog).getByLabelText('Icon'), 'truck');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(changes).toEqual([
      {
        method: 'POST',
        path: 'admin/catalog/sales/categories',
        body: {
          parent_id: 1,
          names: { ar: 'شاحنات', fr: 'Camions & Poids lourds', en: 'Trucks' },
          slug: 'camions-poids-lourds',
          icon: 'truck',
          is_active: true,
          optional_fields: null,
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('gives a category its own list of optional details for the posting form', async () => {
    const changes = fakeApi();
    const user = renderPage();
    await screen.findByTestId('category-tree');
    await user.click(screen.getByRole('button', { name: 'Edit Vehicles' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit “Vehicles”' });
    const all = within(dialog).getByLabelText('All details of this platform') as HTMLInputElement;
    expect(all.checked).toBe(true);
    expect(within(dialog).queryByLabelText('For rent')).toBeNull();

    await user.click(all);
    // Every detail of the platform starts ticked; the admin keeps two.
    const boxes = within(dialog).getByTestId('category-optional-fields').querySelectorAll('input[value]');
    expect(boxes.length).toBe(18);
    for (const box of boxes) {
      const value = (box as HTMLInputElement).value;
      if (value !== 'rentability' && value !== 'has_delivery') await user.click(box);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(changes).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: 'admin/catalog/categories/1',
        body: expect.objectContaining({ optional_fields: ['rentability', 'has_delivery'] }),
      }),
    ]);
  });

  it('asks before deleting, and keeps the server’s refusal on the page', async () => {
    const changes = fakeApi();
    const user = renderPage();
    await screen.findByTestId('category-tree');
    await user.click(screen.getByRole('button', { name: 'Delete Vehicles' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Vehicles”?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByTestId('catalog-refusal');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain(REFUSAL.message);
    expect(document.activeElement).toBe(alert);
    expect(changes).toEqual([{ method: 'DELETE', path: 'admin/catalog/categories/1', body: null }]);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('catalog-refusal')).toBeNull();
  });

  it('moves a node by sending its siblings in their new order', async () => {
    const changes = fakeApi();
    const user = renderPage();
    await screen.findByTestId('category-tree');
    await user.click(screen.getByRole('button', { name: 'Move down Vehicles' }));
    expect(changes).toEqual([
      { method: 'PUT', path: 'admin/catalog/sales/categories/order', body: { parent_id: null, ids: [4, 1] } },
    ]);
  });
});
