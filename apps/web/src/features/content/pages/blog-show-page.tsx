import { ArticlePage } from '../components/article-page';

export default function BlogShowPage() {
  return <ArticlePage kind="blog" />;
}
