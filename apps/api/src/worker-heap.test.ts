import { describe, expect, it } from 'vitest';
import { WORKER_HEAP_MB, workerEnv, workerExecArgv } from './worker-heap';

describe('workerExecArgv', () => {
  it('adds the heap limit to the first process own flags', () => {
    expect(workerExecArgv(['--enable-source-maps'], undefined)).toEqual([
      '--enable-source-maps',
      `--max-old-space-size=${WORKER_HEAP_MB}`,
    ]);
  });

  it('keeps the limit the operator chose, in NODE_OPTIONS or on the command line', () => {
    expect(workerExecArgv([], '--enable-source-maps --max-old-space-size=2048')).toEqual([]);
    expect(workerExecArgv(['--max_old_space_size=300'], '')).toEqual(['--max_old_space_size=300']);
  });
});

describe('workerEnv', () => {
  it("fixes the allocator's threshold for large blocks unless the operator set one", () => {
    expect(workerEnv({})).toEqual({ MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(workerEnv({ MALLOC_MMAP_THRESHOLD_: '1048576' })).toEqual({});
  });
});
