import { InfoPage } from '../components/info-page';

/** The user guide is long: it comes with a table of contents of its headings. */
export default function UserGuidePage() {
  return <InfoPage pageKey="user-guide" toc />;
}
