import { describe, expect, it } from 'vitest';
import { createVersionedMemo } from './http-cache';

describe('createVersionedMemo', () => {
  const counting = () => {
    let builds = 0;
    return {
      build: (value: string) => async () => {
        builds += 1;
        return value;
      },
      builds: () => builds,
    };
  };

  it('builds once per key and version, and again when the version moves', async () => {
    const memo = createVersionedMemo<string>(60_000);
    const c = counting();
    expect(await memo('k', '1', c.build('a'))).toBe('a');
    expect(await memo('k', '1', c.build('b'))).toBe('a');
    expect(await memo('k', '2', c.build('c'))).toBe('c');
    expect(c.builds()).toBe(2);
  });

  it('shares one build between requests that miss the same key together', async () => {
    const memo = createVersionedMemo<string>(60_000);
    const c = counting();
    const answers = await Promise.all([1, 2, 3].map(() => memo('k', '1', c.build('a'))));
    expect(answers).toEqual(['a', 'a', 'a']);
    expect(c.builds()).toBe(1);
  });

  it('does not keep a failed build', async () => {
    const memo = createVersionedMemo<string>(60_000);
    await expect(
      memo('k', '1', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await memo('k', '1', async () => 'a')).toBe('a');
  });

  it('drops the least recently used entry beyond its size', async () => {
    const memo = createVersionedMemo<string>(60_000, 2);
    const c = counting();
    await memo('a', '1', c.build('a'));
    await memo('b', '1', c.build('b'));
    await memo('a', '1', c.build('a')); // a is now the most recent
    await memo('c', '1', c.build('c')); // b goes
    expect(c.builds()).toBe(3);
    await memo('a', '1', c.build('a'));
    expect(c.builds()).toBe(3);
    await memo('b', '1', c.build('b'));
    expect(c.builds()).toBe(4);
  });

  it('drops the least recently used values beyond its weight budget, keeping one however large', async () => {
    const memo = createVersionedMemo<string>(60_000, 100, { max: 10, weigh: (value) => value.length });
    const c = counting();
    await memo('a', '1', c.build('aaaa'));
    await memo('b', '1', c.build('bbbb'));
    await memo('a', '1', c.build('aaaa')); // a is now the most recent
    await memo('c', '1', c.build('cccc')); // 12 > 10: b goes
    expect(c.builds()).toBe(3);
    await memo('a', '1', c.build('aaaa'));
    await memo('c', '1', c.build('cccc'));
    expect(c.builds()).toBe(3);
    await memo('b', '1', c.build('bbbb'));
    expect(c.builds()).toBe(4);
    // Larger than the whole budget: kept alone (the others go) rather than built at every request.
    await memo('huge', '1', c.build('x'.repeat(50)));
    await memo('huge', '1', c.build('x'.repeat(50)));
    expect(c.builds()).toBe(5);
    await memo('a', '1', c.build('aaaa'));
    expect(c.builds()).toBe(6);
  });

  it('builds again past its age even when the version is the same', async () => {
    const memo = createVersionedMemo<string>(0);
    const c = counting();
    await memo('k', '1', c.build('a'));
    await new Promise((resolve) => setTimeout(resolve, 2));
    await memo('k', '1', c.build('b'));
    expect(c.builds()).toBe(2);
  });
});
