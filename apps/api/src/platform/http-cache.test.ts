import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAskedBefore, createBodyMemo, createVersionedMemo, createVersionedRecords } from './http-cache';

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

  it('gives a value it may not keep to the requests that shared its build, then builds again', async () => {
    const memo = createVersionedMemo<string>(60_000, 100, {
      max: 100,
      weigh: (value) => value.length,
      keep: (value) => value !== 'only now',
    });
    const c = counting();
    const shared = await Promise.all([1, 2].map(() => memo('k', '1', c.build('only now'))));
    expect(shared).toEqual(['only now', 'only now']);
    expect(c.builds()).toBe(1);
    expect(await memo('k', '1', c.build('kept'))).toBe('kept');
    expect(await memo('k', '1', c.build('other'))).toBe('kept');
    expect(c.builds()).toBe(2);
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

describe('createVersionedRecords', () => {
  /** A read that returns `name:id` for ids below 100 (the others do not exist), and logs its ids. */
  const reading = (name: string) => {
    const reads: number[][] = [];
    return {
      read: async (ids: number[]) => {
        reads.push(ids);
        return new Map(ids.filter((id) => id < 100).map((id) => [id, `${name}:${id}`]));
      },
      reads,
    };
  };

  it('reads only the ids it does not hold, in one batch, and answers in the order asked', async () => {
    const records = createVersionedRecords<string>(60_000, 100);
    const r = reading('a');
    expect([...(await records([1, 2], '1', r.read))]).toEqual([
      [1, 'a:1'],
      [2, 'a:2'],
    ]);
    expect([...(await records([3, 2, 1, 4], '1', r.read)).values()]).toEqual(['a:3', 'a:2', 'a:1', 'a:4']);
    expect(r.reads).toEqual([
      [1, 2],
      [3, 4],
    ]);
    // Nothing missing: no read at all.
    await records([4, 1], '1', r.read);
    expect(r.reads).toHaveLength(2);
  });

  it('reads again every id when the version moves', async () => {
    const records = createVersionedRecords<string>(60_000, 100);
    await records([1, 2], '1', reading('old').read);
    const r = reading('new');
    expect([...(await records([1, 2], '2', r.read)).values()]).toEqual(['new:1', 'new:2']);
    expect(r.reads).toEqual([[1, 2]]);
  });

  it('reads again past its age by the clock, though the version is the same', async () => {
    let now = 1_000;
    const records = createVersionedRecords<string>(30_000, 100, () => now);
    await records([1], '1', reading('old').read);
    now += 29_999;
    expect((await records([1], '1', reading('kept').read)).get(1)).toBe('old:1');
    now += 1;
    expect((await records([1], '1', reading('new').read)).get(1)).toBe('new:1');
  });

  it('leaves out ids the read did not find, and remembers them as missing for the version', async () => {
    const records = createVersionedRecords<string>(60_000, 100);
    const r = reading('a');
    expect([...(await records([1, 200], '1', r.read)).keys()]).toEqual([1]);
    expect([...(await records([200], '1', r.read)).keys()]).toEqual([]);
    expect(r.reads).toEqual([[1, 200]]);
  });

  it('shares a read between requests that miss the same id together, and keeps no failed read', async () => {
    const records = createVersionedRecords<string>(60_000, 100);
    const r = reading('a');
    await Promise.all([records([1], '1', r.read), records([1], '1', r.read)]);
    expect(r.reads).toEqual([[1]]);
    const failing = () => Promise.reject(new Error('down'));
    await expect(records([5], '1', failing)).rejects.toThrow('down');
    expect((await records([5], '1', r.read)).get(5)).toBe('a:5');
  });

  it('drops the least recently used ids beyond its size', async () => {
    const records = createVersionedRecords<string>(60_000, 2);
    const r = reading('a');
    await records([1, 2], '1', r.read);
    await records([1], '1', r.read);
    await records([3], '1', r.read);
    // 2 was the least recently used: read again; 1 and 3 are kept.
    await records([1, 2, 3], '1', r.read);
    expect(r.reads).toEqual([[1, 2], [3], [2]]);
  });
});

describe('createAskedBefore', () => {
  it('says yes from the second ask under the same version, and forgets the least recent', () => {
    const askedBefore = createAskedBefore(2);
    expect(askedBefore('a', '1')).toBe(false);
    expect(askedBefore('a', '1')).toBe(true);
    expect(askedBefore('a', '2')).toBe(false);
    expect(askedBefore('b', '2')).toBe(false);
    // Three keys in a memory of two: 'a', the least recently asked, is forgotten.
    expect(askedBefore('c', '2')).toBe(false);
    expect(askedBefore('b', '2')).toBe(true);
    expect(askedBefore('a', '2')).toBe(false);
  });
});

describe('createBodyMemo', () => {
  const schema = z.object({ n: z.number() });

  it('marks its answers shared by default, and not when they are one per query (searches)', async () => {
    const shared = await createBodyMemo()('k', '1', schema, async () => ({ n: 1 }));
    const perQuery = await createBodyMemo(1_000, 10, { perQuery: true })('k', '1', schema, async () => ({
      n: 1,
    }));
    expect([shared.body, shared.shared]).toEqual(['{"n":1}', true]);
    expect([perQuery.body, perQuery.shared]).toEqual(['{"n":1}', false]);
  });

  it('keeps a per-query answer from its second ask under a version', async () => {
    const memo = createBodyMemo(60_000, 10, { perQuery: true });
    let builds = 0;
    const ask = (version: string) => memo('q', version, schema, async () => ({ n: ++builds }));
    expect((await ask('1')).body).toBe('{"n":1}');
    expect((await ask('1')).body).toBe('{"n":2}');
    expect((await ask('1')).body).toBe('{"n":2}');
    // A new version: asked once again before it is kept.
    expect((await ask('2')).body).toBe('{"n":3}');
    expect((await ask('2')).body).toBe('{"n":4}');
    expect((await ask('2')).body).toBe('{"n":4}');
  });
});
