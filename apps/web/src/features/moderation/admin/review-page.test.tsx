import type { PublicUser } from '@portal/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { listingDetail } from '../../../test/listings';
import { setCurrentUser } from '../../auth/api';
import ReviewPage from './pages/review-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listing = (id: number, title: string) => ({
  ...listingDetail({ id, title, status: 'pending' }),
  submitted_at: '2026-11-20T08:00:00.000Z',
});
const author = {
  id: 9,
  name: 'Amina B',
  username: 'amina',
  email: 'amina@demo.portal',
  phone: null,
  country_code: null,
  email_verified: true,
  created_at: '2025-01-01T00:00:00.000Z',
  history: { approved: 1, rejected: 0, pending: 2, reported: 0 },
};
const claimBy = (id: number, name: string) => ({ by: { id, name }, until: '2026-11-22T10:05:00.000Z' });

/** A fake API for the reviewer's view, the claim, the decision and the queue; records the calls. */
function fakeApi(view: Record<string, unknown>, claimStatus = 200) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const u = new URL(url, 'http://x');
      const path = u.pathname.replace('/api/v1/', '');
      calls.push(`${init.method ?? 'GET'} ${path}${u.search}`);
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
      if (path === 'admin/listings/11') return json({ flags: [], ...view });
      if (path === 'admin/listings/11/claim')
        return claimStatus === 200 ? json({ claimed_until: 'x' }) : json({ message: 'Taken' }, claimStatus);
      if (path === 'admin/listings/11/approve') return json({ id: 11, status: 'approved' });
      if (path === 'admin/rejection-reasons') return json({ data: [] });
      if (path === 'admin/review-queue') {
        return json({
          data: [
            { ...listing(11, 'Bicycle'), author, claim: null, is_edit: false, flags: [] },
            { ...listing(12, 'Tablet'), author, claim: claimBy(2, 'Samir Mod'), is_edit: false, flags: [] },
            { ...listing(13, 'Sofa'), author, claim: null, is_edit: false, flags: [] },
          ],
          total: 3,
          page: 1,
          per_page: 50,
          counts: { announcements: 0, sales: 3, flagged: 0 },
        });
      }
      return json({ message: 'nope' }, 404);
    }),
  );
  return calls;
}

function renderReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Mod', role: 'moderator' } as PublicUser);
  const router = createMemoryRouter(
    [
      { path: '/admin', element: <p>queue</p> },
      { path: '/admin/review/:id', element: <ReviewPage /> },
    ],
    { initialEntries: ['/admin/review/11?platform=sales'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the review page', () => {
  it('claims the item on opening, shows the changes, and after approving opens the next free item', async () => {
    // An edit of a published listing: the page compares it with the published version.
    const calls = fakeApi({
      listing: { ...listing(11, 'Bicycle'), status: 'approved' },
      published: { ...listing(11, 'Old bike'), status: 'approved' },
      revision: { status: 'pending', rejection_reason: null, submitted_at: '2026-11-21T08:00:00.000Z' },
      author,
      claim: null,
    });
    const { router, user } = renderReview();
    await screen.findByRole('heading', { level: 1, name: 'Bicycle' });
    expect(calls).toContain('POST admin/listings/11/claim');
    const changes = screen.getByTestId('changes');
    expect(within(changes).getByRole('row', { name: /Title/ }).textContent).toBe('TitleOld bikeBicycle');
    expect(screen.getByTestId('author-card').textContent).toContain('@amina');
    expect(screen.getByTestId('edit-notice').textContent).toContain('Edit of a published listing');

    await user.click(screen.getByRole('button', { name: 'Approve and publish' }));
    // Tablet is held by another moderator: the next free item is Sofa, in the same filtered queue.
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/review/13'));
    expect(router.state.location.search).toBe('?platform=sales');
    expect(calls).toContain('POST admin/listings/11/approve');
    expect(calls).toContain('GET admin/review-queue?platform=sales&page=1');
  });

  it('is read-only while another moderator holds it, and says who and until when', async () => {
    const calls = fakeApi(
      {
        listing: listing(11, 'Bicycle'),
        revision: null,
        published: null,
        author,
        claim: claimBy(2, 'Samir Mod'),
      },
      409,
    );
    renderReview();
    const notice = await screen.findByTestId('claim');
    expect(notice.textContent).toMatch(
      /^\u2068Samir Mod\u2069 is reviewing this listing until .+You can read it/,
    );
    expect(screen.queryByRole('button', { name: 'Approve and publish' })).toBeNull();
    expect(screen.queryByTestId('changes')).toBeNull();
    expect(calls.filter((c) => c.startsWith('POST'))).toEqual(['POST admin/listings/11/claim']);
  });
});
