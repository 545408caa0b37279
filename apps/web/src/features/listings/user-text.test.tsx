import { findRouteByName } from '@portal/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../lib/i18n';
import { listingCard, listingDetail } from '../../test/listings';
import { ME_KEY } from '../auth/api';
import { DetailBody } from './components/listing-detail';
import { ListingCard } from './components/listing-card';

/** An Arabic title with a Latin brand, a model number and a full stop. */
const TITLE = 'هاتف Samsung A54 جديد.';
const DESCRIPTION = 'هاتف بحالة جيدة مع العلبة، 128 GB.';

const CARD = listingCard({
  id: 41,
  slug: 'samsung-a54-x41',
  title: TITLE,
  category: { id: 1, name: 'Téléphones' },
});

const DETAIL = listingDetail({
  ...CARD,
  description: DESCRIPTION,
  sub_category: { id: 2, name: 'Smartphones' },
  owner: { id: 9, name: 'أمينة B.', username: 'amina_b' },
});

beforeAll(async () => {
  await initI18n('fr');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(ui: ReactNode) {
  // Favorites and likes ask the API for the visitor's state: nobody is signed in here.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"message":"Not found."}', { status: 404 })),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(ME_KEY, null);
  const router = createMemoryRouter(
    [{ path: '/sales/show/:slug', handle: { route: findRouteByName('sales-show') }, element: ui }],
    { initialEntries: ['/sales/show/samsung-a54-x41'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** The element that holds exactly `text`, and whether it is isolated: dir="auto" or a <bdi>. */
function isolatedHolder(container: HTMLElement, text: string): HTMLElement {
  const holder = within(container).getByText(text);
  const isolated = holder.closest('[dir="auto"], bdi');
  expect(isolated, `"${text}" is not isolated`).not.toBeNull();
  // No ancestor forces a direction on it between the isolate and the text.
  expect(isolated!.getAttribute('dir') ?? 'auto').toBe('auto');
  return isolated as HTMLElement;
}

describe('text people wrote takes its own direction (an Arabic title in the French interface)', () => {
  it('isolates the title of a card', () => {
    renderPage(<ListingCard card={CARD} />);
    const card = screen.getByTestId('listing-card');
    const holder = isolatedHolder(card, TITLE);
    expect(holder.tagName).toBe('H3');
  });

  it('isolates the title, the description and the breadcrumb of the detail page', () => {
    renderPage(<DetailBody listing={DETAIL} />);
    const detail = screen.getByTestId('listing-detail');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(TITLE);
    expect(heading.getAttribute('dir')).toBe('auto');
    expect(isolatedHolder(detail, DESCRIPTION).tagName).toBe('P');
    const trail = screen.getByTestId('category-trail');
    const current = within(trail).getByText(TITLE);
    expect(current.tagName).toBe('BDI');
    expect(current.closest('[aria-current="page"]')).not.toBeNull();
    expect(isolatedHolder(detail, 'أمينة B.').tagName).toBe('BDI');
  });
});
