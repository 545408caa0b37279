import { PlatformList } from '../components/platform-list';

export default function SalesPage() {
  return <PlatformList platform="sales" />;
}
