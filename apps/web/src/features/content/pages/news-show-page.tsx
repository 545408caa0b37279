import { ArticlePage } from '../components/article-page';

export default function NewsShowPage() {
  return <ArticlePage kind="news" />;
}
