import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { toast } from '../../../../ui/toast-store';
import { useCurrentUser } from '../../../auth/api';
import { useAdminUsers, useSuspension, type AdminUserSummary } from '../api/users';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { WordsFilter } from '../../../../back-office/components/filter-select';
import { PagedResults } from '../../../../back-office/components/paged-results';
import { ROLE_LABELS, USER_STATUS_LABELS } from '../trust-labels';
import { UserText } from '../../../../ui/user-text';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';

/** Suspend or restore: not offered on one's own account, nor on staff to a moderator. */
function SuspensionButton({ user }: { user: AdminUserSummary }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const mutation = useSuspension();
  if (!me || user.status === 'deleted' || user.id === me.id) return null;
  if (user.role !== 'user' && me.role !== 'admin') return null;
  const suspend = user.status === 'active';
  return (
    <button
      type="button"
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { id: user.id, suspend },
          {
            onSuccess: () =>
              toast.success(t(suspend ? 'admin-trust.users.suspended' : 'admin-trust.users.restored')),
            onError: (error) => toast.error(errorText(error, t)),
          },
        )
      }
      className={`rounded-lg px-3 py-1.5 text-sm font-semibold disabled:opacity-60 ${
        suspend
          ? 'border border-red-300 text-red-800 hover:bg-red-50'
          : 'bg-brand-700 text-white hover:bg-brand-800'
      }`}
    >
      {t(suspend ? 'admin-trust.users.suspend' : 'admin-trust.users.unsuspend')}
      <span className="sr-only"> {user.username}</span>
    </button>
  );
}

/** /admin/users: accounts newest first, searched by name, email, username or phone. */
function UsersTable({ users }: { users: AdminUserSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AdminUserSummary>[] = [
    {
      header: t('admin-trust.users.col_name'),
      cell: (user) => (
        <>
          <UserText className="font-medium">{user.name}</UserText>
          <br />
          <span dir="ltr" className="text-slate-600">
            @{user.username}
          </span>
        </>
      ),
    },
    {
      header: t('admin-trust.users.col_contact'),
      dir: 'ltr',
      cell: (user) => (
        <>
          <span className="block text-start">{user.email}</span>
          {user.phone ? (
            <span className="block text-start text-slate-600">
              {[user.country_code, user.phone].filter(Boolean).join(' ')}
            </span>
          ) : null}
        </>
      ),
    },
    { header: t('admin-trust.users.col_role'), cell: (user) => t(ROLE_LABELS[user.role]) },
    {
      header: t('admin-trust.users.col_status'),
      cell: (user) => (
        <>
          {t(USER_STATUS_LABELS[user.status])}
          {!user.email_verified ? (
            <span className="block text-xs text-amber-800">{t('admin-trust.users.unverified')}</span>
          ) : null}
        </>
      ),
    },
    {
      header: t('admin-trust.users.col_joined'),
      className: 'whitespace-nowrap',
      cell: (user) => (
        <time dateTime={user.created_at}>{formatDate(locale, user.created_at, { dateStyle: 'medium' })}</time>
      ),
    },
    { header: t('admin-trust.users.col_actions'), cell: (user) => <SuspensionButton user={user} /> },
  ];
  return (
    <DataTable
      caption={t('routes.admin-users.title')}
      columns={columns}
      rows={users}
      rowKey={(user) => user.id}
      rowProps={() => ({ 'data-testid': 'user-row' })}
      testId="users"
    />
  );
}

export default function UsersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = { q: params.get('q') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
  const [draft, setDraft] = useState(search.q);
  const users = useAdminUsers(search);
  const href = (page: number) =>
    `?${new URLSearchParams({ ...(search.q ? { q: search.q } : {}), page: String(page) })}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-users.title')}</h1>
        <form
          role="search"
          aria-label={t('admin-trust.users.search')}
          onSubmit={submit}
          className="flex flex-wrap items-end gap-3 rounded-2xl border border-slate-200 bg-white p-4"
        >
          <WordsFilter
            label={t('admin-trust.users.query')}
            value={draft}
            onChange={setDraft}
            className="min-w-64 flex-1"
          />
          <Button type="submit">{t('admin-trust.users.submit')}</Button>
        </form>
        <PagedResults
          query={users}
          page={search.page}
          href={href}
          empty={t('admin-trust.users.empty')}
          total={(count) => t('admin-trust.users.total', count)}
        >
          {(data) => <UsersTable users={data.data} />}
        </PagedResults>
      </div>
    </BackOfficeLayout>
  );
}
