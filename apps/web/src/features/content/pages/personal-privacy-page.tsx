import { InfoPage } from '../components/info-page';

export default function PersonalPrivacyPage() {
  return <InfoPage pageKey="personal-privacy" />;
}
