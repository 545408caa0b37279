import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../app/route-page';
import { LoadError } from '../../../ui/load-error';
import { useHome } from '../api/get-home';
import { BranchList } from '../components/branch-list';
import { ContactCard } from '../components/contact-card';
import { AboutSection, HomeCards } from '../components/home-cards';
import { HomeHero } from '../components/home-hero';
import { LatestListings } from '../components/latest-listings';
import { Partners, RelatedLinks } from '../components/links-and-partners';
import { PlatformCards } from '../components/platform-cards';

/**
 * /home: one answer (GET /home) draws every section, in the visitor's language. Sections the
 * back office has not filled (no branch, no partner yet) are left out; the latest listings
 * show the empty state when a platform has none.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const home = useHome();
  if (!home.data) {
    return home.isError ? (
      <LoadError error={home.error} onRetry={() => void home.refetch()} />
    ) : (
      <PageLoading />
    );
  }
  const data = home.data;
  return (
    <div className="space-y-10">
      <HomeHero siteName={data.site_name} />
      <PlatformCards platforms={data.platforms} />
      <LatestListings
        id="home-latest-announcements"
        title={t('home.latest_announcements')}
        to="/announcements"
        cards={data.latest.announcements}
      />
      <LatestListings
        id="home-latest-sales"
        title={t('home.latest_sales')}
        to="/sales"
        cards={data.latest.sales}
      />
      <HomeCards id="home-why" title={t('home.why_title')} items={data.sections.why_choose_us} />
      <AboutSection items={data.sections.about} />
      <HomeCards id="home-horizons" title={t('home.horizons_title')} items={data.sections.horizons} />
      <BranchList branches={data.branches} timeZone={data.time_zone} />
      <ContactCard contact={data.contact} />
      <RelatedLinks links={data.links} />
      <Partners partners={data.partners} />
    </div>
  );
}
