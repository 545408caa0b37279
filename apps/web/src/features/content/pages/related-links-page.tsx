import { LinkList } from '../components/link-list';

export default function RelatedLinksPage() {
  return <LinkList list="related" />;
}
