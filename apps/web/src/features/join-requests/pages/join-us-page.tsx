import { useTranslation } from '../../../lib/use-translation';
import { useCurrentUser } from '../../auth/api';
import { useSettings } from '../../settings/api';
import { JoinRequestForm } from '../components/join-request-form';
import { DEFAULT_PORTAL_ZONE } from '../labels';

/** /join-us (signed in): the request to join the team. */
export default function JoinUsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useSettings();
  const timeZone = settings.data?.appointments.time_zone ?? DEFAULT_PORTAL_ZONE;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.join-us.title')}</h1>
      <p className="text-slate-700">{t('join-requests.form.intro')}</p>
      <JoinRequestForm timeZone={timeZone} verified={user?.email_verified ?? false} />
    </div>
  );
}
