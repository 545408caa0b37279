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

/** Draws the warm-up pages in every language, in-process, ignoring their answers; returns the time taken. */
export async function warmUp(app: FastifyInstance): Promise<number> {
  const started = performance.now();
  for (const locale of LOCALES) {
    for (const path of WARM_UP_PATHS) {
      const url = `${path}${path.includes('?') ? '&' : '?'}lang=${locale}`;
      // A failed warm-up page costs nothing but its own time: the process serves anyway.
      await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } }).catch(() => undefined);
    }
  }
  return Math.round(performance.now() - started);
}
