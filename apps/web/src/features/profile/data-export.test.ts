import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveConsent } from '../../lib/consent';
import { exportAccountData } from './api';

describe('download my data', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('adds the cookie choices this browser keeps to what the server exports', async () => {
    const fetch = vi.fn().mockResolvedValue(
      new Response(
        JSON.stringify({
          account: { id: 7 },
          listings: [],
          consents: { terms_accepted_at: '2026-01-02T03:04:05.000Z' },
        }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      ),
    );
    vi.stubGlobal('fetch', fetch);
    saveConsent({ performance: true });

    const data = await exportAccountData();

    expect(String(fetch.mock.calls[0]![0])).toMatch(/\/api\/v1\/user\/export$/);
    expect(data).toMatchObject({
      account: { id: 7 },
      listings: [],
      consents: {
        terms_accepted_at: '2026-01-02T03:04:05.000Z',
        cookies: { categories: { necessary: true, performance: true, functional: false, targeting: false } },
      },
    });
  });
});
