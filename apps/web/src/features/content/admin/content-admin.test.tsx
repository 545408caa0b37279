import type { PublicUser } from '@portal/contract/auth';
import type { AdminContentItem, ContentDetailsBody } from '@portal/contract/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { setCurrentUser } from '../../auth/api';
import ContentEditPage from './pages/content-edit-page';
import ContentListPage from './pages/content-list-page';
import ContentNewPage from './pages/content-new-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const item = (
  id: number,
  details: ContentDetailsBody,
  translations: Partial<AdminContentItem['translations']>,
  extra: Partial<AdminContentItem> = {},
): AdminContentItem => {
  const all = { ar: null, fr: null, en: null, ...translations };
  return {
    id,
    kind: details.kind,
    slug: `item-${id}`,
    status: 'published',
    state: 'published',
    publish_at: '2026-01-01T10:00:00.000Z',
    position: id,
    translations: all,
    missing_locales: (['ar', 'fr', 'en'] as const).filter((l) => all[l] === null),
    details,
    files: [],
    created_at: '2026-01-01T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    updated_by: 'Admin Demo',
    ...extra,
  };
};
const text = (title: string) => ({ title, summary: '', body: `<p>${title}</p>` });
const FAQ = [
  item(1, { kind: 'faq', category: 'account' }, { en: text('How do I sign up?'), ar: text('كيف أسجل؟') }),
  item(2, { kind: 'faq', category: 'posting' }, { fr: text('Comment publier ?') }),
  item(
    3,
    { kind: 'faq', category: 'payments' },
    { en: text('How do I pay?') },
    { state: 'draft', status: 'draft' },
  ),
];

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: the FAQ list, one link item, and every change recorded; `answer` overrides writes. */
function fakeApi(answer?: (sent: Sent) => Response | undefined) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
      const method = init.method ?? 'GET';
      if (method !== 'GET') {
        const request = { method, path, body: init.body ? JSON.parse(String(init.body)) : null };
        sent.push(request);
        const given = answer?.(request);
        if (given) return given;
        if ((method === 'PUT' && path.endsWith('/order')) || method === 'DELETE')
          return new Response(null, { status: 204 });
        if (method === 'POST' && path === 'admin/content/preview')
          return new Response(JSON.stringify({ body: '<p>clean</p>' }));
        return new Response(JSON.stringify({ item: FAQ[0] }), { status: method === 'POST' ? 201 : 200 });
      }
      if (path === 'admin/content/faq')
        return new Response(
          JSON.stringify({ data: FAQ, meta: { page: 1, per_page: 100, total: 3, last_page: 1 } }),
        );
      if (path === 'admin/content/items/7')
        return new Response(
          JSON.stringify({
            item: item(
              7,
              { kind: 'link', list: 'friendly', url: 'https://example.org' },
              { fr: text('Un lien') },
            ),
          }),
        );
      return new Response('{"message":"Not found."}', { status: 404 });
    }),
  );
  return sent;
}

