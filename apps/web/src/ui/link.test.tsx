import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
// react-router's own Link is imported to compare the two links' addresses.
/* eslint-disable no-restricted-imports */
import {
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
  Link as RouterLink,
  RouterProvider,
  StaticRouterProvider,
  useLocation,
} from 'react-router';
/* eslint-enable no-restricted-imports */
import { afterEach, describe, expect, it } from 'vitest';
import { Link, pathOf } from './link';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search + location.hash}</output>;
}

/** A page of links at /sales?q=car, in a memory router as the app's own. */
function renderAt(entry = '/sales?q=car') {
  const page = (
    <>
      <Where />
      <Link to="/sales/show/red-car">Absolute</Link>
      <Link to="?q=car&page=2">Next page</Link>
      <Link to="?">All</Link>
      <Link to="#photos">Photos</Link>
      <Link to="https://example.org/help">Outside</Link>
      <Link to="/about-us" target="_blank" rel="noopener">
        New tab
      </Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/sales', element: page },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('<Link>', () => {
  it("gives each kind of address the href react-router's Link gives", () => {
    renderAt();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Absolute')).toBe('/sales/show/red-car');
    expect(href('Next page')).toBe('/sales?q=car&page=2');
    expect(href('All')).toBe('/sales');
    expect(href('Photos')).toBe('/sales#photos');
    expect(href('Outside')).toBe('https://example.org/help');
  });

  it('is followed by the router, without reloading the page', async () => {
    const router = renderAt();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('where').textContent).toBe('/sales?q=car&page=2');
    expect(router.state.historyAction).toBe('PUSH');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Absolute' }));
    expect(screen.getByTestId('where').textContent).toBe('/sales/show/red-car');
  });

  it('replaces the history entry when it leads to the page already shown', async () => {
    const router = renderAt('/sales');
    await userEvent.setup().click(screen.getByRole('link', { name: 'All' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves the browser a click with a modifier key, another tab, or an outside address', () => {
    const router = renderAt();
    // fireEvent returns false when the click's default (the browser's own navigation) was prevented.
    expect(fireEvent.click(screen.getByRole('link', { name: 'Absolute' }), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'New tab' }))).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Outside' }))).toBe(true);
    expect(router.state.location.pathname).toBe('/sales');
  });

  it("draws the same anchors as react-router's Link on the server", async () => {
    const targets = ['/sales/show/red-car', '?q=car&page=2', '?', '#photos'];
    const draw = async (Component: typeof Link | typeof RouterLink) => {
      const handler = createStaticHandler([
        { path: '/sales', element: targets.map((to) => <Component key={to} to={to} />) },
      ]);
      const context = await handler.query(new Request('http://portal/sales?q=car'));
      if (context instanceof Response) throw new Error('redirected');
      const router = createStaticRouter(handler.dataRoutes, context);
      return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
    };
    const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs(await draw(Link))).toEqual(hrefs(await draw(RouterLink)));
  });

  it('resolves a relative path as a plain link does', () => {
    expect(pathOf('edit?x=1', '/profile/listings')).toBe('/profile/edit?x=1');
  });
});
