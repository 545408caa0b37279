import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { changeBrowseState, parseBrowseState, serializeBrowseState, type BrowseState } from './search-state';

/**
 * The list's state, read from and written to the URL query. Each change is a new history
 * entry, so the back button undoes it; the shell keeps the scroll position when only the
 * query changes (navigation-effects.tsx).
 */
export function useBrowseState(): [BrowseState, (patch: Partial<BrowseState>) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = useMemo(() => parseBrowseState(params), [params]);
  // The router applies a navigation a moment later; until the URL changes, controls show the
  // reader's choice at once instead of flicking back to the old value (a checkbox would).
  const [optimistic, setOptimistic] = useState<{ from: URLSearchParams; state: BrowseState } | null>(null);
  const state = optimistic && optimistic.from === params ? optimistic.state : parsed;
  const change = useCallback(
    (patch: Partial<BrowseState>) => {
      const nextState = changeBrowseState(state, patch);
      const next = serializeBrowseState(nextState);
      if (next.toString() === serializeBrowseState(state).toString()) return;
      setOptimistic({ from: params, state: nextState });
      setParams(next, { preventScrollReset: true });
    },
    [state, params, setParams],
  );
  return [state, change];
}

/** The query of a state after a change, for links (category links keep the other filters). */
export function hrefQuery(state: BrowseState, patch: Partial<BrowseState> = {}): string {
  const query = serializeBrowseState(changeBrowseState(state, patch)).toString();
  return query ? `?${query}` : '';
}
