import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { listingCard, listingDetail } from '../../../test/listings';
import { renderRoutes } from '../../../test/render-routes';
import { RelatedListings } from './related-listings';

/** The observers the page made, to say when the strips' place comes near the viewport. */
const observers: {
  callback: IntersectionObserverCallback;
  target: Element | null;
  options?: IntersectionObserverInit;
}[] = [];

class FakeObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.entry = { callback, target: null, options };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.target = target;
  }
  disconnect() {
    this.entry.target = null;
  }
}

function scrollNear() {
  act(() => {
    for (const { callback, target } of observers) {
      if (target) {
        callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    }
  });
}

const asked: string[] = [];

beforeAll(async () => {
  await initI18n('fr');
});
beforeEach(() => {
  observers.length = 0;
  asked.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
      asked.push(url.pathname);
      const cards = url.pathname.endsWith('/similar')
        ? [listingCard({ id: 21, title: 'Vélo de course' })]
        : [listingCard({ id: 22, title: 'دراجة جبلية' })];
      return Promise.resolve(
        new Response(JSON.stringify({ data: cards }), { headers: { 'Content-Type': 'application/json' } }),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderFor(status: 'approved' | 'pending') {
  const listing = listingDetail({ id: 7, status, owner: { ...listingDetail().owner, name: 'Amina' } });
  renderRoutes(
    [{ path: '/sales/show/:slug', element: <RelatedListings listing={listing} /> }],
    '/sales/show/item-7',
  );
}

describe('RelatedListings', () => {
  it('asks for nothing until the visitor scrolls toward it, then shows both strips', async () => {
    renderFor('approved');
    expect(observers).toHaveLength(1);
    expect(observers[0]!.options?.rootMargin).toMatch(/^\d+px 0px$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(screen.getByTestId('related-listings').childElementCount).toBe(0);

    scrollNear();
    expect(await screen.findByRole('link', { name: /Vélo de course/ })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Annonces similaires' })).toBeTruthy();
    expect(screen.getByRole('region', { name: /Autres annonces de/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /دراجة جبلية/ })).toBeTruthy();
    expect(asked.sort()).toEqual(['/api/v1/listings/7/from-owner', '/api/v1/listings/7/similar']);
    // Reached once: the observer is let go.
    expect(observers[0]!.target).toBeNull();
  });

  it('asks for nothing for a listing that is not public, even when scrolled to', async () => {
    renderFor('pending');
    scrollNear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(screen.getByTestId('related-listings').childElementCount).toBe(0);
  });
});
