import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../back-office/strings';
import { initI18n } from '../../../lib/i18n';
import type { ConversationReportGroup } from './api/reports';
import { ConversationReportCard } from './components/conversation-report-card';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const person = (id: number, side: 'buyer' | 'seller', name: string, role: 'user' | 'moderator' = 'user') => ({
  id,
  name,
  username: name.toLowerCase(),
  history: { approved: 2, rejected: 1, pending: 0, reported: 0 },
  open_reports: 0,
  warnings: side === 'seller' ? 1 : 0,
  suspended: false,
  role,
  side,
  deleted: false,
});

const ITEM: ConversationReportGroup = {
  kind: 'conversation',
  conversation_id: 41,
  listing: {
    id: 9,
    platform: 'sales',
    slug: 'velo-9',
    title: 'Vélo de course',
    price: null,
    currency: null,
    region: null,
    cover: null,
    published_at: null,
  } as unknown as ConversationReportGroup['listing'],
  count: 2,
  first_reported_at: '2026-03-01T10:00:00Z',
  last_reported_at: '2026-03-02T10:00:00Z',
  reasons: [
    { reason: 'flagged', count: 1 },
    { reason: 'fraud', count: 1 },
  ],
  latest_details: 'Il demande un virement',
  flagged_messages: 2,
  people: [person(3, 'buyer', 'Amina'), person(4, 'seller', 'Yacine', 'moderator')],
};

/** A fake API: the staff reading of conversation 41 and the actions; the calls it got, with bodies. */
function fakeApi() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
      calls.push(`${init.method} ${path}${init.body ? ` ${String(init.body)}` : ''}`);
      if (path === 'admin/conversations/41') {
        const staff = { id: 3, name: 'Amina', username: 'amina', deleted: false };
        return Response.json({
          conversation: {
            id: 41,
            listing: { id: 9, title: 'Vélo de course' },
            buyer: staff,
            seller: { ...staff, id: 4, name: 'Yacine', username: 'yacine' },
            reports: [],
            created_at: '2026-03-01T09:00:00Z',
            messages: [
              {
                id: 1,
                sender_id: 3,
                body: 'Payez sur www.example.com',
                photo_url: null,
                created_at: '2026-03-01T09:00:00Z',
                seen_at: null,
                flags: [{ kind: 'link', detail: 'www.example.com' }],
              },
            ],
          },
        });
      }
      return Response.json({ conversation_id: 41, resolution: 'warn', closed: 2 });
    }),
  );
  return calls;
}

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/admin/reports', element: <ConversationReportCard item={ITEM} /> }],
    {
      initialEntries: ['/admin/reports'],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ConversationReportCard', () => {
  it('shows the listing, the reasons, the flagged messages and both people with their records', () => {
    fakeApi();
    renderCard();
    const card = screen.getByRole('article', { name: /Vélo de course/ });
    expect(within(card).getByRole('link', { name: 'Vélo de course' }).getAttribute('href')).toBe(
      '/admin/review/9',
    );
    const reasons = within(card).getByRole('list', { name: 'Reasons given' });
    expect(reasons.textContent).toContain('Flagged message');
    expect(reasons.textContent).toContain('Fraud or scam');
    expect(within(card).getByTestId('flagged-messages').textContent).toBe(
      '2 messages flagged (banned words or links)',
    );
    const people = within(card).getAllByTestId('report-person');
    expect(people.map((p) => p.textContent?.split(':')[0])).toEqual(['Buyer', 'Seller']);
    expect(people[1]!.textContent).toContain('1 warnings');
  });

  it('reads the messages only when asked: that reading is the audited one', async () => {
    const calls = fakeApi();
    renderCard();
    expect(calls).toEqual([]);
    const toggle = screen.getByRole('button', { name: 'Read the messages (recorded in the audit log)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const thread = await screen.findByTestId('staff-thread', {}, { timeout: 5000 });
    expect(thread.textContent).toContain('Payez sur www.example.com');
    expect(within(thread).getByTestId('message-flags').textContent).toContain('www.example.com');
    expect(calls).toEqual(['GET admin/conversations/41']);
  });

  it('warns the chosen person, and offers to suspend only who may be suspended', async () => {
    const calls = fakeApi();
    renderCard();
    await userEvent.click(screen.getByRole('radio', { name: 'Suspend a person' }));
    // The seller is staff: a moderator cannot suspend them, so only the buyer is offered.
    const whom = screen.getByRole('group', { name: 'About whom' });
    expect(
      within(whom)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['Amina']);

    await userEvent.click(screen.getByRole('radio', { name: 'Warn a person' }));
    await userEvent.click(
      within(screen.getByRole('group', { name: 'About whom' })).getByRole('radio', { name: 'Yacine' }),
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Reason (the author reads it)' }),
      'Restez courtois',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls).toEqual([
        'POST admin/reports/conversations/41/warn {"reason":"Restez courtois","user_id":4}',
      ]),
    );
  });
});
