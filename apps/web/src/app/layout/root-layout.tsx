import { Suspense } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Outlet } from 'react-router';
import {
  PageTopBarAd,
  PopupAd,
  TopOfPageAd,
} from '../../features/advertisements/placements/layout-placements';
import { AfterHydration } from '../../lib/render-env';
import { PlayerSlot } from '../../features/podcast/player/player-slot';
import { ConfirmProvider } from '../../ui/confirm-dialog';
import { CookieConsent } from '../../ui/cookie-consent';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Toaster } from '../../ui/toasts';
import { NavigationEffects } from '../navigation-effects';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UnverifiedBanner } from './unverified-banner';

export function RootLayout() {
  const { t } = useTranslation();
  return (
    <ConfirmProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {t('common.skip_to_content')}
        </a>
        <NavigationEffects />
        {/*
          Suspense boundaries split a drawn page's hydration into pieces that each finish (and
          commit) on their own, instead of one long commit of the whole page (Lighthouse's TBT,
          docs/performance.md). Nothing here suspends: no fallback ever shows.
        */}
        {/* Paid advertisements: asked once the page is drawn, never part of its server render. */}
        <AfterHydration>
          <PageTopBarAd />
        </AfterHydration>
        <Suspense fallback={null}>
          <SiteHeader />
          <UnverifiedBanner />
        </Suspense>
        {/* At least a screen tall, so the footer never shows, then jumps, while a page loads. */}
        <main id="main" tabIndex={-1} className="mx-auto min-h-svh w-full max-w-6xl flex-1 px-4 py-6">
          <AfterHydration>
            <TopOfPageAd />
          </AfterHydration>
          <ErrorBoundary>
            <Outlet />
          </ErrorBoundary>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        {/* The podcast's player: outside <main>, so it keeps playing from page to page. */}
        <PlayerSlot />
      </div>
      <Suspense fallback={null}>
        <Toaster />
        <CookieConsent />
        <AfterHydration>
          <PopupAd />
        </AfterHydration>
      </Suspense>
    </ConfirmProvider>
  );
}
