import type { ServedAd } from '@portal/contract/advertisements';
import type { AdPlacement } from '@portal/contract/advertisements-values';
import { matchRoute } from '@portal/contract/routes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { UserText } from '../../../ui/user-text';
import { useServedAdvertisements } from '../api/served-advertisements';
import { isBackOffice, markPopupSeen, popupAllowedOn, popupSeenToday } from './placement-rules';
import { AdLink, AdMedia, SponsoredAd, SponsoredLabel } from './sponsored-ad';
import { useAdImpression } from './use-ad-impression';

/** The placements of the app's frame, asked in one request (the same query for all three). */
const LAYOUT_PLACES: readonly AdPlacement[] = ['page_top_bar', 'top_of_page', 'popup'];

function useLayoutAd(place: AdPlacement): { ad: ServedAd | undefined } {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const served = useServedAdvertisements(LAYOUT_PLACES, {}, !isBackOffice(route));
  // The server's order is already a fair rotation: the first of the placement shows.
  return { ad: served.data?.find((a) => a.place === place) };
}

/** The bar above the header: a line of text and its link. Nothing when none is active. */
export function PageTopBarAd() {
  const { t } = useTranslation();
  const { ad } = useLayoutAd('page_top_bar');
  if (!ad) return null;
  return (
    <aside className="bg-amber-50 text-amber-950" aria-label={t('ad-placements.region')}>
      <SponsoredAd ad={ad} variant="bar" testId="ad-page-top-bar" />
    </aside>
  );
}

/** The banner at the top of a page's content. */
export function TopOfPageAd() {
  const { t } = useTranslation();
  const { ad } = useLayoutAd('top_of_page');
  if (!ad) return null;
  return (
    <aside className="mb-6" aria-label={t('ad-placements.region')}>
      <SponsoredAd ad={ad} variant="banner" testId="ad-top-of-page" />
    </aside>
  );
}

/**
 * The popup: at most once per visitor and day (remembered in the browser), never over a
 * form, closed with its button or Escape (ui/modal keeps the focus inside).
 */
export function PopupAd() {
  const { pathname } = useLocation();
  const allowed = popupAllowedOn(matchRoute(pathname));
  const [closed, setClosed] = useState(false);
  const { ad } = useLayoutAd('popup');
  const adId = ad?.id;
  // Read once per advertisement served (only in the browser: ads are asked after hydration).
  const seenBefore = useMemo(() => adId === undefined || popupSeenToday(localStorage, new Date()), [adId]);
  if (!ad || !allowed || seenBefore || closed) return null;
  return <PopupDialog ad={ad} onClose={() => setClosed(true)} />;
}

function PopupDialog({ ad, onClose }: { ad: ServedAd; onClose: () => void }) {
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  useAdImpression(body, ad.id);
  // Shown: not again today, in this tab or another.
  useEffect(() => markPopupSeen(localStorage, new Date()), []);
  return (
    <Modal title={t('ad-placements.popup_title')} onClose={onClose} testId="ad-popup" width="md">
      <div ref={body} className="space-y-3" data-ad-id={ad.id}>
        <SponsoredLabel />
        <AdMedia ad={ad} className="w-full" />
        <UserText as="p" className="font-semibold text-slate-900">
          {ad.name}
        </UserText>
        <UserText as="p" className="text-sm text-slate-700">
          {ad.description}
        </UserText>
        <div className="flex flex-wrap justify-end gap-3">
          {ad.click_path ? (
            <AdLink ad={ad} className="rounded-lg bg-amber-700 px-4 py-2 font-semibold text-white">
              {t('ad-placements.visit')}
            </AdLink>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t('ad-placements.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
