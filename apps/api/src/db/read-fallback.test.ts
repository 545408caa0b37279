import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ReplicaFallbackPool, type PoolLike } from './read-fallback';

/** A pool whose answers the test decides: `answer` gets the query's text and parameters. */
function fakePool(answer: (text: string, values?: unknown[]) => Promise<unknown[]>) {
  const texts: string[] = [];
  const pool = {
    async query(text: string, values?: unknown[]) {
      texts.push(text);
      return { rows: await answer(text, values) } as pg.QueryResult;
    },
    async connect() {
      throw new Error('not used');
    },
  } as unknown as PoolLike;
  return { pool, texts };
}

const refused = () =>
  Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));

describe('ReplicaFallbackPool', () => {
  it('gives the reads back to a standby only once it has replayed what the primary had', async () => {
    let down = true;
    let replayedTo = 0;
    const replica = fakePool(async (text, values) => {
      if (down) return refused();
      if (text.includes('pg_last_wal_replay_lsn')) {
        // The primary is at position 3 (below); the standby replays one step per check.
        replayedTo += 1;
        return [{ caught_up: replayedTo >= Number(values?.[0]) }];
      }
      return [{ from: 'replica' }];
    });
    const primary = fakePool(async (text) =>
      text.includes('pg_current_wal_lsn') ? [{ lsn: '3' }] : [{ from: 'primary' }],
    );
    const pool = new ReplicaFallbackPool(replica.pool, primary.pool, 0);
    const read = async () => (await pool.query('select 1 as from')).rows[0] as { from: string };

    expect(await read()).toEqual({ from: 'primary' });
    expect(pool.up()).toBe(false);
    down = false;
    // This read starts the check and goes to the primary; the next waits for the standby to catch up.
    expect(await read()).toEqual({ from: 'primary' });
    expect(await read()).toEqual({ from: 'replica' });
    expect(replayedTo).toBe(3);
    expect(pool.up()).toBe(true);
  });

  it('passes on errors of the query itself without falling back', async () => {
    const replica = fakePool(() =>
      Promise.reject(Object.assign(new Error('syntax error'), { code: '42601' })),
    );
    const primary = fakePool(async () => [{ from: 'primary' }]);
    const pool = new ReplicaFallbackPool(replica.pool, primary.pool, 0);
    await expect(pool.query('selec 1')).rejects.toThrow('syntax error');
    expect(pool.up()).toBe(true);
    expect(primary.texts).toEqual([]);
  });
});
