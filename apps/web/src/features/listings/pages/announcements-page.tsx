import { PlatformList } from '../components/platform-list';

export default function AnnouncementsPage() {
  return <PlatformList platform="announcements" />;
}
