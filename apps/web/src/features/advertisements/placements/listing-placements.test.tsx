import type { ServedAd } from '@portal/contract/advertisements';
import type { Settings } from '@portal/contract/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Fragment } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { settingsQuery } from '../../settings/api';
import { AD_LISTING_SLOTS } from './listing-placements';

beforeAll(async () => {
  await initI18n('fr');
});
afterEach(cleanup);

const ad = (id: number): ServedAd => ({
  id,
  place: 'listing_slot',
  type: 'text',
  name: `Annonceur ${id}`,
  description: 'Offre',
  media: null,
  click_path: `/api/v1/advertisements/${id}/click`,
});

/** A list of `count` results with the advertisements' slot after each, as listing results draw it. */
function renderResults(count: number, every: number, ads: ServedAd[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(settingsQuery.queryKey, { advertisements: { listing_slot_every: every } } as Settings);
  client.setQueryData(['advertisements', 'served', 'listing_slot', null, null], { data: ads });
  const list = (
    <ul>
      {Array.from({ length: count }, (_, index) => (
        <Fragment key={index}>
          <li data-testid="result">{`Résultat ${index}`}</li>
          {AD_LISTING_SLOTS.afterResult!(index, count)}
        </Fragment>
      ))}
    </ul>
  );
  const router = createMemoryRouter([{ path: '/sales', element: list }], { initialEntries: ['/sales'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('sponsored cards in listing results', () => {
  it('come after every N results, labelled, taking the advertisements in turn', async () => {
    renderResults(7, 3, [ad(1), ad(2)]);
    const cards = await screen.findAllByTestId('ad-listing-slot');
    expect(cards.map((c) => c.getAttribute('data-ad-id'))).toEqual(['1', '2']);
    // Each sits right after the 3rd and the 6th result.
    const items = [...document.querySelectorAll('ul > li')].map((li) => li.textContent);
    expect(items[3]).toContain('Annonceur 1');
    expect(items[7]).toContain('Annonceur 2');
    expect(cards[0]!.textContent).toContain('Sponsorisé');
    const link = screen.getAllByRole('link')[0]!;
    expect(link.getAttribute('href')).toBe('/api/v1/advertisements/1/click');
    expect(link.getAttribute('rel')).toBe('sponsored noopener');
  });

  it('draw nothing when no advertisement is active or the list is short', async () => {
    renderResults(7, 3, []);
    expect(await screen.findAllByTestId('result')).toHaveLength(7);
    expect(screen.queryByTestId('ad-listing-slot')).toBeNull();
    cleanup();
    renderResults(2, 3, [ad(1)]);
    expect(await screen.findAllByTestId('result')).toHaveLength(2);
    expect(screen.queryByTestId('ad-listing-slot')).toBeNull();
  });
});
