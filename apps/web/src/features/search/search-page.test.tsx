import type { ContentItem } from '@portal/contract/content';
import type { SiteSearchResponse } from '@portal/contract/search';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { listingCard } from '../../test/listings';
import { siteSearchQuery } from './api/site-search';
import SearchPage from './pages/search-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);

const faq: ContentItem = {
  id: 7,
  kind: 'faq',
  slug: 'publier-une-annonce',
  locale: 'fr',
  fallback: true,
  locales: ['fr'],
  title: 'Comment publier une voiture ?',
  summary: 'Choisissez la catégorie, puis ajoutez des photos.',
  body: '<p>…</p>',
  reading_minutes: null,
  published_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-01T08:00:00.000Z',
  details: { kind: 'faq', category: 'posting' },
};

function renderSearch(url: string, answer?: SiteSearchResponse) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (answer) client.setQueryData(siteSearchQuery('en', answer.q).queryKey, answer);
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
    initialEntries: [url],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the site-wide search page', () => {
  it('groups the results by kind, each with its total and the way to all of them', () => {
    renderSearch('/search?q=tomobil', {
      q: 'tomobil',
      groups: [
        { kind: 'listings', total: 12, items: [listingCard({ title: 'Renault Symbol 2018' })] },
        { kind: 'news', total: 0, items: [] },
        { kind: 'blog', total: 0, items: [] },
        { kind: 'faq', total: 1, items: [faq] },
      ],
    });
    expect((screen.getByRole('searchbox', { name: /Search ads, sales/ }) as HTMLInputElement).value).toBe(
      'tomobil',
    );
    const listings = screen.getByTestId('search-group-listings');
    expect(within(listings).getByRole('heading', { name: /Ads and sales\s+\(12\)/ })).toBeTruthy();
    expect(within(listings).getByRole('link', { name: 'Renault Symbol 2018' })).toBeTruthy();
    expect(
      within(listings)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/search/listings?q=tomobil');
    const news = screen.getByTestId('search-group-news');
    expect(within(news).getByText('Nothing found here.')).toBeTruthy();
    expect(within(news).queryByRole('link', { name: /See all/ })).toBeNull();
    const faqGroup = screen.getByTestId('search-group-faq');
    const question = within(faqGroup).getByRole('link', { name: 'Comment publier une voiture ?' });
    // A French answer on an English page is marked as French.
    expect(question.closest('h3')!.getAttribute('lang')).toBe('fr');
    expect(
      within(faqGroup)
        .getByRole('link', { name: /See all/ })
        .getAttribute('href'),
    ).toBe('/faq?q=tomobil');
  });

  it('shows the empty state when no kind matches', () => {
    renderSearch('/search?q=zzzz', {
      q: 'zzzz',
      groups: [
        { kind: 'listings', total: 0, items: [] },
        { kind: 'news', total: 0, items: [] },
        { kind: 'blog', total: 0, items: [] },
        { kind: 'faq', total: 0, items: [] },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Nothing matches these words' })).toBeTruthy();
    expect(screen.queryByTestId('search-group-listings')).toBeNull();
  });

  it('asks nothing without words', () => {
    renderSearch('/search');
    expect(screen.getByText(/Type a few words/)).toBeTruthy();
  });
});
