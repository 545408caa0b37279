import Page from '../../features/home/pages/home-page';
import { HomeAdvertisements } from '../../features/advertisements/placements/page-placements';
import { withCardSlots } from '../card-slots';

const HomeWithSlots = withCardSlots(Page);

/** The home page, then its paid advertisements' section (asked once the page is drawn). */
export default function HomePage() {
  return (
    <>
      <HomeWithSlots />
      <HomeAdvertisements />
    </>
  );
}
