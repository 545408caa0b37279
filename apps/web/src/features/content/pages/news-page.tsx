import { ArticleList } from '../components/article-list';

export default function NewsPage() {
  return <ArticleList kind="news" />;
}
