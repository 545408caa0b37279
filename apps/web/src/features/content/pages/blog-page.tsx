import { ArticleList } from '../components/article-list';

export default function BlogPage() {
  return <ArticleList kind="blog" />;
}
