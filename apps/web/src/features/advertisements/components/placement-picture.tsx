import type { AdPlacement } from '@portal/contract/advertisements-values';
import { useTranslation } from '../../../lib/use-translation';
import { PLACEMENT_LABELS } from '../labels';

/** The spot the advertisement takes, drawn in the brand's colour over a grey page. */
const SPOT = 'fill-brand-600';
const PAGE = 'fill-slate-200';

/** One highlighted shape per placement, on a page of 120 × 90 (header 0–12, content below). */
function Spot({ placement }: { placement: AdPlacement }) {
  switch (placement) {
    case 'page_top_bar':
      return <rect x="4" y="4" width="112" height="5" rx="1" className={SPOT} />;
    case 'popup':
      return (
        <>
          <rect x="4" y="14" width="112" height="72" className="fill-slate-900/30" />
          <rect x="35" y="24" width="50" height="50" rx="3" className={SPOT} />
        </>
      );
    case 'top_of_page':
      return <rect x="10" y="18" width="100" height="14" rx="2" className={SPOT} />;
    case 'home_page':
      return <rect x="38" y="46" width="72" height="9" rx="2" className={SPOT} />;
    case 'main_branch':
      return <rect x="76" y="36" width="34" height="44" rx="2" className={SPOT} />;
    case 'category':
      return <rect x="10" y="36" width="24" height="44" rx="2" className={SPOT} />;
    case 'listing_slot':
      return <rect x="66" y="58" width="20" height="22" rx="2" className={SPOT} />;
  }
}

/**
 * A small schematic of a page with the placement's spot highlighted. Mirrored in Arabic, as
 * the page itself is; named for screen readers by the placement.
 */
export function PlacementPicture({ placement }: { placement: AdPlacement }) {
  const { t } = useTranslation();
  return (
    <svg
      viewBox="0 0 120 90"
      role="img"
      aria-label={t('advertisements.picture', { name: t(PLACEMENT_LABELS[placement]) })}
      data-testid="placement-picture"
      className="h-auto w-full max-w-48 rounded-lg border border-slate-200 bg-white rtl:-scale-x-100"
    >
      <rect x="4" y="4" width="112" height="82" rx="3" className="fill-white stroke-slate-300" />
      <rect x="4" y="10" width="112" height="4" className={PAGE} />
      <rect x="10" y="18" width="100" height="14" rx="2" className={PAGE} />
      <rect x="10" y="36" width="24" height="44" rx="2" className={PAGE} />
      <rect x="38" y="36" width="72" height="8" rx="2" className={PAGE} />
      {[38, 52, 66, 80, 94].map((x) => (
        <rect key={x} x={x} y="58" width="12" height="22" rx="2" className={PAGE} />
      ))}
      <Spot placement={placement} />
    </svg>
  );
}
