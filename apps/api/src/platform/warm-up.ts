import type { FastifyInstance } from 'fastify';
import { LOCALES } from '@portal/contract/locale';

/**
 * Pages a process draws once before it takes its first connection. A process just started
 * runs its code unoptimized and holds none of what every page shares (catalog, settings, the
 * drawn home and lists): its first requests cost several times the usual. Behind a load balancer
 * it is given its share of the traffic at once, and under a busy site's load those first
 * seconds filled its queue and shed requests with 503 (docs/decisions/043, the 10-minute runs).
 */
const WARM_UP_PATHS = ['/home', '/sales', '/announcements', '/sales?q=telephone', '/announcements?q=سيارة'];

/**
 * How long the warm-up may go on before the process listens anyway. On a large catalog whose
 * search index is still loading, a keyword page drawn through the database takes seconds; at a
 * million listings on a busy machine the whole round passed the minute a supervisor waits for a
 * process to listen. A page begun is finished (its own drawing is bounded by the renderer's
 * time limit), then the warm-up stops.
 */
export const WARM_UP_BUDGET_MS = 8_000;

/**
 * Draws the warm-up pages in every language, in-process, ignoring their answers, until they are
 * all drawn or `budgetMs` has passed; returns the time taken and how many pages were drawn.
 */
export async function warmUp(
  app: Pick<FastifyInstance, 'inject'>,
  budgetMs = WARM_UP_BUDGET_MS,
): Promise<{ ms: number; pages: number }> {
  const started = performance.now();
  let pages = 0;
  for (const locale of LOCALES) {
    for (const path of WARM_UP_PATHS) {
      if (performance.now() - started >= budgetMs)
        return { ms: Math.round(performance.now() - started), pages };
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
      // A failed warm-up page costs nothing but its own time: the process serves anyway.
      await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }).catch(() => undefined);
      pages += 1;
    }
  }
  return { ms: Math.round(performance.now() - started), pages };
}
