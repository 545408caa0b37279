import { InfoPage } from '../components/info-page';

export default function TermsAndConditionsPage() {
  return <InfoPage pageKey="terms-and-conditions" />;
}
