import type { PublicUser } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a server-rendered route reads, fetched before its one render
 * (docs/decisions/035-one-pass-page-rendering.md): the route's parameters and query, the
 * page's language, and the QueryClient the render then reads. A prefetch fills the client
 * with the same `queryOptions` factories its components use, so both name the same queries;
 * a query the render asks for and the prefetch did not fill fails the page (and its test).
 */
export interface PrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
  locale: Locale;
  user: PublicUser | null;
  queryClient: QueryClient;
}

export type Prefetch = (context: PrefetchContext) => Promise<unknown>;
