import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { Link } from '../../../ui/link';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { episodesQuery, type Episode } from '../api/list-episodes';
import PodcastPage from '../pages/podcast-page';
import { PlayerSlot } from './player-slot';
import { player, resetPlayerForTests } from './player-store';

const EPISODE: Episode = {
  id: 41,
  kind: 'episode',
  slug: 'vendre-sa-voiture',
  locale: 'fr',
  fallback: false,
  locales: ['fr'],
  title: 'Vendre sa voiture',
  summary: '',
  body: '<p>Les <strong>notes</strong></p>',
  reading_minutes: null,
  published_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:30:00.000Z',
  details: {
    kind: 'episode',
    number: 3,
    season: 1,
    explicit: false,
    audio: {
      id: 9,
      kind: 'audio',
      mime: 'audio/mpeg',
      size_bytes: 1000,
      url: '/api/v1/content/files/ep3.mp3',
      name: 'ep3.mp3',
      width: null,
      height: null,
      urls: null,
      duration_seconds: 125,
    },
  },
};

beforeAll(async () => {
  await initI18n('fr');
});
beforeEach(() => {
  // happy-dom plays nothing: play() and pause() fire the events a browser fires.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => {
  cleanup();
  resetPlayerForTests();
});

/** The app shell in small: a layout with the routed page and the player slot beside it. */
function renderApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(episodesQuery('fr').queryKey, [EPISODE]);
  function Shell() {
    return (
      <>
        <nav>
          <Link to="/about-us">À propos</Link>
        </nav>
        <main>
          <Outlet />
        </main>
        <PlayerSlot />
      </>
    );
  }
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          { path: '/podcast', element: <PodcastPage /> },
          { path: '/about-us', element: <h1>Qui sommes-nous</h1> },
        ],
      },
    ],
    { initialEntries: ['/podcast'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('podcast player', () => {
  it('loads nothing and shows no bar until play is pressed', () => {
    renderApp();
    expect(screen.getByRole('heading', { name: 'Vendre sa voiture' })).toBeTruthy();
    expect(screen.getByText('Saison 1 · Épisode 3')).toBeTruthy();
    expect(screen.queryByTestId('mini-player')).toBeNull();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('keeps playing the same audio element after moving to another page', async () => {
    const router = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Écouter « Vendre sa voiture »' }));
    const bar = await screen.findByTestId('mini-player');
    expect(bar.textContent).toContain('Vendre sa voiture');
    const audio = document.querySelector('audio');
    expect(audio?.getAttribute('src')).toBe('/api/v1/content/files/ep3.mp3');
    expect(screen.getByRole('button', { name: 'Mettre en pause « Vendre sa voiture »' })).toBeTruthy();

    // The page changes; the bar and the element stay, still playing.
    fireEvent.click(screen.getByRole('link', { name: 'À propos' }));
    await screen.findByRole('heading', { name: 'Qui sommes-nous' });
    expect(router.state.location.pathname).toBe('/about-us');
    expect(screen.queryByTestId('episode')).toBeNull();
    expect(screen.getByTestId('mini-player')).toBe(bar);
    expect(document.querySelector('audio')).toBe(audio);
    expect(player.getState().playing).toBe(true);
    expect(audio!.pause).not.toHaveBeenCalled();

    // Time goes on and shows in the bar.
    act(() => {
      Object.defineProperty(audio, 'currentTime', { value: 65, configurable: true, writable: true });
      audio!.dispatchEvent(new Event('timeupdate'));
    });
    expect(screen.getByTestId('mini-player-time').textContent).toBe('1:05 / 2:05');
  });

  it('pauses, changes speed and closes from the bar, saying only the change of state', async () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Écouter « Vendre sa voiture »' }));
    await screen.findByTestId('mini-player');
    await waitFor(() => expect(screen.getByText('Lecture : Vendre sa voiture')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.getState().playing).toBe(false);
    await waitFor(() => expect(screen.getByText('En pause : Vendre sa voiture')).toBeTruthy());

    const fast = screen.getByRole('button', { name: '1,5×' });
    fireEvent.click(fast);
    expect(fast.getAttribute('aria-pressed')).toBe('true');
    expect(document.querySelector('audio')!.playbackRate).toBe(1.5);

    fireEvent.click(screen.getByRole('button', { name: 'Fermer le lecteur' }));
    await waitFor(() => expect(screen.queryByTestId('mini-player')).toBeNull());
    expect(player.getState().episode).toBeNull();
  });
});
