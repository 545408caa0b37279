import type { RouteName } from '@portal/contract/routes';
import type { SsrModule } from '@portal/contract/ssr';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { AnswerMessage, ReadMessage, RenderTask } from './render-worker';

/**
 * The SPA's server rendering on `threads` worker threads (piscina): a page's React render, the
 * CPU of a drawing, runs beside the main thread, which keeps answering the API and reads the
 * page's data for the thread (its endpoint readers, page-data.ts) over a MessagePort. With the
 * embedded database (one process), this is how the server uses more than one core
 * (docs/decisions/035-one-pass-page-rendering.md).
 */
export async function renderPool(options: {
  /** The built rendering module (apps/web/dist-ssr/entry-server.js). */
  entry: string;
  /** The built worker (dist/platform/render-worker.js). */
  worker: string;
  threads: number;
  routes: readonly RouteName[];
}): Promise<SsrModule & { close(): Promise<void> }> {
  const pool = new Piscina({
    filename: options.worker,
    minThreads: options.threads,
    maxThreads: options.threads,
    // Each thread draws a page while another's reads are on their way.
    concurrentTasksPerWorker: 2,
    // The rendering's React reads NODE_ENV, set by the server before it loads.
    env: process.env,
    workerData: { entry: options.entry, routes: options.routes },
  });
  return {
    // The threads load the rendering and its pages as they start.
    prepare: async () => undefined,
    async render({ read, ...request }) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', ({ id, endpoint, input }: ReadMessage) => {
        read(endpoint, input).then(
          // The text alone crosses to the thread: a value would be copied piece by piece.
          ({ value: _value, ...answer }) => port1.postMessage({ id, answer } satisfies AnswerMessage),
          (error: unknown) => port1.postMessage({ id, error: String(error) } satisfies AnswerMessage),
        );
      });
      try {
        return await pool.run({ request, port: port2 } satisfies RenderTask, { transferList: [port2] });
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}
