/**
 * The heap each process of a clustered server may grow to, in MB, unless the operator chose one
 * (`--max-old-space-size` in NODE_OPTIONS or on the command line). V8 otherwise lets a busy
 * process's heap grow to a quarter of the machine's memory before collecting what it no longer
 * holds: under `bench:pages` at a million listings a process passed 1 GB of resident memory
 * while what it kept alive (drawn pages, match sets, memos: a few hundred MB at most) stayed far
 * below. With this limit the collector runs earlier and the process stays under 1 GB
 * (docs/operations.md, "Several processes").
 */
export const WORKER_HEAP_MB = 640;

/** The Node flags a worker starts with: the first process's own, and the heap limit unless one is set. */
export function workerExecArgv(execArgv: readonly string[], nodeOptions: string | undefined): string[] {
  const chosen = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)].some((flag) =>
    /^--max[-_]old[-_]space[-_]size(=|$)/.test(flag),
  );
  return chosen ? [...execArgv] : [...execArgv, `--max-old-space-size=${WORKER_HEAP_MB}`];
}

/**
 * The allocator's setting each process of a clustered server starts with, unless the operator
 * set it: glibc's malloc raises its threshold for serving a large block from its own heap each
 * time such a block is freed (the index's columns grow by copying while it loads; drawn pages
 * are compressed into buffers of a few hundred KB), and the heap then keeps freed memory it
 * cannot give back. A fixed threshold of 128 KB serves every larger block by its own mapping,
 * returned at once: at a million listings a process held about 110 MB less under never-seen
 * pages, at the same rate (docs/operations.md, "Several processes").
 */
export function workerEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return env.MALLOC_MMAP_THRESHOLD_ === undefined ? { MALLOC_MMAP_THRESHOLD_: '131072' } : {};
}
