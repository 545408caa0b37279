import { lazy, Suspense } from 'react';
import { useHydrated } from '../lib/render-env';

/** The drawings of the whole set (≈ 40 KB of scripts): loaded only by a page that draws an icon. */
const CatalogIconSet = lazy(() => import('./catalog-icon-set'));

/**
 * A catalog icon by its name (contract/catalog-icons.ts), decorative: hidden from assistive
 * technology, nothing for an unknown name or none. Drawn once the page is running, its set
 * loaded then, so a server-drawn page's first scripts stay without it: the caller gives the
 * icon its room (a sized box), so nothing moves when it appears.
 */
export function CatalogIcon({ name, className }: { name: string | null; className?: string }) {
  const hydrated = useHydrated();
  if (!name || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CatalogIconSet name={name} className={className} />
    </Suspense>
  );
}
