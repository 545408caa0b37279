import type { PublicUser } from '@portal/contract/auth';
import { findRouteByName, type RouteDef } from '@portal/contract/routes';
import { describe, expect, it } from 'vitest';
import { guardRedirect, isRefused, redirectTarget } from './guards';

const user = { id: 1, first_name: 'A', role: 'user' } as PublicUser;
const route = (name: string) => findRouteByName(name) as RouteDef;
const q = (s = '') => new URLSearchParams(s);

describe('route guards', () => {
  it('sends a visitor from a login-required route to login with the route name', () => {
    expect(guardRedirect(route('join-us'), null, q())).toBe('/login?redirect=join-us');
    expect(guardRedirect(route('sales-create'), null, q(), { id: '7' })).toBe(
      '/login?redirect=sales-create&redirect_params=id%3D7',
    );
    // An advertisement's page is public.
    expect(guardRedirect(route('advertisement-show'), null, q(), { id: '7' })).toBeNull();
    expect(guardRedirect(route('join-us'), user, q())).toBeNull();
  });

  it('sends a signed-in user on a guest-only route with ?redirect to that route', () => {
    expect(guardRedirect(route('login'), user, q('redirect=join-us'))).toBe('/join-us');
    expect(guardRedirect(route('services-all'), user, q('redirect=book-appointment'))).toBe(
      '/book-appointment',
    );
    expect(guardRedirect(route('login'), user, q('redirect=advertisement-show&redirect_params=id%3D7'))).toBe(
      '/advertisement/7',
    );
  });

  it('sends a signed-in user on login or register without ?redirect to the profile', () => {
    expect(guardRedirect(route('login'), user, q())).toBe('/profile/main');
    expect(guardRedirect(route('register'), user, q())).toBe('/profile/main');
    // Other guest-only routes stay open to signed-in users without a redirect.
    expect(guardRedirect(route('services-all'), user, q())).toBeNull();
    expect(guardRedirect(route('login'), null, q('redirect=join-us'))).toBeNull();
  });

  it('never redirects outside the route table', () => {
    expect(redirectTarget('https://evil.example', null)).toBe('/profile/main');
    expect(redirectTarget('root', null)).toBe('/profile/main');
    expect(redirectTarget('advertisement-show', 'nope=1')).toBe('/profile/main');
  });

  it('sends a visitor from the back office to login, and refuses it to a plain user only', () => {
    expect(guardRedirect(route('admin-review'), null, q(), { id: '5' })).toBe(
      '/login?redirect=admin-review&redirect_params=id%3D5',
    );
    expect(isRefused(route('admin'), null)).toBe(false);
    expect(isRefused(route('admin'), user)).toBe(true);
    expect(isRefused(route('admin-audit'), { ...user, role: 'moderator' })).toBe(false);
    expect(isRefused(route('admin-audit'), { ...user, role: 'admin' })).toBe(false);
    expect(isRefused(route('home'), user)).toBe(false);
  });
});
