import { CategoryList } from '../components/category-list';

export default function AnnouncementsCategoryPage() {
  return <CategoryList platform="announcements" />;
}
