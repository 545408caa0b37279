import type { AdminContentItem } from '@portal/contract/content';
import { CONTENT_STATES, isContentKind, type ContentKind } from '@portal/contract/content-values';
import { LOCALES, type Locale } from '@portal/contract/locale';
import { pathFor } from '@portal/contract/routes';
import { useState, type DragEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { FilterSelect } from '../../../../back-office/components/filter-select';
import { PagePager } from '../../../../back-office/components/page-pager';
import { QueryView } from '../../../../back-office/components/query-view';
import { RefusalAlert } from '../../../../back-office/components/refusal-alert';
import { focusFirst, movedIds, RowButton } from '../../../../back-office/components/row-parts';
import { errorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { buttonClass } from '../../../../ui/button';
import { DataTable, type Column } from '../../../../ui/data-table';
import { EmptyState } from '../../../../ui/empty-state';
import { SearchSubmit } from '../../../../ui/search-submit';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { NotFoundPage } from '../../../system';
import { useAdminContentList } from '../api/list-admin-content';
import { useReorderContent } from '../api/reorder-content';
import { fallbackFor, isOrderedKind } from '../content-form';
import { LANGUAGE_LABELS, READERS_LABELS, STATE_LABELS, kindLabel } from '../content-labels';
import { ContentStateBadge } from '../components/state-badge';
import { useCanEditContent } from '../use-can-edit-content';

const PER_PAGE = 100;
const moveId = (id: number, step: 'up' | 'down') => `content-${id}-${step}`;

/** The title in the admin's language, or the one its visitors get instead (and which it is). */
function titleFor(item: AdminContentItem, locale: Locale): { text: string; shownIn: Locale | null } {
  const written = LOCALES.filter((l) => item.translations[l] !== null);
  const own = item.translations[locale];
  if (own) return { text: own.title, shownIn: null };
  const other = fallbackFor(locale, written);
  return { text: other ? (item.translations[other]?.title ?? item.slug) : item.slug, shownIn: other };
}

/**
 * /admin/content/:kind: a kind's items with their title, state, languages and last change;
 * filtered by state and searched. Kinds the site shows in order are ordered here, with move
 * buttons (and by dragging a row), while the whole list is shown.
 */
export default function ContentListPage() {
  const kind = useParams().kind ?? '';
  if (!isContentKind(kind)) return <NotFoundPage />;
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const canEdit = useCanEditContent();
  const [params, setParams] = useSearchParams();
  const state = CONTENT_STATES.find((s) => s === params.get('state')) ?? null;
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const list = useAdminContentList(kind, { state, q, page }, PER_PAGE);
  const reorder = useReorderContent(kind);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);

  const setSearch = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    next.delete('page');
    setParams(next);
  };

  const rows = list.data?.data ?? [];
  // The order is the whole kind's: it is changed only while every item is on screen.
  const canOrder =
    canEdit && isOrderedKind(kind) && state === null && q === '' && (list.data?.meta.last_page ?? 1) === 1;

  const sendOrder = async (ids: number[], focus: string[] = []) => {
    setRefusal(null);
    try {
      await reorder.mutateAsync(ids);
      toast.success(t('admin-content.order_saved'));
      focusFirst(focus);
    } catch (error) {
      setRefusal(errorText(error, t));
    }
  };

  const written = (item: AdminContentItem) => LOCALES.filter((l) => item.translations[l] !== null);
  const columns: Column<AdminContentItem>[] = [
    {
      header: t('admin-content.list.title'),
      rowHeader: true,
      cell: (item) => {
        const title = titleFor(item, locale);
        return (
          <div>
            <Link
              to={pathFor('admin-content-edit', { id: item.id })}
              className="font-medium text-brand-800 hover:underline"
              data-testid="content-title"
            >
              <UserText>{title.text}</UserText>
            </Link>
            {title.shownIn ? (
              <span className="ms-2 text-xs text-slate-500">
                {t('admin-content.list.in_language', {
                  language: t(LANGUAGE_LABELS[title.shownIn]),
                })}
              </span>
            ) : null}
          </div>
        );
      },
    },
    { header: t('admin-content.list.state'), cell: (item) => <ContentStateBadge state={item.state} /> },
    {
      header: t('admin-content.list.languages'),
      cell: (item) => (
        <ul className="space-y-0.5 text-xs">
          {LOCALES.map((l) => {
            const missing = item.missing_locales.includes(l);
            const instead = missing ? fallbackFor(l, written(item)) : null;
            return (
              <li key={l} className={missing ? 'text-amber-800' : 'text-slate-700'}>
                {missing ? (
                  <>
                    <span aria-hidden="true">⚠ </span>
                    {instead
                      ? t('admin-content.list.shown_instead', {
                          language: t(LANGUAGE_LABELS[instead]),
                          readers: t(READERS_LABELS[l]),
                        })
                      : t(LANGUAGE_LABELS[l])}
                  </>
                ) : (
                  <>
                    <span aria-hidden="true">✓ </span>
                    {t(LANGUAGE_LABELS[l])}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      header: t('admin-content.list.updated'),
      cell: (item) => (
        <div className="text-xs text-slate-700">
          <time dateTime={item.updated_at}>
            {formatDate(locale, item.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
          {item.updated_by ? (
            <p>
              <UserText>{item.updated_by}</UserText>
            </p>
          ) : null}
        </div>
      ),
    },
  ];
  if (canOrder) {
    columns.push({
      header: t('admin-content.list.order'),
      cell: (item, index) => {
        const title = titleFor(item, locale).text;
        return (
          <div className="flex gap-1">
            <RowButton
              id={moveId(item.id, 'up')}
              disabled={index === 0 || reorder.isPending}
              onClick={() =>
                void sendOrder(movedIds(rows, index, -1), [moveId(item.id, 'up'), moveId(item.id, 'down')])
              }
            >
              {t('admin-content.list.move_up')}
              <span className="sr-only"> {title}</span>
            </RowButton>
            <RowButton
              id={moveId(item.id, 'down')}
              disabled={index === rows.length - 1 || reorder.isPending}
              onClick={() =>
                void sendOrder(movedIds(rows, index, 1), [moveId(item.id, 'down'), moveId(item.id, 'up')])
              }
            >
              {t('admin-content.list.move_down')}
              <span className="sr-only"> {title}</span>
            </RowButton>
          </div>
        );
      },
    });
  }

  // Dragging a row onto another puts it there; the buttons do the same from the keyboard.
  const dragProps = (item: AdminContentItem, index: number) =>
    canOrder
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLTableRowElement>) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragged(index);
          },
          onDragOver: (event: DragEvent<HTMLTableRowElement>) => event.preventDefault(),
          onDrop: (event: DragEvent<HTMLTableRowElement>) => {
            event.preventDefault();
            if (dragged === null || dragged === index) return;
            const ids = rows.map((r) => r.id);
            const [moved] = ids.splice(dragged, 1);
            ids.splice(index, 0, moved!);
            setDragged(null);
            void sendOrder(ids);
          },
          onDragEnd: () => setDragged(null),
          className: dragged === index ? 'opacity-50' : 'cursor-grab',
          'data-item-id': item.id,
        }
      : { 'data-item-id': item.id };

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <nav aria-label={t('admin-content.breadcrumb')} className="text-sm">
          <Link to={pathFor('admin-content')} className="text-brand-800 hover:underline">
            {t('routes.admin-content.title')}
          </Link>
        </nav>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t(kindLabel(kind))}</h1>
          {canEdit ? (
            <Link
              to={pathFor('admin-content-new', { kind })}
              className={buttonClass()}
              data-testid="new-content"
            >
              {t('admin-content.new')}
            </Link>
          ) : null}
        </div>
        {canEdit ? null : (
          <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="read-only">
            {t('admin-content.read_only')}
          </p>
        )}
        <div className="flex flex-wrap items-end gap-3">
          <FilterSelect
            label={t('admin-content.list.state')}
            allLabel={t('admin-content.list.all_states')}
            value={state}
            onChange={(value) => setSearch({ state: value })}
          >
            {CONTENT_STATES.map((s) => (
              <option key={s} value={s}>
                {t(STATE_LABELS[s])}
              </option>
            ))}
          </FilterSelect>
          <form
            role="search"
            className="flex flex-1 items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              setSearch({ q: typed.trim() });
            }}
          >
            <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
              {t('admin-content.list.search')}
              <input
                type="search"
                value={typed}
                dir="auto"
                maxLength={200}
                onChange={(event) => setTyped(event.target.value)}
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-normal"
              />
            </label>
            <SearchSubmit label={t('admin-content.list.search_submit')} />
          </form>
        </div>
        {isOrderedKind(kind) && canEdit && !canOrder ? (
          <p className="text-sm text-slate-600">{t('admin-content.list.order_hint')}</p>
        ) : null}
        <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />
        <QueryView query={list}>
          {(data) => (
            <>
              <DataTable
                caption={t(kindLabel(kind))}
                columns={columns}
                rows={data.data}
                rowKey={(item) => item.id}
                rowProps={(item, index) => ({ 'data-testid': 'content-row', ...dragProps(item, index) })}
                empty={<EmptyState title={t('admin-content.list.empty')} />}
                testId="content-list"
              />
              <PagePager
                page={data.meta.page}
                last={data.meta.last_page}
                href={(p) => {
                  const next = new URLSearchParams(params);
                  next.set('page', String(p));
                  return `?${next.toString()}`;
                }}
              />
            </>
          )}
        </QueryView>
      </div>
    </BackOfficeLayout>
  );
}
