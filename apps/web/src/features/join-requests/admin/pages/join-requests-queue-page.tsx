import { JOIN_REQUEST_STATUSES, type JoinRequestStatus } from '@portal/contract/join-requests-values';
import { pathFor } from '@portal/contract/routes';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PageLoading } from '../../../../app/route-page';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { EmptyState } from '../../../../ui/empty-state';
import { SelectField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { Pagination } from '../../../../ui/pagination';
import { UserText } from '../../../../ui/user-text';
import { JoinStatusBadge } from '../../components/status-badge';
import { DOMAIN_LABELS, STATUS_LABELS } from '../../labels';
import { useJoinRequestsQueue } from '../api/join-requests-queue';

const isStatus = (value: string | null): value is JoinRequestStatus =>
  (JOIN_REQUEST_STATUSES as readonly string[]).includes(value ?? '');

/** /admin/join-requests: the queue, oldest first, filtered by state in the address. */
export default function JoinRequestsQueuePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('status');
  const status = isStatus(asked) ? asked : undefined;
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const queue = useJoinRequestsQueue(status, page);
  const data = queue.data;
  const last = data ? Math.max(1, Math.ceil(data.total / data.per_page)) : 1;
  const hrefOf = (p: number) => `?${new URLSearchParams({ ...(status ? { status } : {}), page: String(p) })}`;

  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold">{t('routes.admin-join-requests.title')}</h1>
        <div className="max-w-xs">
          <SelectField
            label={t('admin-join-requests.filter')}
            options={[
              { value: '', label: t('admin-join-requests.all') },
              ...JOIN_REQUEST_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) })),
            ]}
            selectProps={{
              value: status ?? '',
              'data-testid': 'join-status-filter',
              onChange: (event) => setSearch(event.target.value ? { status: event.target.value } : {}),
            }}
          />
        </div>
        {queue.error ? (
          <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
        ) : !data ? (
          <PageLoading />
        ) : data.total === 0 ? (
          <EmptyState title={t('admin-join-requests.empty')} />
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('admin-join-requests.total', { count: formatNumber(locale, data.total) })}
            </p>
            <div className="overflow-x-auto">
              <table className="w-full text-start text-sm">
                <thead>
                  <tr className="border-b border-slate-200 text-start">
                    <th scope="col" className="p-2 text-start">
                      {t('admin-join-requests.applicant')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('admin-join-requests.subject')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('admin-join-requests.domain')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('admin-join-requests.received_on')}
                    </th>
                    <th scope="col" className="p-2 text-start">
                      {t('admin-join-requests.status')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((request) => (
                    <tr key={request.id} className="border-b border-slate-100" data-testid="join-queue-row">
                      <td className="p-2">
                        <UserText>{request.applicant.name}</UserText>
                      </td>
                      <td className="p-2">
                        <Link
                          to={pathFor('admin-join-request', { id: request.id })}
                          className="font-semibold text-brand-700 underline"
                        >
                          <UserText>{request.visite_subject}</UserText>
                        </Link>
                      </td>
                      <td className="p-2">{t(DOMAIN_LABELS[request.domaine])}</td>
                      <td className="p-2">{formatDate(locale, request.created_at)}</td>
                      <td className="p-2">
                        <JoinStatusBadge status={request.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pagination current={page} last={last} hrefOf={hrefOf} />
          </>
        )}
      </div>
    </BackOfficeLayout>
  );
}
