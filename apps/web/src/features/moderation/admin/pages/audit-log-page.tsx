import { pathFor } from '@portal/contract/routes';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { errorText } from '../../../../lib/error-text';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { EmptyState } from '../../../../ui/empty-state';
import { useAuditLog, type AuditEntry } from '../api/audit-log';
import { AUDIT_ACTION_LABELS } from '../audit-labels';
import {
  auditSearchErrors,
  auditSearchQuery,
  readAuditSearch,
  type AuditSearchErrors,
} from '../audit-search';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { PagePager } from '../../../../back-office/components/page-pager';
import { Button } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';

function Subject({ entry }: { entry: AuditEntry }) {
  const text = `${entry.subject_type}:${entry.subject_id}`;
  if (entry.subject_type !== 'listing') return <span dir="ltr">{text}</span>;
  return (
    <Link
      to={pathFor('admin-review', { id: entry.subject_id })}
      dir="ltr"
      className="text-brand-800 hover:underline"
    >
      {text}
    </Link>
  );
}

/** Before and after of an entry, as the server recorded them. */
function Values({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (!entry.before && !entry.after) return null;
  return (
    <details>
      <summary className="cursor-pointer text-brand-800">{t('admin.audit.values')}</summary>
      <dl className="mt-1 space-y-1 text-xs">
        {(
          [
            ['before', 'admin.audit.before'],
            ['after', 'admin.audit.after'],
          ] as const
        ).map(([side, label]) =>
          entry[side] ? (
            <div key={side}>
              <dt className="font-semibold">{t(label)}</dt>
              <dd>
                <pre
                  dir="ltr"
                  className="overflow-x-auto rounded bg-slate-50 p-2 text-start whitespace-pre-wrap"
                >
                  {JSON.stringify(entry[side], null, 2)}
                </pre>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </details>
  );
}

/** /admin/audit: every moderation and admin action, newest first; read-only. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: Column<AuditEntry>[] = [
    {
      header: t('admin.audit.col_when'),
      className: 'whitespace-nowrap',
      cell: (entry) => (
        <time dateTime={entry.created_at}>
          {formatDate(locale, entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      ),
    },
    {
      header: t('admin.audit.col_who'),
      dir: 'ltr',
      cell: (entry) => (entry.actor ? entry.actor.username : t('admin.audit.system')),
    },
    {
      header: t('admin.audit.col_what'),
      cell: (entry) => {
        const label = AUDIT_ACTION_LABELS[entry.action];
        return (
          <>
            {label ? t(label) : null} <code className="text-xs text-slate-600">{entry.action}</code>
          </>
        );
      },
    },
    { header: t('admin.audit.col_subject'), cell: (entry) => <Subject entry={entry} /> },
    // A reason is text a person wrote: the cell takes its direction from it (ui/user-text.tsx).
    {
      header: t('admin.audit.col_reason'),
      dir: 'auto',
      className: 'break-words',
      cell: (entry) => entry.reason,
    },
    { header: t('admin.audit.col_values'), cell: (entry) => <Values entry={entry} /> },
  ];
  return (
    <DataTable
      caption={t('routes.admin-audit.title')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.id}
      rowProps={() => ({ 'data-testid': 'audit-entry' })}
      testId="audit-log"
    />
  );
}

export default function AuditLogPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = readAuditSearch(params);
  const [draft, setDraft] = useState(search);
  const [errors, setErrors] = useState<AuditSearchErrors>({});
  const valid = Object.keys(auditSearchErrors(search)).length === 0;
  const log = useAuditLog(search, valid);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = auditSearchErrors(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setParams(auditSearchQuery({ ...draft, page: 1 }).slice(1));
  };

  const field = (name: 'actor' | 'action' | 'subject', label: string, hint: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        dir="ltr"
        value={draft[name]}
        maxLength={60}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
        aria-invalid={errors[name] || undefined}
        aria-describedby={`${id}-${name}-hint`}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600"
      />
      <p
        id={`${id}-${name}-hint`}
        className={`mt-1 text-xs ${errors[name] ? 'text-red-700' : 'text-slate-600'}`}
      >
        {errors[name] ? `${t('admin.audit.invalid')} ` : ''}
        {hint}
      </p>
    </div>
  );

  const last = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.per_page)) : 1;
  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-audit.title')}</h1>
        <form
          role="search"
          aria-label={t('admin.audit.search')}
          onSubmit={submit}
          noValidate
          className="grid items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]"
        >
          {field('actor', t('admin.audit.actor'), t('admin.audit.actor_hint'))}
          {field('action', t('admin.audit.action'), t('admin.audit.action_hint'))}
          {field('subject', t('admin.audit.subject'), t('admin.audit.subject_hint'))}
          <Button className="lg:mt-6" type="submit">
            {t('admin.audit.submit')}
          </Button>
        </form>
        {!valid ? (
          <p role="alert" className="text-sm text-red-700">
            {t('admin.audit.invalid')}
          </p>
        ) : log.isError && !log.data ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
          >
            <p className="mb-3">{errorText(log.error, t)}</p>
            <Button onClick={() => void log.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : !log.data ? (
          <p role="status" className="py-16 text-center text-slate-500">
            {t('common.loading')}
          </p>
        ) : log.data.data.length === 0 ? (
          <EmptyState title={t('admin.audit.empty')} />
        ) : (
          <>
            <p className="text-sm text-slate-600" role="status">
              {t('admin.audit.total', { count: log.data.total, n: formatNumber(locale, log.data.total) })}
            </p>
            <AuditTable entries={log.data.data} />
            <PagePager
              page={Math.min(search.page, last)}
              last={last}
              href={(page) => auditSearchQuery({ ...search, page })}
            />
          </>
        )}
      </div>
    </BackOfficeLayout>
  );
}
