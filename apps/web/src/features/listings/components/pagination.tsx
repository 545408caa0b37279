import { Pagination as PageLinks } from '../../../ui/pagination';
import type { BrowseState } from '../search-state';
import { hrefQuery } from '../use-browse-state';

/** The browsing pages' pagination: each page's link keeps the filters of the current search. */
export function Pagination({ state, last }: { state: BrowseState; last: number }) {
  return <PageLinks current={state.page} last={last} hrefOf={(page) => hrefQuery(state, { page })} />;
}
