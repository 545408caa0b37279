import type { PublicUser } from '@portal/contract/auth';
import { findRouteByName } from '@portal/contract/routes';
import type { ListingDetail } from '@portal/contract/listings';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { dismissToast, getToasts } from '../../ui/toast-store';
import { ME_KEY } from '../auth/api';
import { FavoriteButton } from './components/favorite-button';
import { LikeButton } from './components/like-button';
import { ReportDialog } from './components/report-dialog';
import { ShareMenu } from '../../ui/share-menu';
import { TEST_MEMBER } from '../../test/users';

const USER = TEST_MEMBER;

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  dismissToast();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Answers the API calls from a table of "METHOD path" → [status, body]. */
type Answer = [number, unknown];
function stubApi(answers: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method} ${new URL(url, 'http://localhost').pathname.replace('/api/v1/', '')}`;
      calls.push(key);
      const answer = answers[key] ?? [404, { message: 'Not found.' }];
      const [status, body] = typeof answer === 'function' ? answer() : answer;
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

/** Renders `ui` on the detail route of a sales ad, as the router would, with `user` signed in. */
function renderOnDetail(
  ui: ReactNode,
  user: PublicUser | null,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  queryClient.setQueryData(ME_KEY, user);
  const router = createMemoryRouter(
    [
      { path: '/sales/show/:slug', handle: { route: findRouteByName('sales-show') }, element: ui },
      { path: '/login', element: <p>login screen</p> },
    ],
    { initialEntries: ['/sales/show/car-ab12'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The same, signed in; returns the query cache to seed. */
function renderWithClient(ui: ReactNode): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderOnDetail(ui, USER, queryClient);
  return queryClient;
}

describe('FavoriteButton', () => {
  it('sends a visitor to the login screen, to come back to this listing', async () => {
    stubApi({});
    const router = renderOnDetail(<FavoriteButton listingId={5} title="Car" variant="card" />, null);
    await userEvent.click(screen.getByRole('button', { name: 'Save to favorites: Car' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('redirect')).toBe('sales-show');
    expect(search.get('redirect_params')).toBe('slug=car-ab12');
  });

  it('turns on at once, and back off with a toast when the server refuses', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'GET') return Response.json({ ids: [] });
        await gate;
        expect(url).toContain('listings/5/favorite');
        return Response.json({ message: 'Not found.' }, { status: 404 });
      }),
    );
    renderOnDetail(<FavoriteButton listingId={5} title="Car" variant="detail" />, USER);
    const button = await screen.findByRole('button', { name: 'Save' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Saved');
    act(() => release());
    // The refusal travels through the query's error handling: slower than a second on a busy machine.
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('false'), { timeout: 5000 });
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([['error', 'Not found.']]);
  });

  it('shows a saved listing as pressed and removes it with DELETE', async () => {
    let ids = [9, 5];
    const calls = stubApi({
      'GET favorites/ids': () => [200, { ids }],
      'DELETE listings/5/favorite': [200, { favorited: false, favorites: 0 }],
    });
    renderOnDetail(<FavoriteButton listingId={5} title="Car" variant="card" />, USER);
    const button = screen.getByRole('button', { name: 'Save to favorites: Car' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    ids = [9];
    await userEvent.click(button);
    await waitFor(() => expect(calls).toContain('DELETE listings/5/favorite'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(getToasts()).toEqual([]);
  });
});

describe('ReportDialog', () => {
  function setup(answer: [number, unknown], alreadyReported = false) {
    const calls = stubApi({ 'POST listings/5/report': answer });
    const onClose = vi.fn();
    renderOnDetail(
      <>
        <button type="button">opener</button>
        <ReportDialog listingId={5} alreadyReported={alreadyReported} onClose={onClose} />
      </>,
      USER,
    );
    return { calls, onClose, dialog: screen.getByRole('dialog', { name: 'Report this ad' }) };
  }

  it('is a modal dialog holding the focus, closed by Escape', async () => {
    const { dialog, onClose } = setup([201, { message: 'ok' }]);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for details when the reason is "other", before sending anything', async () => {
    const { calls } = setup([201, { message: 'ok' }]);
    await userEvent.click(screen.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    const details = screen.getByRole('textbox', { name: 'Details' });
    await waitFor(() => expect(details.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the server's field errors under their field", async () => {
    setup([
      422,
      { message: 'Some fields need your attention.', errors: { details: ['Too long, says the server.'] } },
    ]);
    await userEvent.click(screen.getByRole('radio', { name: 'Fraud or scam' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText('Too long, says the server.')).toBeTruthy();
  });

  it('confirms a sent report with the server message', async () => {
    const { calls } = setup([201, { message: 'Thank you. Our team will review your report.' }]);
    await userEvent.click(screen.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you. Our team will review your report.',
    );
    expect(calls).toEqual(['POST listings/5/report']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('says "already reported" when the server answers 409, or when it is known beforehand', async () => {
    setup([409, { message: 'You have already reported this listing.', code: 'already_reported' }]);
    await userEvent.click(screen.getByRole('radio', { name: 'Duplicate ad' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send the report' }));
    expect((await screen.findByTestId('report-already')).textContent).toBe(
      'You have already reported this listing.',
    );
    cleanup();
    setup([201, {}], true);
    expect(screen.getByTestId('report-already').textContent).toBe(
      'You have already reported this ad. Our team will review it.',
    );
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('ShareMenu', () => {
  it('offers copy, WhatsApp and Facebook where there is no share sheet, and confirms the copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined }));
    stubApi({});
    renderOnDetail(<ShareMenu title="Car" />, null);
    const button = screen.getByRole('button', { name: 'Share' });
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const url = `${window.location.origin}/sales/show/car-ab12`;
    const whatsapp = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(new URL(whatsapp.getAttribute('href')!).searchParams.get('text')).toBe(`Car ${url}`);
    expect(screen.getByRole('link', { name: 'Share on Facebook' }).getAttribute('href')).toContain(
      encodeURIComponent(url),
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe('Link copied.');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens the browser share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share, canShare: () => true }));
    stubApi({});
    renderOnDetail(<ShareMenu title="Car" />, null);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Car',
      url: `${window.location.origin}/sales/show/car-ab12`,
    });
    expect(screen.getByRole('button', { name: 'Share' }).getAttribute('aria-expanded')).toBe('false');
  });
});

describe('LikeButton', () => {
  /** The detail page's query, as ListingDetailView reads it, around the button. */
  function Detail() {
    const { data } = useQuery<ListingDetail>({ queryKey: DETAIL_KEY, queryFn: () => new Promise(() => {}) });
    return data ? <LikeButton listing={data} /> : null;
  }
  const DETAIL_KEY = ['listings', 'detail', 'en', 'car-ab12'];

  it('counts the like at once, and takes it back with a toast when refused', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        if (init.method === 'GET') return Response.json({ liked: false, favorited: false, reported: false });
        await gate;
        expect(url).toContain('listings/5/like');
        return Response.json({ message: 'You cannot do this on your own listing.' }, { status: 403 });
      }),
    );
    const queryClient = renderWithClient(<Detail />);
    queryClient.setQueryData(DETAIL_KEY, { id: 5, likes: 2, is_owner: false } as ListingDetail);
    const button = await screen.findByRole('button', { name: /Like/ });
    expect(button.textContent).toContain('2 likes');
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toContain('3 likes');
    act(() => release());
    await waitFor(() => expect(button.textContent).toContain('2 likes'));
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(getToasts().map((t) => t.message)).toEqual(['You cannot do this on your own listing.']);
  });

  it('shows the like pressed when it is clicked before the viewer state has arrived', async () => {
    // The first viewer-state answer is slow (it is cancelled by the click); later ones say liked.
    let liked = false;
    let firstGet = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        if (init.method === 'GET') {
          if (firstGet) {
            firstGet = false;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          return Response.json({ liked, favorited: false, reported: false });
        }
        liked = true;
        return Response.json({ liked: true, likes: 1 });
      }),
    );
    const queryClient = renderWithClient(<Detail />);
    queryClient.setQueryData(DETAIL_KEY, { id: 5, likes: 0, is_owner: false } as ListingDetail);
    const button = await screen.findByRole('button', { name: /Like/ });
    await userEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toContain('1 like');
  });

  it('shows the owner the count only', async () => {
    stubApi({ 'GET listings/5/viewer-state': [200, { liked: false, favorited: false, reported: false }] });
    const queryClient = renderWithClient(<Detail />);
    queryClient.setQueryData(DETAIL_KEY, { id: 5, likes: 0, is_owner: true } as ListingDetail);
    expect((await screen.findByTestId('like-count')).textContent).toBe('No likes yet');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
