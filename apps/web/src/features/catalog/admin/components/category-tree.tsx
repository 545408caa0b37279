import type { AdminCategoryNode } from '@portal/contract/catalog-admin';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { ADD_CHILD_LABELS } from '../catalog-labels';
import { RowButton, StateBadge } from '../../../../back-office/components/row-parts';

export interface CategoryTreeActions {
  canEdit: boolean;
  expanded: ReadonlySet<number>;
  toggle: (node: AdminCategoryNode) => void;
  edit: (node: AdminCategoryNode) => void;
  addUnder: (node: AdminCategoryNode) => void;
  move: (node: AdminCategoryNode, siblings: readonly AdminCategoryNode[], step: -1 | 1) => void;
  setActive: (node: AdminCategoryNode, active: boolean) => void;
  remove: (node: AdminCategoryNode) => void;
}

/** The id of a row's action button, to give it focus back after the list is read again. */
export const categoryButtonId = (id: number, action: string) => `category-${id}-${action}`;

function CategoryRow({
  node,
  siblings,
  index,
  actions,
}: {
  node: AdminCategoryNode;
  siblings: readonly AdminCategoryNode[];
  index: number;
  actions: CategoryTreeActions;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const listId = useId();
  const name = node.names[locale];
  const open = actions.expanded.has(node.id);
  const hasChildren = node.children.length > 0;
  const who = <span className="sr-only"> {name}</span>;

  return (
    <li>
      <div
        className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-100 py-2"
        data-testid="category-row"
        data-slug={node.slug}
      >
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => actions.toggle(node)}
            className="flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className={`size-5 transition-transform ${open ? 'rotate-90' : 'rtl:rotate-180'}`}
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M9 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="sr-only">
              {t(open ? 'admin-catalog.categories.hide_children' : 'admin-catalog.categories.show_children', {
                name,
              })}
            </span>
          </button>
        ) : (
          <span aria-hidden="true" className="size-8 shrink-0" />
        )}
        <div className="min-w-48 flex-1">
          <span className="font-medium text-slate-900">{name}</span>
          <StateBadge active={node.is_active} />
          <span className="block text-xs text-slate-600">
            <span dir="ltr">{node.slug}</span>
            {node.icon ? (
              <>
                {' · '}
                <span dir="ltr">{node.icon}</span>
              </>
            ) : null}
            {' · '}
            {t('admin-catalog.listings', {
              count: node.listings_count,
              n: formatNumber(locale, node.listings_count),
            })}
          </span>
        </div>
        {actions.canEdit ? (
          <div className="flex flex-wrap gap-1">
            <RowButton id={categoryButtonId(node.id, 'edit')} onClick={() => actions.edit(node)}>
              {t('admin-catalog.edit')}
              {who}
            </RowButton>
            {node.depth < 2 ? (
              <RowButton id={categoryButtonId(node.id, 'add')} onClick={() => actions.addUnder(node)}>
                {t(ADD_CHILD_LABELS[node.depth]!)}
                {who}
              </RowButton>
            ) : null}
            <RowButton
              id={categoryButtonId(node.id, 'up')}
              disabled={index === 0}
              onClick={() => actions.move(node, siblings, -1)}
            >
              {t('admin-catalog.move_up')}
              {who}
            </RowButton>
            <RowButton
              id={categoryButtonId(node.id, 'down')}
              disabled={index === siblings.length - 1}
              onClick={() => actions.move(node, siblings, 1)}
            >
              {t('admin-catalog.move_down')}
              {who}
            </RowButton>
            <RowButton
              id={categoryButtonId(node.id, 'active')}
              onClick={() => actions.setActive(node, !node.is_active)}
            >
              {t(node.is_active ? 'admin-catalog.deactivate' : 'admin-catalog.activate')}
              {who}
            </RowButton>
            <RowButton id={categoryButtonId(node.id, 'delete')} danger onClick={() => actions.remove(node)}>
              {t('admin-catalog.delete')}
              {who}
            </RowButton>
          </div>
        ) : null}
      </div>
      {hasChildren && open ? (
        <CategoryList id={listId} nodes={node.children} actions={actions} nested />
      ) : null}
    </li>
  );
}

/**
 * A level of a platform's tree as nested lists: each node with its state, slug, icon and
 * listings, its levels under it behind a disclosure button, and (for admins) its actions.
 */
export function CategoryList({
  nodes,
  actions,
  id,
  nested = false,
}: {
  nodes: readonly AdminCategoryNode[];
  actions: CategoryTreeActions;
  id?: string;
  nested?: boolean;
}) {
  return (
    <ul id={id} className={nested ? 'ms-4 border-s border-slate-200 ps-3' : ''}>
      {nodes.map((node, index) => (
        <CategoryRow key={node.id} node={node} siblings={nodes} index={index} actions={actions} />
      ))}
    </ul>
  );
}
