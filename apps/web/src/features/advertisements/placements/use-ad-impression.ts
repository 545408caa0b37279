import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { recordAdImpression } from '../api/record-ad-impression';

/**
 * Reports an impression once the advertisement is at least half on screen, once per
 * advertisement and page view (a new page view observes again; the server keeps one per
 * visitor and day). Without IntersectionObserver nothing is reported: never a guessed count.
 */
export function useAdImpression(element: RefObject<HTMLElement | null>, adId: number): void {
  const { key } = useLocation();
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const node = element.current;
    const viewKey = `${key}:${adId}`;
    if (!node || typeof IntersectionObserver === 'undefined' || reported.current.has(viewKey)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.5)) return;
        observer.disconnect();
        reported.current.add(viewKey);
        // A lost impression is not worth bothering the visitor about.
        recordAdImpression(adId).catch(() => undefined);
      },
      { threshold: 0.5 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [element, adId, key]);
}
