import type { ContentItem } from '@portal/contract/content';
import type { HomeResponse } from '@portal/contract/home';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { listingCard } from '../../test/listings';
import { homeQuery } from './api/get-home';
import HomePage from './pages/home-page';

beforeAll(async () => {
  await initI18n('en');
  // The icon set is loaded on first use; loaded once here, a test does not wait for its transform.
  await import('../../ui/catalog-icon-set');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function item(overrides: Partial<ContentItem> & Pick<ContentItem, 'id' | 'kind' | 'details'>): ContentItem {
  return {
    slug: `item-${overrides.id}`,
    locale: 'en',
    fallback: false,
    locales: ['en'],
    title: `Item ${overrides.id}`,
    summary: '',
    body: null,
    reading_minutes: null,
    published_at: '2026-11-01T08:00:00.000Z',
    updated_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

function home(overrides: Partial<HomeResponse> = {}): HomeResponse {
  return {
    site_name: 'Souk Portal',
    platforms: [
      { key: 'announcements', count: 1234 },
      { key: 'sales', count: 1 },
      { key: 'services', count: null },
      { key: 'advertisement', count: null },
    ],
    latest: {
      announcements: [listingCard({ id: 5, platform: 'announcements', title: 'Maths lessons' })],
      sales: [],
    },
    sections: {
      why_choose_us: [
        item({
          id: 1,
          kind: 'home_section',
          title: 'Reviewed ads',
          summary: 'Every ad is read before it is published.',
          details: { kind: 'home_section', section: 'why_choose_us', icon: 'briefcase', image: null },
        }),
      ],
      about: [],
      horizons: [],
    },
    branches: [
      item({
        id: 2,
        kind: 'branch',
        title: 'Algiers office',
        details: {
          kind: 'branch',
          address: '12 rue Didouche Mourad',
          phones: ['+213 21 00 00 00'],
          email: null,
          // Thursday 26 November 2026, 10:00 in Algiers: open 08:00–17:00 on Thursdays (3).
          hours: [{ weekday: 3, open: '08:00', close: '17:00' }],
          map_url: 'https://www.openstreetmap.org/?mlat=36.77&mlon=3.06',
          latitude: 36.77,
          longitude: 3.06,
          is_main: true,
        },
      }),
    ],
    links: [],
    partners: [],
    contact: { phone: '+213 21 11 22 33', email: 'contact@example.dz', address: 'Alger' },
    time_zone: 'Africa/Algiers',
    ...overrides,
  };
}

function renderHome(data: HomeResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(homeQuery('en').queryKey, data);
  const router = createMemoryRouter([{ path: '/home', element: <HomePage /> }], {
    initialEntries: ['/home'],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the home page', () => {
  it('names the site, searches everything and leads "Post an ad" to the category choice', () => {
    renderHome(home());
    expect(screen.getByRole('heading', { level: 1, name: 'Souk Portal' })).toBeTruthy();
    const search = screen.getByRole('search', { name: 'Search the whole site' });
    expect(search.getAttribute('action')).toBe('/search');
    expect(screen.getByTestId('home-post-ad').getAttribute('href')).toBe('/profile/announcements#post-an-ad');
  });

  it('shows the counts the areas give and no number for a platform not counted yet', () => {
    renderHome(home());
    expect(within(screen.getByTestId('platform-announcements')).getByText('1,234 ads online')).toBeTruthy();
    expect(within(screen.getByTestId('platform-sales')).getByText('1 product for sale')).toBeTruthy();
    expect(within(screen.getByTestId('platform-services')).queryByTestId('platform-count')).toBeNull();
    expect(screen.getByTestId('platform-advertisement').getAttribute('href')).toBe('/advertisement');
  });

  it('draws the latest listings as cards, and the empty state where a platform has none', () => {
    renderHome(home());
    const ads = screen.getByTestId('home-latest-announcements');
    expect(within(ads).getByRole('link', { name: 'Maths lessons' })).toBeTruthy();
    expect(
      within(ads)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/announcements');
    expect(
      within(screen.getByTestId('home-latest-sales')).getByText('Nothing published here yet.'),
    ).toBeTruthy();
  });

  it('shows the back office’s cards with their icon, and leaves out the sections it has not filled', async () => {
    renderHome(home());
    const why = screen.getByTestId('home-why');
    expect(within(why).getByRole('heading', { name: 'Reviewed ads' })).toBeTruthy();
    // The icon set loads with the first icon drawn.
    await waitFor(() => expect(why.querySelector('svg.lucide-briefcase')).not.toBeNull(), { timeout: 5_000 });
    expect(screen.queryByTestId('home-about')).toBeNull();
    expect(screen.queryByTestId('home-horizons')).toBeNull();
    expect(screen.queryByTestId('home-partners')).toBeNull();
    expect(screen.queryByTestId('home-links')).toBeNull();
  });

  it('shows a branch’s phones to call and whether it is open now in the portal’s time zone', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T09:00:00Z'), toFake: ['Date'] });
    renderHome(home());
    const branches = screen.getByTestId('home-branches');
    expect(within(branches).getByRole('link', { name: '+213 21 00 00 00' }).getAttribute('href')).toBe(
      'tel:+21321000000',
    );
    expect(within(branches).getByTestId('branch-open').textContent).toBe('Open now');
    expect(within(branches).getByText(/Today: \W?8:00\s?AM–5:00\s?PM/)).toBeTruthy();
  });

  it('says when a branch is closed', () => {
    // 18:00 in Algiers.
    vi.useFakeTimers({ now: new Date('2026-11-26T17:00:00Z'), toFake: ['Date'] });
    renderHome(home());
    expect(screen.getByTestId('branch-open').textContent).toBe('Closed now');
  });

  it('gives the contact details and the contact page', () => {
    renderHome(home());
    const contact = screen.getByTestId('home-contact');
    expect(within(contact).getByRole('link', { name: 'contact@example.dz' }).getAttribute('href')).toBe(
      'mailto:contact@example.dz',
    );
    expect(within(contact).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });
});
