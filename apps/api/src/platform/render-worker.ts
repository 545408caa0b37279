/**
 * A rendering thread (render-pool.ts): the SPA's server rendering, loaded once with its
 * pages, drawing one page per task. What the page reads is asked of the main thread, which
 * holds the database and the API's readers, over the task's MessagePort.
 */
import type { RouteName } from '@portal/contract/routes';
import type {
  SsrModule,
  SsrReadAnswer,
  SsrReadInput,
  SsrRenderRequest,
  SsrRenderResult,
} from '@portal/contract/ssr';
import { pathToFileURL } from 'node:url';
import { workerData, type MessagePort } from 'node:worker_threads';

export interface RenderTask {
  request: Omit<SsrRenderRequest, 'read'>;
  /** Reads go out as { id, endpoint, input } and come back as { id, answer } or { id, error }. */
  port: MessagePort;
}

export type ReadMessage = { id: number; endpoint: string; input: SsrReadInput };
export type AnswerMessage = { id: number; answer: SsrReadAnswer } | { id: number; error: string };

const { entry, routes } = workerData as { entry: string; routes: RouteName[] };
const ssr = (await import(pathToFileURL(entry).href)) as SsrModule;
await ssr.prepare(routes);

export default async function render({ request, port }: RenderTask): Promise<SsrRenderResult> {
  const waiting = new Map<
    number,
    { resolve: (answer: SsrReadAnswer) => void; reject: (error: Error) => void }
  >();
  let next = 0;
  port.on('message', (message: AnswerMessage) => {
    const pending = waiting.get(message.id);
    waiting.delete(message.id);
    if ('error' in message) pending?.reject(new Error(message.error));
    else pending?.resolve(message.answer);
  });
  try {
    return await ssr.render({
      ...request,
      read: (endpoint, input) =>
        new Promise<SsrReadAnswer>((resolve, reject) => {
          const id = next++;
          waiting.set(id, { resolve, reject });
          port.postMessage({ id, endpoint, input } satisfies ReadMessage);
        }),
    });
  } finally {
    port.close();
  }
}
