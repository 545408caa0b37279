import { useCallback, useState } from 'react';

/**
 * Whether an element has come within `margin` of the viewport: for content far below the fold,
 * read only once the visitor scrolls toward it. Once true it stays true. Where the browser has no
 * IntersectionObserver, true as soon as the element is attached; on the server, false.
 */
export function useNearViewport<T extends Element>(
  margin = '800px',
): [(node: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node || near) return undefined;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
