import { describe, expect, it } from 'vitest';
import { ROUTES, matchRoute, pathFor } from './routes';

describe('route table', () => {
  it('has unique names and paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches static segments before parameters', () => {
    expect(matchRoute('/services/all')?.name).toBe('services-all');
    expect(matchRoute('/services/42')?.name).toBe('services-show');
    expect(matchRoute('/announcements/show/my-car-x1')?.name).toBe('announcements-show');
    expect(matchRoute('/announcements/3/edit/my-car-x1')?.name).toBe('announcements-edit');
    expect(matchRoute('/sales/7/create')?.name).toBe('sales-create');
  });

  it('ignores a trailing slash and rejects unknown paths', () => {
    expect(matchRoute('/home/')?.name).toBe('home');
    expect(matchRoute('/')?.name).toBe('root');
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/home/extra')).toBeUndefined();
    expect(matchRoute('/%E0%A4%A')).toBeUndefined();
  });

  it('builds paths with encoded params', () => {
    expect(pathFor('blog-show', { slug: 'a b' })).toBe('/blog/a%20b');
    expect(() => pathFor('blog-show')).toThrow();
  });
});
