import { LinkList } from '../components/link-list';

export default function FriendlyLinksPage() {
  return <LinkList list="friendly" />;
}
