import { SSR_SCRIPTS_ID } from '@portal/contract/ssr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS, preloadPageScripts } from './page-scripts';

const list = (json: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SSR_SCRIPTS_ID;
  block.textContent = json;
  document.body.appendChild(block);
};
const preloaded = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('preloadPageScripts', () => {
  it('asks for the scripts a rendered page lists, once each, as module preloads', () => {
    list('["/build/assets/main-abc.js","/build/assets/sales-page-def.js"]');
    expect(preloadPageScripts()).toEqual(['/build/assets/main-abc.js', '/build/assets/sales-page-def.js']);
    expect(preloaded()).toEqual(['/build/assets/main-abc.js', '/build/assets/sales-page-def.js']);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
    // Already asked (or preloaded by the HTML): not again.
    expect(preloadPageScripts()).toEqual([]);
    expect(preloaded()).toHaveLength(2);
  });

  it('does nothing on a page the browser draws, or with a list it cannot read', () => {
    expect(preloadPageScripts()).toEqual([]);
    list('not json');
    expect(preloadPageScripts()).toEqual([]);
    document.body.innerHTML = '';
    list('{"a":1}');
    expect(preloadPageScripts()).toEqual([]);
  });

  it('only takes the built scripts of the site itself', () => {
    list('["https://elsewhere.test/x.js","/build/assets/ok.js",3]');
    expect(preloadPageScripts()).toEqual(['/build/assets/ok.js']);
  });
});

describe('afterFirstPaint', () => {
  type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;
  const fakeWindow = (withPaintEntries: boolean) => {
    const observers: { callback: Callback; disconnected: boolean }[] = [];
    class FakeObserver {
      static supportedEntryTypes = withPaintEntries ? ['paint', 'longtask'] : ['longtask'];
      private record: { callback: Callback; disconnected: boolean };
      constructor(callback: Callback) {
        this.record = { callback, disconnected: false };
        observers.push(this.record);
      }
      observe() {}
      disconnect() {
        this.record.disconnected = true;
      }
    }
    const frames: (() => void)[] = [];
    const win = {
      setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      PerformanceObserver: FakeObserver,
    } as unknown as Window & typeof globalThis;
    const paint = (name: string) =>
      observers.forEach(({ callback }) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
    return { win, observers, frames, paint };
  };

  it('runs once the first contentful paint is reported, in a task of its own, once', async () => {
    vi.useFakeTimers();
    const { win, observers, paint } = fakeWindow(true);
    const then = vi.fn();
    afterFirstPaint(then, win);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(then).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observers[0]!.disconnected).toBe(true);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('does not wait for ever for a paint that never comes', async () => {
    vi.useFakeTimers();
    const { win } = fakeWindow(true);
    const then = vi.fn();
    afterFirstPaint(then, win);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(then).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('falls back to the next frame where paint entries are not reported', async () => {
    vi.useFakeTimers();
    const { win, frames } = fakeWindow(false);
    const then = vi.fn();
    afterFirstPaint(then, win);
    expect(frames).toHaveLength(1);
    frames[0]!();
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
