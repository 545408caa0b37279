import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's fragment names into view once the content that holds it is
 * drawn (`ready`): a visitor arriving from a shared link to a heading or an FAQ entry lands on
 * it. The scroll waits a frame, after the route change's own scroll to the top.
 * `onFound` lets a page open the element first (an FAQ answer).
 */
export function useHashTarget(ready: boolean, onFound?: (id: string) => void): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return;
    }
    onFound?.(id);
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
    // onFound is read at that moment only; a new function each render must not scroll again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, hash]);
}
