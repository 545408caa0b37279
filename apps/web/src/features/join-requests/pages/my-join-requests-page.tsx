import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { PageLoading } from '../../../app/route-page';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { buttonClass } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError } from '../../../ui/load-error';
import { UserText } from '../../../ui/user-text';
import { useSettings } from '../../settings/api';
import { useMyJoinRequests } from '../api/my-join-requests';
import { JoinRequestFiles } from '../components/join-request-files';
import { JoinStatusBadge } from '../components/status-badge';
import { DEFAULT_PORTAL_ZONE, DOMAIN_LABELS } from '../labels';

/** /profile/join-requests: my requests, newest first, with their state, staff's reply and files. */
export default function MyJoinRequestsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const requests = useMyJoinRequests();
  const timeZone = useSettings().data?.appointments.time_zone ?? DEFAULT_PORTAL_ZONE;
  const data = requests.data?.data;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.profile-join-requests.title')}</h1>
      {requests.error ? (
        <LoadError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : !data ? (
        <PageLoading />
      ) : data.length === 0 ? (
        <EmptyState
          title={t('join-requests.mine.empty')}
          body={t('join-requests.mine.empty_body')}
          action={
            <Link to="/join-us" className={buttonClass()}>
              {t('join-requests.mine.send')}
            </Link>
          }
        />
      ) : (
        <ul className="flex flex-col gap-4">
          {data.map((request) => (
            <li
              key={request.id}
              data-testid="join-request"
              className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <UserText as="h2" className="text-lg font-semibold">
                  {request.visite_subject}
                </UserText>
                <JoinStatusBadge status={request.status} />
              </div>
              <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
                <li>{t('join-requests.mine.domain_line', { domain: t(DOMAIN_LABELS[request.domaine]) })}</li>
                <li>
                  {t('join-requests.mine.visit', {
                    date: formatDate(locale, request.dateTime, {
                      dateStyle: 'full',
                      timeStyle: 'short',
                      timeZone,
                    }),
                  })}
                </li>
                <li>{t('join-requests.mine.sent_on', { date: formatDate(locale, request.created_at) })}</li>
              </ul>
              <section className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold">{t('join-requests.mine.message')}</h3>
                <UserText as="p" className="whitespace-pre-line text-slate-800">
                  {request.message}
                </UserText>
              </section>
              {request.reply ? (
                <section className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3">
                  <h3 className="text-sm font-semibold">{t('join-requests.mine.reply')}</h3>
                  <UserText as="p" className="whitespace-pre-line">
                    {request.reply}
                  </UserText>
                </section>
              ) : null}
              <section className="flex flex-col gap-1">
                <h3 className="text-sm font-semibold">{t('join-requests.mine.files')}</h3>
                <JoinRequestFiles files={request.files} />
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
