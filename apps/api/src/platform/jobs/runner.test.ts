import { afterEach, describe, expect, it, vi } from 'vitest';
import { startJobRunner, type Job, type JobLogger, type JobRunner, type JobStore } from './runner';

/** job_runs in memory, with the claim rules of job-runs-queries.ts and a clock the test moves. */
function memoryStore() {
  let clock = 0;
  const rows = new Map<string, { next: number; runs: number; started: number; error: string | null }>();
  const store: JobStore = {
    async register(names) {
      for (const name of names)
        if (!rows.has(name)) rows.set(name, { next: clock, runs: 0, started: 0, error: null });
    },
    async claim(name, leaseMs) {
      const row = rows.get(name);
      if (!row || row.next > clock) return null;
      row.runs += 1;
      row.next = clock + leaseMs;
      row.started = clock;
      return row.runs;
    },
    async finish(name, token, { intervalMs, error }) {
      const row = rows.get(name)!;
      if (row.runs !== token) return false;
      row.next = row.started + intervalMs;
      row.error = error;
      return true;
    },
  };
  return { store, rows, advance: (ms: number) => (clock += ms) };
}

function logger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies JobLogger;
}

const runners: JobRunner[] = [];
function start(options: Parameters<typeof startJobRunner>[0]): JobRunner {
  const runner = startJobRunner({ poll: false, ...options });
  runners.push(runner);
  return runner;
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  vi.useRealTimers();
});

describe('job runner', () => {
  it('of two runners on one store, only one runs a due job', async () => {
    const { store } = memoryStore();
    let running = 0;
    let maxRunning = 0;
    const run = vi.fn(async () => {
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
    });
    const job: Job = { name: 'expire', intervalMs: 60_000, run };
    const a = start({ store, jobs: [job], log: logger() });
    const b = start({ store, jobs: [job], log: logger() });

    const [ranByA, ranByB] = await Promise.all([a.runDue(), b.runDue()]);

    expect(run).toHaveBeenCalledOnce();
    expect(maxRunning).toBe(1);
    expect([...ranByA, ...ranByB]).toEqual(['expire']);
  });

  it('runs a job again one interval after its last start, not before', async () => {
    const { store, advance } = memoryStore();
    const run = vi.fn(async () => undefined);
    const runner = start({ store, jobs: [{ name: 'tick', intervalMs: 60_000, run }], log: logger() });

    expect(await runner.runDue()).toEqual(['tick']);
    advance(59_999);
    expect(await runner.runDue()).toEqual([]);
    advance(1);
    expect(await runner.runDue()).toEqual(['tick']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failing job, records its error and goes on with the next job', async () => {
    const { store, rows } = memoryStore();
    const log = logger();
    const after = vi.fn(async () => ({ deleted: 2 }));
    const runner = start({
      store,
      jobs: [
        {
          name: 'broken',
          intervalMs: 1_000,
          run: async () => {
            throw new Error('disk full\nforged log line');
          },
        },
        { name: 'after', intervalMs: 1_000, run: after },
      ],
      log,
    });

    await expect(runner.runDue()).resolves.toEqual(['broken', 'after']);

    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'broken', error: 'disk full forged log line' }),
      'job failed; will run again',
    );
    expect(rows.get('broken')!.error).toBe('disk full forged log line');
    expect(after).toHaveBeenCalledOnce();
    expect(rows.get('after')!.error).toBeNull();
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ job: 'after', deleted: 2 }), 'job ran');
  });

  it('logs a run that did nothing at debug level only', async () => {
    const { store } = memoryStore();
    const log = logger();
    const runner = start({
      store,
      jobs: [{ name: 'idle', intervalMs: 1_000, run: async () => ({ expired: 0 }) }],
      log,
    });
    await runner.runDue();
    expect(log.info).not.toHaveBeenCalled();
    expect(log.debug).toHaveBeenCalledWith(expect.objectContaining({ job: 'idle', expired: 0 }), 'job ran');
  });

  it('polls in the background from the start, and survives a store that fails', async () => {
    vi.useFakeTimers();
    const { store } = memoryStore();
    const log = logger();
    const claim = vi
      .spyOn(store, 'claim')
      .mockRejectedValueOnce(new Error('connection refused'))
      .mockImplementation(async () => 1);
    const run = vi.fn(async () => undefined);
    runners.push(
      startJobRunner({ store, jobs: [{ name: 'bg', intervalMs: 1_000, run }], log, pollIntervalMs: 1_000 }),
    );

    await vi.advanceTimersByTimeAsync(0);
    expect(log.error).toHaveBeenCalledWith(
      { error: 'connection refused' },
      'job runner: looking for due jobs failed; will try again',
    );
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(run).toHaveBeenCalledOnce();
    expect(claim).toHaveBeenCalledTimes(2);
  });

  it('stops cleanly: the run in flight is told to stop and awaited, nothing runs after', async () => {
    const { store, advance } = memoryStore();
    let release: () => void = () => undefined;
    let seenSignal: AbortSignal | undefined;
    const run = vi.fn(
      ({ signal }: { signal: AbortSignal }) =>
        new Promise<undefined>((resolve) => {
          seenSignal = signal;
          release = () => resolve(undefined);
        }),
    );
    const runner = start({ store, jobs: [{ name: 'slow', intervalMs: 1_000, run }], log: logger() });

    const pass = runner.runDue();
    await vi.waitFor(() => expect(run).toHaveBeenCalledOnce());
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(seenSignal?.aborted).toBe(true);
    expect(stopped).toBe(false);
    release();
    await stopping;
    await expect(pass).resolves.toEqual(['slow']);

    advance(10_000);
    await expect(runner.runDue()).resolves.toEqual([]);
    expect(run).toHaveBeenCalledOnce();
  });

  it('refuses two jobs of one name', () => {
    const run = async () => undefined;
    expect(() =>
      startJobRunner({
        store: memoryStore().store,
        jobs: [
          { name: 'same', intervalMs: 1, run },
          { name: 'same', intervalMs: 1, run },
        ],
        log: logger(),
        poll: false,
      }),
    ).toThrow('Two jobs are named same');
  });
});
