import { InfoPage } from '../components/info-page';

export default function AboutUsPage() {
  return <InfoPage pageKey="about-us" />;
}
