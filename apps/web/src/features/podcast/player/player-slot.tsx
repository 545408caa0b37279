import { lazy, Suspense } from 'react';
import { usePlayerSelect } from './player-store';

/** The bar's code and strings load only once something plays: other pages pay nothing for it. */
const MiniPlayer = lazy(() => import('./mini-player'));

/**
 * The place of the mini-player in the app shell (root layout): outside the routed page, so
 * moving between pages neither unmounts it nor stops the sound.
 */
export function PlayerSlot() {
  const active = usePlayerSelect((s) => s.episode !== null);
  if (!active) return null;
  return (
    <>
      {/* Room at the end of the page, so the fixed bar never covers the footer's last line. */}
      <div aria-hidden="true" className="h-24" />
      <Suspense fallback={null}>
        <MiniPlayer />
      </Suspense>
    </>
  );
}
