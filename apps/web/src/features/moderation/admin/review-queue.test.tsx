import type { PublicUser } from '@portal/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { listingCard } from '../../../test/listings';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { setCurrentUser } from '../../auth/api';
import ReviewQueuePage from './pages/review-queue-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const history = { approved: 2, rejected: 1, pending: 1, reported: 3 };
const item = (id: number, title: string) => ({
  ...listingCard({ id, title, status: 'pending' }),
  submitted_at: '2026-11-20T08:00:00.000Z',
  author: { id: 9, name: 'Amina B', username: 'amina', history },
  claim: null,
  is_edit: false,
  flags: [],
});

const QUEUE = {
  data: [
    item(11, 'Bicycle'),
    // Claimed by the signed-in moderator (id 1) when they opened it, and by another one.
    { ...item(12, 'Tablet'), claim: { by: { id: 1, name: 'Mod Me' }, until: '2026-11-22T10:05:00.000Z' } },
    { ...item(13, 'Sofa'), claim: { by: { id: 2, name: 'Samir Mod' }, until: '2026-11-22T10:05:00.000Z' } },
  ],
  total: 3,
  page: 1,
  per_page: 50,
  counts: { announcements: 4, sales: 3, flagged: 0 },
};
const REASONS = {
  data: [
    {
      id: 5,
      key: 'misleading_price',
      text: 'The price is misleading.',
      texts: { ar: 'س', fr: 'Prix', en: 'The price is misleading.' },
      sort: 1,
    },
  ],
};

/** A fake API: answers by path, and records every call that changes something. */
function fakeApi(bulkResults: unknown[] = []) {
  const posts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
      if (init.method === 'POST') {
        posts.push({ path, body: JSON.parse(String(init.body ?? 'null')) });
        return path === 'admin/listings/bulk'
          ? json({ results: bulkResults })
          : json({ id: 11, status: 'approved' });
      }
      if (path === 'admin/review-queue') return json(QUEUE);
      if (path === 'admin/rejection-reasons') return json(REASONS);
      if (path === 'regions') return json({ regions: [] });
      return new Response('{"message":"nope"}', { status: 404 });
    }),
  );
  return posts;
}

function renderQueue() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Mod', role: 'moderator' } as PublicUser);
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <ReviewQueuePage /> },
      { path: '/admin/review/:id', element: <p>review page</p> },
    ],
    { initialEntries: ['/admin?platform=sales'] },
  );
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the review queue', () => {
  it('shows each item with its author record and the counts per platform', async () => {
    fakeApi();
    renderQueue();
    const rows = await screen.findAllByTestId('queue-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByRole('link', { name: 'Bicycle' }).getAttribute('href')).toBe(
      '/admin/review/11?platform=sales',
    );
    expect(within(rows[0]!).getByText('2 approved')).toBeTruthy();
    expect(within(rows[0]!).getByText('3 reported')).toBeTruthy();
    expect(screen.getByTestId('count-all').textContent).toContain('7');
    expect(screen.getByTestId('count-sales').getAttribute('aria-current')).toBe('true');
    // Only another moderator's claim is shown; one's own is no obstacle.
    expect(within(rows[1]!).queryByTestId('claim')).toBeNull();
    expect(within(rows[2]!).getByTestId('claim').textContent).toMatch(
      /^\u2068Samir Mod\u2069 is reviewing this listing until/,
    );
  });

  it('moves with j and k, selects with x and announces it, and opens with Enter', async () => {
    fakeApi();
    const { router, user } = renderQueue();
    await screen.findAllByTestId('queue-row');
    await user.keyboard('j');
    expect(document.activeElement?.textContent).toBe('Tablet');
    expect(screen.getByTestId('queue-announcer').textContent).toBe('2 of 3: Tablet');
    await user.keyboard('x');
    expect(screen.getByTestId('queue-announcer').textContent).toBe('Selected: Tablet');
    expect(screen.getByTestId('bulk-bar').textContent).toContain('1 listing selected');
    await user.keyboard('k');
    expect(document.activeElement?.textContent).toBe('Bicycle');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/review/11');
  });

  it('does not act on a key typed in a field', async () => {
    const posts = fakeApi();
    const { user } = renderQueue();
    await screen.findAllByTestId('queue-row');
    screen.getByLabelText('Platform').focus();
    await user.keyboard('ax');
    expect(posts).toEqual([]);
    expect(screen.queryByTestId('bulk-bar')).toBeNull();
  });

  it('bulk-rejects the selection only with a reason, and shows each item’s result', async () => {
    const posts = fakeApi([
      { id: 11, status: 'rejected' },
      { id: 13, status: null, code: 'claimed', message: 'Another moderator holds it.' },
    ]);
    const { user } = renderQueue();
    await screen.findAllByTestId('queue-row');
    await user.click(screen.getByRole('checkbox', { name: 'Select Bicycle' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Sofa' }));
    await user.click(screen.getByRole('button', { name: 'Reject selected…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject 2 listings' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a reason or write one.');
    expect(posts).toEqual([]);

    await within(dialog).findByRole('option', { name: 'The price is misleading.' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(posts).toEqual([
      { path: 'admin/listings/bulk', body: { ids: [11, 13], action: 'reject', reason_id: 5 } },
    ]);
    const results = await screen.findAllByTestId('bulk-result');
    expect(results.map((r) => r.textContent)).toEqual([
      'Bicycle: Rejected',
      'Sofa: Another moderator holds it.',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
