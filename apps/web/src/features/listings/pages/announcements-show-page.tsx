import { ListingDetailView } from '../components/listing-detail';

export default function AnnouncementsShowPage() {
  return <ListingDetailView platform="announcements" />;
}