function renderAt(path: string, role: 'admin' | 'moderator' = 'admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Admin', role } as PublicUser);
  const router = createMemoryRouter(
    [
      { path: '/admin/content/:kind', element: <ContentListPage /> },
      { path: '/admin/content/:kind/new', element: <ContentNewPage /> },
      { path: '/admin/content/items/:id', element: <ContentEditPage /> },
    ],
    { initialEntries: [path] },
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

describe('the content editor', () => {
  it('has a tab per language; a language without text says which one its visitors read', async () => {
    fakeApi();
    const user = renderAt('/admin/content/news/new');
    await screen.findByTestId('content-editor');
    // The admin's language first; nothing written anywhere yet.
    expect(screen.getByRole('tab', { name: /English/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('missing-translation').textContent).toContain('Write at least one language');
    await user.type(screen.getByTestId('title-en'), 'Portal news');
    expect(screen.queryByTestId('missing-translation')).toBeNull();
    // The slug follows the title while untouched.
    expect((screen.getByTestId('slug') as HTMLInputElement).value).toBe('portal-news');

    await user.click(screen.getByRole('tab', { name: /Arabic/ }));
    expect(screen.getByTestId('missing-translation').textContent).toBe(
      'No text in this language yet: Arabic visitors see the English text.',
    );
    expect(screen.getByRole('tab', { name: /Arabic/ }).textContent).toContain('(not written)');
    // Arabic is typed right to left, whatever the page's language.
    expect(screen.getByTestId('title-ar').getAttribute('dir')).toBe('rtl');
    const arabicBody = within(screen.getByTestId('body-editor-ar')).getByRole('textbox');
    expect(arabicBody.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('toolbar', { name: 'Text formatting' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Heading 2' })).toBeTruthy();
    // Arrow keys move between tabs.
    screen.getByRole('tab', { name: /Arabic/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /French/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows each kind its own details', async () => {
    fakeApi();
    renderAt('/admin/content/branch/new');
    await screen.findByTestId('content-editor');
    expect(screen.getByRole('group', { name: 'Address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add opening hours' })).toBeTruthy();
    expect(screen.getByLabelText('Main branch')).toBeTruthy();
    expect(screen.queryByLabelText('Category')).toBeNull();
    cleanup();

    renderAt('/admin/content/faq/new');
    await screen.findByTestId('content-editor');
    const category = screen.getByTestId('details-category');
    expect([...category.querySelectorAll('option')].map((o) => o.textContent)).toContain('Payments');
    cleanup();

    renderAt('/admin/content/episode/new');
    await screen.findByTestId('content-editor');
    expect(screen.getByLabelText('Episode number')).toBeTruthy();
    expect(screen.getByLabelText('Explicit content')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Audio' })).toBeTruthy();
  });

  it('refuses what the contract refuses, under the fields, and sends nothing', async () => {
    const sent = fakeApi();
    const user = renderAt('/admin/content/link/new');
    await screen.findByTestId('content-editor');
    await user.click(screen.getByTestId('save'));
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent?.length)).toBe(true);
    await user.type(screen.getByTestId('title-en'), 'A');
    await user.type(screen.getByLabelText('Address (URL)'), 'not a link');
    await user.click(screen.getByTestId('save'));
    await waitFor(() => expect(screen.getByTestId('title-en').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Address (URL)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('puts the server’s field errors under their fields', async () => {
    const sent = fakeApi((request) =>
      request.method === 'PUT'
        ? new Response(
            JSON.stringify({
              message: 'The given data was invalid.',
              errors: {
                slug: ['This address is taken.'],
                'translations.fr.title': ['Too close to another title.'],
              },
            }),
            { status: 422 },
          )
        : undefined,
    );
    const user = renderAt('/admin/content/items/7');
    await screen.findByTestId('content-editor');
    await user.click(screen.getByTestId('save'));
    expect(await screen.findByText('This address is taken.')).toBeTruthy();
    // The French tab holds the other error: it is shown.
    expect(screen.getByRole('tab', { name: /French/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Too close to another title.')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: 'admin/content/items/7',
      body: { status: 'published', translations: { fr: { title: 'Un lien' } } },
    });
  });

  it('previews the language shown through the server’s sanitizer, and deletes after asking', async () => {
    const sent = fakeApi();
    const user = renderAt('/admin/content/items/7');
    await screen.findByTestId('content-editor');
    await user.click(screen.getByRole('button', { name: 'Preview (French)' }));
    const dialog = await screen.findByTestId('content-preview');
    expect((await within(dialog).findByTestId('preview-body')).innerHTML).toBe('<p>clean</p>');
    expect(within(dialog).getByText('Un lien')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: 'admin/content/preview', body: { body: '<p>Un lien</p>' } },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Delete “Un lien”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({ method: 'DELETE', path: 'admin/content/items/7', body: null }),
    );
  });

  it('shows a moderator the item without any control that changes it', async () => {
    fakeApi();
    renderAt('/admin/content/items/7', 'moderator');
    await screen.findByTestId('content-editor');
    expect(screen.getByTestId('read-only')).toBeTruthy();
    expect(screen.queryByTestId('save')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByTestId('title-fr').hasAttribute('readonly')).toBe(true);
  });
});

describe('the content list', () => {
  it('lists titles in the admin’s language or the fallback, states and missing languages', async () => {
    fakeApi();
    renderAt('/admin/content/faq');
    const rows = await screen.findAllByTestId('content-row');
    expect(rows).toHaveLength(3);
    expect(rows[1]!.textContent).toContain('Comment publier ?');
    expect(rows[1]!.textContent).toContain('(French)');
    expect(rows[1]!.textContent).toContain('Shown in French to Arabic visitors');
    expect(within(rows[2]!).getByText('Draft')).toBeTruthy();
    expect(screen.getByTestId('new-content')).toBeTruthy();
  });

  it('moves an item with its buttons and sends the whole new order', async () => {
    const sent = fakeApi();
    const user = renderAt('/admin/content/faq');
    await screen.findAllByTestId('content-row');
    expect(screen.getByRole('button', { name: 'Move up How do I sign up?' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Move down How do I sign up?' }));
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: 'admin/content/faq/order', body: { ids: [2, 1, 3] } }]),
    );
  });

  it('gives a moderator neither the new button nor the order', async () => {
    fakeApi();
    renderAt('/admin/content/faq', 'moderator');
    await screen.findAllByTestId('content-row');
    expect(screen.queryByTestId('new-content')).toBeNull();
    expect(screen.queryByRole('button', { name: /Move/ })).toBeNull();
    expect(screen.getByTestId('read-only')).toBeTruthy();
  });
});
