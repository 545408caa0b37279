import { ListingDetailView } from '../components/listing-detail';

export default function SalesShowPage() {
  return <ListingDetailView platform="sales" />;
}
