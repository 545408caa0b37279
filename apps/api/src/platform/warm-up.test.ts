import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUp } from './warm-up';

afterEach(() => vi.restoreAllMocks());

/** An app whose every page takes `pageMs` of a clock the test moves (performance.now). */
function fakeApp(pageMs: number) {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  const urls: string[] = [];
  return {
    urls,
    inject: async ({ url }: { url: string }) => {
      urls.push(url);
      now += pageMs;
      return {};
    },
  };
}

describe('warmUp', () => {
  it('draws every warm-up page in each language when they are quick', async () => {
    const app = fakeApp(0);
    const result = await warmUp(app as never, 10_000);
    expect(result.pages).toBe(app.urls.length);
    expect(app.urls).toContain('/home?lang=ar');
    expect(app.urls).toContain('/sales?q=telephone&lang=fr');
    expect(app.urls.filter((u) => u.endsWith('lang=en'))).toHaveLength(app.urls.length / 3);
  });

  it('stops once its time is spent, finishing the page begun, so a slow catalog does not delay listening', async () => {
    const app = fakeApp(60);
    const result = await warmUp(app as never, 100);
    expect(result.pages).toBe(2);
    expect(app.urls).toEqual(['/home?lang=ar', '/sales?lang=ar']);
  });

  it('goes on after a page that fails', async () => {
    let calls = 0;
    const app = {
      inject: async () => {
        calls += 1;
        if (calls === 1) throw new Error('no database yet');
        return {};
      },
    };
    const result = await warmUp(app as never, 10_000);
    expect(result.pages).toBe(calls);
    expect(calls).toBeGreaterThan(1);
  });
});
