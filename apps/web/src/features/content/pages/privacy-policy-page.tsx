import { InfoPage } from '../components/info-page';

export default function PrivacyPolicyPage() {
  return <InfoPage pageKey="privacy-policy" />;
}
