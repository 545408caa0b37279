import type { ContentItem } from '@portal/contract/content';
import { contentEndpoints } from '@portal/contract/endpoints/content';
import type { Locale } from '@portal/contract/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';

/** An episode as the content API lists it. */
export type Episode = ContentItem & { details: Extract<ContentItem['details'], { kind: 'episode' }> };

/** Episodes on the page: the whole podcast at once (a podcast has tens of episodes, not thousands). */
const PER_PAGE = 100;

/** GET /content/episode: the published episodes in the visitor's language (or another when missing). */
export async function listEpisodes(signal?: AbortSignal): Promise<Episode[]> {
  const list = await call(contentEndpoints.listContent, {
    params: { kind: 'episode' },
    query: { per_page: PER_PAGE },
    signal,
  });
  return list.data.filter((item): item is Episode => item.details.kind === 'episode');
}

export function episodesQuery(locale: Locale) {
  return queryOptions({
    queryKey: ['podcast', 'episodes', locale],
    queryFn: ({ signal }) => listEpisodes(signal),
    staleTime: 60_000,
  });
}

export function useEpisodes() {
  return useQuery(episodesQuery(useLocale()));
}
