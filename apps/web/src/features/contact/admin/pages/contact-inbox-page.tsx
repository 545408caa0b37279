import type { ContactThreadSummary } from '@portal/contract/contact';
import {
  CONTACT_LIMITS,
  CONTACT_THREAD_STATES,
  type ContactThreadState,
} from '@portal/contract/contact-values';
import { pathFor } from '@portal/contract/routes';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { PageLoading } from '../../../../app/route-page';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { DataTable } from '../../../../ui/data-table';
import { EmptyState } from '../../../../ui/empty-state';
import { LoadError } from '../../../../ui/load-error';
import { Pagination } from '../../../../ui/pagination';
import { UserText } from '../../../../ui/user-text';
import { useContactThreads } from '../api/contact-threads';
import { ThreadStateBadge } from '../components/thread-state-badge';
import { THREAD_STATE_LABELS } from '../contact-labels';

const isState = (value: string | null): value is ContactThreadState =>
  (CONTACT_THREAD_STATES as readonly (string | null)[]).includes(value);

/** /admin/contact: the contact page's messages, newest first, by state and words (in the address). */
export default function ContactInboxPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [words, setWords] = useState(q);
  const threads = useContactThreads({
    page: String(page),
    ...(state ? { state } : {}),
    ...(q ? { q } : {}),
  });
  const go = (next: { state?: string | undefined; q?: string | undefined; page?: number }) => {
    const search = new URLSearchParams();
    const nextState = 'state' in next ? next.state : state;
    const nextQ = 'q' in next ? next.q : q;
    if (nextState) search.set('state', nextState);
    if (nextQ) search.set('q', nextQ);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    return search;
  };
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setParams(go({ q: words.trim() || undefined }));
  };
  const hrefOf = (n: number) => `${pathFor('admin-contact')}?${go({ page: n }).toString()}`;

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{t('routes.admin-contact.title')}</h1>
      <div className="flex flex-wrap items-end gap-4">
        <nav aria-label={t('admin-contact.filter_label')} className="flex flex-wrap gap-2">
          {[undefined, ...CONTACT_THREAD_STATES].map((value) => (
            <Link
              key={value ?? 'all'}
              to={`${pathFor('admin-contact')}?${go({ state: value, page: 1 }).toString()}`}
              aria-current={value === state ? 'page' : undefined}
              className="rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold aria-[current=page]:border-brand-700 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
            >
              {value ? t(THREAD_STATE_LABELS[value]) : t('admin-contact.all')}
            </Link>
          ))}
        </nav>
        <form
          role="search"
          aria-label={t('admin-contact.search_label')}
          onSubmit={onSearch}
          className="flex gap-2"
        >
          <label htmlFor="contact-search" className="sr-only">
            {t('admin-contact.search_label')}
          </label>
          <input
            id="contact-search"
            type="search"
            value={words}
            maxLength={CONTACT_LIMITS.search.max}
            onChange={(event) => setWords(event.target.value)}
            placeholder={t('admin-contact.search_placeholder')}
            className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <Button type="submit" size="sm">
            {t('admin-contact.search')}
          </Button>
        </form>
      </div>
      {threads.isPending ? (
        <PageLoading />
      ) : threads.isError ? (
        <LoadError error={threads.error} onRetry={() => void threads.refetch()} />
      ) : (
        <>
          <DataTable<ContactThreadSummary>
            caption={t('routes.admin-contact.title')}
            testId="contact-threads"
            rows={threads.data.data}
            rowKey={(row) => row.id}
            rowProps={() => ({ 'data-testid': 'contact-thread-row' })}
            empty={<EmptyState title={t('admin-contact.empty')} />}
            columns={[
              {
                header: t('admin-contact.subject'),
                rowHeader: true,
                cell: (row) => (
                  <Link
                    to={pathFor('admin-contact-thread', { id: row.id })}
                    className="font-semibold text-brand-700 hover:underline"
                  >
                    <UserText>{row.subject}</UserText>
                  </Link>
                ),
              },
              {
                header: t('admin-contact.sender'),
                cell: (row) => (
                  <>
                    <UserText>{row.name}</UserText>
                    <span className="block text-xs text-slate-500" dir="ltr">
                      {row.email}
                    </span>
                  </>
                ),
              },
              {
                header: t('admin-contact.state_header'),
                cell: (row) => <ThreadStateBadge state={row.state} />,
              },
              {
                header: t('admin-contact.received'),
                cell: (row) =>
                  formatDate(locale, row.created_at, { dateStyle: 'medium', timeStyle: 'short' }),
              },
            ]}
          />
          <Pagination current={page} last={threads.data.meta.last_page} hrefOf={hrefOf} />
        </>
      )}
    </div>
  );
}
