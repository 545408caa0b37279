import type { ContentItem, ServiceBranch } from '@portal/contract/content';
import { CONTENT_MAX_PAGE_SIZE } from '@portal/contract/content-values';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** A published service that takes appointments, with the branches offering it. */
export interface BookableService {
  id: number;
  title: string;
  summary: string;
  branches: ServiceBranch[];
}

function bookable(item: ContentItem): BookableService | null {
  const details = item.details;
  if (details.kind !== 'service' || !details.booking || details.branches.length === 0) return null;
  return { id: item.id, title: item.title, summary: item.summary, branches: details.branches };
}

/**
 * GET /content/service: the published services, of which the booking page offers those that
 * take appointments at one branch at least (texts in the page's language).
 */
export function useBookableServices() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['appointments', 'services', locale],
    queryFn: async ({ signal }) => {
      const list = await call(contentEndpoints.listContent, {
        params: { kind: 'service' },
        query: { per_page: CONTENT_MAX_PAGE_SIZE },
        signal,
      });
      return list.data.map(bookable).filter((s): s is BookableService => s !== null);
    },
    staleTime: 60_000,
  });
}
