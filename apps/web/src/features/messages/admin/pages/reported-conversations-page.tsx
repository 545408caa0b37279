import { pathFor } from '@portal/contract/routes';
import { Link, useSearchParams } from 'react-router';
import { PageLoading } from '../../../../app/route-page';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useTranslation } from '../../../../lib/use-translation';
import { EmptyState } from '../../../../ui/empty-state';
import { LoadError } from '../../../../ui/load-error';
import { Pagination } from '../../../../ui/pagination';
import { UserText } from '../../../../ui/user-text';
import { CONVERSATION_REPORT_LABELS } from '../../labels';
import { useReportedConversations } from '../api/reported-conversations';

/** /admin/conversations: the conversations members reported, the oldest report first. */
export default function ReportedConversationsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [search] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const reported = useReportedConversations(page);
  const data = reported.data;
  const person = (p: { name: string; deleted: boolean; username: string }) =>
    p.deleted ? t('admin-messages.read.deleted_person') : <UserText>{p.name || p.username}</UserText>;
  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold">{t('routes.admin-conversations.title')}</h1>
        {reported.error ? (
          <LoadError error={reported.error} onRetry={() => void reported.refetch()} />
        ) : !data ? (
          <PageLoading />
        ) : data.data.length === 0 ? (
          <EmptyState title={t('admin-messages.list.empty')} body={t('admin-messages.list.empty_body')} />
        ) : (
          <>
            <ul className="flex flex-col gap-3">
              {data.data.map((c) => (
                <li
                  key={c.id}
                  className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4"
                  data-testid="reported-conversation"
                >
                  <p className="font-semibold">
                    {t('admin-messages.list.listing')} <UserText>{c.listing.title}</UserText>
                  </p>
                  <p className="text-sm text-slate-700">
                    {t('admin-messages.list.buyer')} {person(c.buyer)} · {t('admin-messages.list.seller')}{' '}
                    {person(c.seller)}
                  </p>
                  <ul className="text-sm text-slate-700">
                    {c.reports.map((r) => (
                      <li key={r.id}>
                        {formatDate(locale, r.created_at)} —{' '}
                        {t(
                          CONVERSATION_REPORT_LABELS[r.reason as keyof typeof CONVERSATION_REPORT_LABELS] ??
                            r.reason,
                        )}
                        {r.details ? (
                          <>
                            {' — '}
                            <UserText>{r.details}</UserText>
                          </>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                  <Link
                    to={pathFor('admin-conversation', { id: c.id })}
                    className="self-start font-semibold text-brand-800 hover:underline"
                  >
                    {t('admin-messages.list.open')}
                  </Link>
                </li>
              ))}
            </ul>
            <Pagination current={page} last={data.meta.last_page} hrefOf={(p) => `?page=${p}`} />
          </>
        )}
      </div>
    </BackOfficeLayout>
  );
}
