import type { ContactThreadList } from '@portal/contract/contact';
import type { ContactThreadState } from '@portal/contract/contact-values';
import type { ContactDeps } from './deps';
import { selectThreads } from './queries';
import { threadSummary } from './thread-view';

/** The staff's inbox: one page of threads, newest first, narrowed by state and words. */
export async function listThreads(
  deps: ContactDeps,
  query: { page: number; per_page: number; state?: ContactThreadState | undefined; q?: string | undefined },
): Promise<ContactThreadList> {
  const { rows, total } = await selectThreads(
    deps.db,
    { state: query.state, q: query.q || undefined },
    { limit: query.per_page, offset: (query.page - 1) * query.per_page },
  );
  return {
    data: rows.map(threadSummary),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}
