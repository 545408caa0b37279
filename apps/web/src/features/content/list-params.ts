import { useSearchParams } from 'react-router';
import { listFiltersOf } from './list-inputs';

/**
 * A list page's filters live in its address (`?page=`, `?category=`, `?q=`, `?tag=`, `?type=`),
 * so a filtered page can be shared, reloaded, drawn by the server and walked back with the
 * browser's buttons. Changing a filter starts again from the first page.
 */
export function useListParams() {
  const [search, setSearch] = useSearchParams();
  const { page, get } = listFiltersOf(search);
  const set = (changes: Record<string, string>, options: { replace?: boolean } = {}) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(changes)) {
      if (value === '') next.delete(name);
      else next.set(name, value);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: options.replace ?? false, preventScrollReset: true });
  };
  /** The address of page `n` with the current filters, for pagination links. */
  const hrefOfPage = (n: number) => {
    const next = new URLSearchParams(search);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  return { page, get, set, hrefOfPage };
}
