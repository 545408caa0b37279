import { pathFor } from '@portal/contract/routes';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from '../../../../ui/link';
import { formatDate, formatRelativeTime } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { ListingCover } from '../../../listings';
import type { ReviewQueueItem } from '../api/review-queue';
import { AuthorRecord } from './author-record';
import { useCurrentUser } from '../../../auth/api';
import { ClaimNotice, othersClaim } from './claim-notice';
import { PLATFORM_LABELS } from '../../../../back-office/platform-labels';
import { UserText } from '../../../../ui/user-text';
import { DataTable, type Column } from '../../../../ui/data-table';

function RowClaim({ claim }: { claim: ReviewQueueItem['claim'] }) {
  return claim ? <ClaimNotice claim={claim} compact /> : null;
}

export const rowLinkId = (id: number) => `review-link-${id}`;

/**
 * The queue as a table: a row per pending listing, oldest first. The active row (moved with
 * j/k) has the focus on its title link, so Enter opens it and a screen reader reads its title.
 */
export function QueueTable({
  items,
  active,
  selected,
  onToggle,
  onToggleAll,
  onActivate,
  queueSearch,
  describedBy,
}: {
  items: ReviewQueueItem[];
  active: number;
  selected: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onToggleAll: (all: boolean) => void;
  onActivate: (index: number) => void;
  queueSearch: string;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useCurrentUser();
  const columns: Column<ReviewQueueItem>[] = [
    {
      header: t('admin.queue.col_listing'),
      cell: (item) => (
        <div className="flex gap-3">
          <div className="w-16 shrink-0 overflow-hidden rounded-lg">
            <ListingCover card={item} />
          </div>
          <div className="min-w-0 space-y-1">
            <Link
              id={rowLinkId(item.id)}
              to={`${pathFor('admin-review', { id: item.id })}${queueSearch}`}
              className="font-semibold break-words text-slate-900 hover:text-brand-800 hover:underline"
            >
              <UserText>{item.title}</UserText>
            </Link>
            {item.is_edit ? (
              <p>
                <span
                  className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900"
                  data-testid="edit-badge"
                >
                  {t('admin-revisions.queue.edit')}
                </span>
              </p>
            ) : null}
            <p className="text-xs text-slate-600">
              {t(PLATFORM_LABELS[item.platform])} · <bdi>{item.category.name}</bdi> ·{' '}
              <bdi>{item.region.name}</bdi>
            </p>
            <RowClaim claim={othersClaim(item.claim, me?.id)} />
          </div>
        </div>
      ),
    },
    {
      header: t('admin.queue.col_author'),
      cell: (item) => (
        <>
          <p className="font-medium">
            <bdi>{item.author.name}</bdi>{' '}
            <span className="text-xs text-slate-600" dir="ltr">
              @{item.author.username}
            </span>
          </p>
          <AuthorRecord history={item.author.history} compact />
        </>
      ),
    },
    {
      header: t('admin.queue.col_waiting'),
      className: 'whitespace-nowrap',
      cell: (item) => (
        <time
          dateTime={item.submitted_at}
          title={formatDate(locale, item.submitted_at, { dateStyle: 'long', timeStyle: 'short' })}
        >
          {formatRelativeTime(locale, item.submitted_at)}
        </time>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('admin.queue.caption')}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowProps={(item, index) => ({
        'data-testid': 'queue-row',
        'data-active': index === active || undefined,
        onFocusCapture: () => onActivate(index),
        className: `${index === active ? 'bg-brand-50 outline-2 -outline-offset-2 outline-brand-600' : ''} ${selected.has(item.id) ? 'bg-amber-50' : ''}`,
      })}
      selection={{
        isSelected: (item) => selected.has(item.id),
        onToggle: (item) => onToggle(item.id),
        onToggleAll,
        allLabel: t('admin.queue.select_all'),
        rowLabel: (item) => t('admin.queue.select', { title: item.title }),
      }}
      describedBy={describedBy}
      testId="review-queue"
    />
  );
}
