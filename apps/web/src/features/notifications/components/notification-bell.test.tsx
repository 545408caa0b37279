import type { PublicUser } from '@portal/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { useLiveMessages } from '../../messages/api/live-events';
import { ME_KEY } from '../../auth/api';
import NotificationBell from './notification-bell';
import { TEST_MEMBER } from '../../../test/users';

const USER = TEST_MEMBER;

/** A stand-in for the browser's EventSource: the test opens it and sends its events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly listeners = new Map<string, (() => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(kind: string, listener: () => void) {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(kind: string) {
    for (const listener of this.listeners.get(kind) ?? []) listener();
  }
}

/** The machine may be busy: an answer is awaited longer than the library's one second. */
const SOON = { timeout: 5_000 };

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeEventSource.opened = [];
});

/** The server's unread count, which the test changes; answers how many times it was asked. */
function stubUnread(start: number) {
  const state = { unread: start, asked: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (!url.includes('/notifications/unread')) return Response.json({ data: [] });
      state.asked += 1;
      return Response.json({ unread: state.unread });
    }),
  );
  return state;
}

function MessagesPageListening() {
  useLiveMessages();
  return null;
}

function renderBell(user: PublicUser | null, withMessagesPage = false) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_KEY, user);
  const router = createMemoryRouter(
    [
      {
        path: '/home',
        element: (
          <>
            <NotificationBell />
            {withMessagesPage ? <MessagesPageListening /> : null}
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('NotificationBell', () => {
  it('shows a new count as soon as the live stream tells of a notification, without asking every minute', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = stubUnread(1);
    renderBell(USER);
    // The first answer is checked against the contract's schemas, loaded on demand: slow once.
    expect((await screen.findByTestId('notification-count', {}, { timeout: 10_000 })).textContent).toBe('1');
    expect(FakeEventSource.opened.map((s) => s.url)).toEqual(['/api/v1/events']);

    server.unread = 3;
    act(() => FakeEventSource.opened[0]!.emit('notification'));
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('3'), SOON);
    expect(screen.getByRole('link').getAttribute('aria-label')).toBe('Notifications: 3 unread');

    // Read elsewhere (another tab, the conversation): the count falls.
    server.unread = 0;
    act(() => FakeEventSource.opened[0]!.emit('notifications_read'));
    await waitFor(() => expect(screen.queryByTestId('notification-count')).toBeNull(), SOON);

    // A reconnection reads the count again: what happened meanwhile is not missed.
    server.unread = 2;
    act(() => FakeEventSource.opened[0]!.emit('open'));
    await waitFor(() => expect(screen.getByTestId('notification-count').textContent).toBe('2'), SOON);
  }, 30_000);

  it('shares the tab’s one stream with a messages page, and closes it when the last leaves', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    stubUnread(0);
    renderBell(USER, true);
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1), SOON);
    const source = FakeEventSource.opened[0]!;
    expect([...source.listeners.keys()].sort()).toEqual(
      ['block', 'message', 'notification', 'notifications_read', 'open', 'read'].sort(),
    );
    cleanup();
    expect(source.closed).toBe(true);
  });

  it('opens no stream and asks nothing for a visitor', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const server = stubUnread(4);
    renderBell(null);
    await screen.findByTestId('notification-bell');
    expect(FakeEventSource.opened).toHaveLength(0);
    expect(server.asked).toBe(0);
  });
});
