import { storedLocaleOf } from '@portal/contract/locale';
import { describe, expect, it } from 'vitest';
import { isAdoptable, readSsrState, serializeSsrState, SSR_STATE_ID, type SsrState } from './ssr-state';

const state = (title: string): SsrState => ({
  locale: 'ar',
  url: '/sales/12?has_delivery=true',
  init: { locale: 'ar', time_zone: 'Africa/Algiers', captcha_site_key: null },
  user: null,
  forgetToken: false,
  queries: { mutations: [], queries: [] },
  env: {
    origin: 'https://example.test',
    now: '2026-11-24T08:00:00.000Z',
    timeZone: 'Africa/Algiers',
    consentDecided: false,
  },
  // A listing's text, as it would sit in a query's data.
  ...({ title } as object),
});

describe('the state of a server-rendered page', () => {
  it('cannot close its <script> element or open a comment, and reads back the same', () => {
    const title = 'a </script><script>alert(1)</script> <!-- & \u2028 \u2029 فيلا';
    const json = serializeSsrState(state(title));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">${json}</script>`;
    expect(readSsrState()).toEqual(state(title));
  });

  it('is adopted only in its language and at the address it was drawn for', () => {
    const at = (href: string) => new URL(href, 'https://example.test') as unknown as Location;
    expect(isAdoptable(state('x'), 'ar', at('/sales/12?has_delivery=true'))).toBe(true);
    // Back within the page's history before the app started: another page's address.
    expect(isAdoptable(state('x'), 'ar', at('/sales?has_delivery=true'))).toBe(false);
    expect(isAdoptable(state('x'), 'fr', at('/sales/12?has_delivery=true'))).toBe(false);
    expect(isAdoptable(null, 'ar', at('/sales/12?has_delivery=true'))).toBe(false);
  });

  it('is null on a page the server did not render, or with a broken state', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readSsrState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ID}">{</script>`;
    expect(readSsrState()).toBeNull();
  });

  it('is in the language the SPA reads from storage: none → Arabic, unknown → French', () => {
    expect(storedLocaleOf(undefined)).toBe('ar');
    expect(storedLocaleOf(null)).toBe('ar');
    expect(storedLocaleOf('en')).toBe('en');
    expect(storedLocaleOf('de')).toBe('fr');
  });
});
