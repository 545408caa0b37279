import { CategoryList } from '../components/category-list';

export default function SalesCategoryPage() {
  return <CategoryList platform="sales" />;
}
