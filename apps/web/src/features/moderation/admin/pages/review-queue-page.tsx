import type { RejectBody } from '@portal/contract/moderation';
import { pathFor } from '@portal/contract/routes';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { errorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { toast } from '../../../../ui/toast-store';
import { useApprove, useBulkReview, useReject, type BulkResult } from '../api/decisions';
import { useReviewQueue, type ReviewQueueItem } from '../api/review-queue';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { BulkResults } from '../components/bulk-results';
import { Modal } from '../../../../ui/modal';
import { QueueFiltersForm } from '../components/queue-filters-form';
import { QueueTable, rowLinkId } from '../components/queue-table';
import { RejectForm } from '../components/reject-form';
import { ShortcutsHelp } from '../../../../back-office/components/shortcuts-help';
import { PagePager } from '../../../../back-office/components/page-pager';
import { queueSearch, readQueueFilters, type QueueFilters } from '../queue-filters';
import type { QueueAction } from '../../../../back-office/shortcuts';
import { useQueueKeys } from '../use-queue-keys';
import { isolate } from '@portal/contract/bidi';
import { Button } from '../../../../ui/button';

/** The queue's counts per platform, each a link to the queue of that platform. */
function QueueCounts({
  counts,
  filters,
}: {
  counts: { announcements: number; sales: number };
  filters: QueueFilters;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tabs = [
    [null, t('admin.queue.all_platforms'), counts.announcements + counts.sales],
    ['announcements', t('admin.platform.announcements'), counts.announcements],
    ['sales', t('admin.platform.sales'), counts.sales],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('admin.queue.counts')} data-testid="queue-counts">
      {tabs.map(([platform, label, count]) => {
        const current = filters.platform === platform;
        return (
          <li key={platform ?? 'all'}>
            <Link
              to={queueSearch({ ...filters, platform, category: null, page: 1 }) || '?'}
              aria-current={current ? 'true' : undefined}
              data-testid={`count-${platform ?? 'all'}`}
              className={`flex items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-medium ${
                current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              {label}
              <span
                className={`rounded-full px-2 text-xs tabular-nums ${current ? 'bg-white/20' : 'bg-slate-100'}`}
              >
                {formatNumber(locale, count)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

interface RejectTarget {
  ids: number[];
}

/** /admin: the review queue, oldest first, with filters, bulk decisions and keyboard shortcuts. */
export default function ReviewQueuePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [search, setSearch] = useSearchParams();
  const filters = readQueueFilters(search);
  const query = queueSearch(filters);
  const queue = useReviewQueue(filters);
  const items = queue.data?.data ?? [];
  const [active, setActive] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [results, setResults] = useState<{ results: BulkResult[]; titles: Map<number, string> } | null>(null);
  const [rejecting, setRejecting] = useState<RejectTarget | null>(null);
  const [help, setHelp] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const approve = useApprove();
  const reject = useReject();
  const bulk = useBulkReview();
  const busy = approve.isPending || reject.isPending || bulk.isPending;

  const titleOf = (id: number) => items.find((item) => item.id === id)?.title ?? `#${id}`;
  const current: ReviewQueueItem | undefined = items[Math.min(active, items.length - 1)];

  const setFilters = (next: QueueFilters) => {
    setSelected(new Set());
    setActive(0);
    setSearch(queueSearch(next).slice(1));
  };

  const toggle = (id: number) => {
    const next = new Set(selected);
    const on = !next.has(id);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
    setAnnouncement(
      t(on ? 'admin.queue.selected_item' : 'admin.queue.unselected_item', { title: titleOf(id) }),
    );
  };

  const move = (index: number) => {
    if (items.length === 0) return;
    const target = Math.max(0, Math.min(index, items.length - 1));
    setActive(target);
    const item = items[target]!;
    document.getElementById(rowLinkId(item.id))?.focus();
    setAnnouncement(
      t('admin.queue.position', {
        current: formatNumber(locale, target + 1),
        total: formatNumber(locale, items.length),
        title: item.title,
      }),
    );
  };

  const decided = (message: string) => {
    toast.success(message);
    setAnnouncement(message);
  };

  const approveOne = (item: ReviewQueueItem) =>
    approve.mutate(item.id, {
      onSuccess: () => decided(t('admin.decision.approved', { title: isolate(item.title) })),
      onError: (error) => toast.error(errorText(error, t)),
    });

  const runBulk = (ids: number[], action: 'approve' | 'reject', reason: RejectBody = {}) => {
    const titles = new Map(ids.map((id) => [id, titleOf(id)]));
    bulk.mutate(
      { ids, action, ...reason },
      {
        onSuccess: (list) => {
          setResults({ results: list, titles });
          setSelected(new Set());
          setRejecting(null);
          const done = list.filter((r) => r.status !== null).length;
          setAnnouncement(t('admin.bulk.results', { count: list.length, done, total: list.length }));
        },
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };

  const onReject = (reason: RejectBody) => {
    if (!rejecting) return;
    const [only] = rejecting.ids;
    if (rejecting.ids.length === 1 && only !== undefined) {
      const title = titleOf(only);
      reject.mutate(
        { id: only, reason },
        {
          onSuccess: () => {
            setRejecting(null);
            decided(t('admin.decision.rejected', { title: isolate(title) }));
          },
          onError: (error) => toast.error(errorText(error, t)),
        },
      );
    } else runBulk(rejecting.ids, 'reject', reason);
  };

  const onBulkApprove = async () => {
    const ids = [...selected];
    const ok = await confirm({
      title: t('admin.bulk.approve_title', { count: ids.length, n: formatNumber(locale, ids.length) }),
      text: t('admin.bulk.approve_text'),
      confirmLabel: t('admin.bulk.approve'),
      destructive: false,
    });
    if (ok) runBulk(ids, 'approve');
  };

  useQueueKeys((action: QueueAction) => {
    if (action === 'help') return setHelp(true);
    if (!current || busy) return;
    if (action === 'next') move(active + 1);
    else if (action === 'previous') move(active - 1);
    else if (action === 'open') void navigate(`${pathFor('admin-review', { id: current.id })}${query}`);
    else if (action === 'approve') approveOne(current);
    else if (action === 'reject') setRejecting({ ids: [current.id] });
    else if (action === 'select') toggle(current.id);
  });

  const last = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.per_page)) : 1;
  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('routes.admin.title')}</h1>
          <button
            type="button"
            onClick={() => setHelp(true)}
            aria-keyshortcuts="?"
            className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
          >
            {t('admin.shortcuts.title')}
          </button>
        </div>
        <p id="queue-shortcuts-hint" className="text-sm text-slate-600">
          {t('admin.queue.shortcuts_hint')}
        </p>
        <p role="status" aria-live="polite" className="sr-only" data-testid="queue-announcer">
          {announcement}
        </p>
        {queue.data ? <QueueCounts counts={queue.data.counts} filters={filters} /> : null}
        <QueueFiltersForm filters={filters} onChange={setFilters} />
        {results ? (
          <BulkResults results={results.results} titles={results.titles} onDismiss={() => setResults(null)} />
        ) : null}
        {selected.size > 0 ? (
          <div
            className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-3"
            data-testid="bulk-bar"
          >
            <p className="font-medium">
              {t('admin.bulk.selected', { count: selected.size, n: formatNumber(locale, selected.size) })}
            </p>
            <button
              type="button"
              disabled={busy}
              onClick={() => void onBulkApprove()}
              className="rounded-lg bg-green-700 px-4 py-2 text-sm font-semibold text-white hover:bg-green-800 disabled:opacity-60"
            >
              {t('admin.bulk.approve')}
            </button>
            <Button
              variant="danger"
              className="text-sm"

              disabled={busy}
              onClick={() => setRejecting({ ids: [...selected] })}
            >
              {t('admin.bulk.reject')}
            </Button>
            <button
              type="button"
              onClick={() => setSelected(new Set())}
              className="text-sm font-medium text-slate-800 underline"
            >
              {t('admin.bulk.clear')}
            </button>
          </div>
        ) : null}
        {queue.isError && !queue.data ? (
          <div
            role="alert"
            className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900"
          >
            <p className="mb-3">{errorText(queue.error, t)}</p>
            <Button onClick={() => void queue.refetch()}>{t('common.retry')}</Button>
          </div>
        ) : !queue.data ? (
          <p role="status" className="py-16 text-center text-slate-500">
            {t('common.loading')}
          </p>
        ) : items.length === 0 ? (
          <EmptyState title={t('admin.queue.empty')} body={t('admin.queue.empty_body')} />
        ) : (
          <>
            <QueueTable
              items={items}
              active={active}
              selected={selected}
              onToggle={toggle}
              onToggleAll={(all) => setSelected(all ? new Set(items.map((item) => item.id)) : new Set())}
              onActivate={setActive}
              queueSearch={query}
              describedBy="queue-shortcuts-hint"
            />
            <PagePager
              page={Math.min(filters.page, last)}
              last={last}
              href={(page) => queueSearch({ ...filters, page }) || '?'}
            />
          </>
        )}
      </div>
      {help ? <ShortcutsHelp onClose={() => setHelp(false)} /> : null}
      {rejecting ? (
        <Modal
          title={t('admin.reject.title', {
            count: rejecting.ids.length,
            n: formatNumber(locale, rejecting.ids.length),
          })}
          onClose={() => setRejecting(null)}
          testId="reject-dialog"
        >
          <RejectForm
            autoFocus
            busy={busy}
            submitLabel={t('admin.reject.submit')}
            onSubmit={onReject}
            onCancel={() => setRejecting(null)}
          />
        </Modal>
      ) : null}
    </BackOfficeLayout>
  );
}
