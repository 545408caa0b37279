import { describe, expect, it } from 'vitest';
import { scopeOf } from './request-scope';

describe('request scope', () => {
  it('reads a key once per request and never across requests', async () => {
    const first = {};
    const second = {};
    let reads = 0;
    const read = async () => ++reads;
    expect(await scopeOf(first).once('a', read)).toBe(1);
    expect(await scopeOf(first).once('a', read)).toBe(1);
    expect(await scopeOf(second).once('a', read)).toBe(2);
    expect(reads).toBe(2);
  });

  it('shares a read still in flight', async () => {
    const request = {};
    let reads = 0;
    const read = () => new Promise<number>((resolve) => setTimeout(() => resolve(++reads), 5));
    const both = await Promise.all([scopeOf(request).once('a', read), scopeOf(request).once('a', read)]);
    expect(both).toEqual([1, 1]);
  });

  it('forgets a failed read and answers what was put under another key', async () => {
    const request = {};
    await expect(scopeOf(request).once('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await scopeOf(request).once('a', async () => 'again')).toBe('again');
    scopeOf(request).put('b', 42);
    expect(await scopeOf(request).once('b', async () => 0)).toBe(42);
  });
});
