import { PLATFORMS, type Platform } from '@portal/contract/catalog';
import type { AdminCategoryNode } from '@portal/contract/catalog-admin';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { useLocale } from '../../../../lib/use-locale';
import { EmptyState } from '../../../../ui/empty-state';
import { catalogChanges, useAdminCategories } from '../api/catalog';
import { CatalogTabs, useCanEditCatalog } from '../components/catalog-tabs';
import { CategoryForm, type CategoryFormTarget } from '../components/category-form';
import { QueryView } from '../../../../back-office/components/query-view';
import { categoryButtonId, CategoryList, type CategoryTreeActions } from '../components/category-tree';
import { RefusalAlert } from '../../../../back-office/components/refusal-alert';
import { movedIds } from '../../../../back-office/components/row-parts';
import { useCatalogActions } from '../use-catalog-actions';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { Modal } from '../../../../ui/modal';
import { Button } from '../../../../ui/button';

function platformOf(value: string | null): Platform {
  return (PLATFORMS as readonly string[]).includes(value ?? '') ? (value as Platform) : 'announcements';
}

/**
 * /admin/catalog: a platform's categories, sub-categories and filters as a tree. Admins add,
 * edit, order, switch on or off and delete; a moderator reads. A refused delete (listings or
 * levels under it) shows the server's reason on the page.
 */
export default function CatalogCategoriesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params] = useSearchParams();
  const platform = platformOf(params.get('platform'));
  const tree = useAdminCategories(platform);
  const canEdit = useCanEditCatalog();
  const { refusal, dismiss, run, remove } = useCatalogActions();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [form, setForm] = useState<CategoryFormTarget | null>(null);
  const nameOf = (node: AdminCategoryNode) => node.names[locale];

  const actions: CategoryTreeActions = {
    canEdit,
    expanded,
    toggle: (node) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(node.id)) next.add(node.id);
        return next;
      }),
    edit: (node) => setForm({ kind: 'edit', node }),
    addUnder: (node) => setForm({ kind: 'create', parent: node }),
    move: (node, siblings, step) => {
      const index = siblings.findIndex((s) => s.id === node.id);
      const direction = step < 0 ? 'up' : 'down';
      void run(
        catalogChanges.orderCategories(platform, node.parent_id, movedIds(siblings, index, step)),
        'admin-catalog.moved',
        [categoryButtonId(node.id, direction), categoryButtonId(node.id, direction === 'up' ? 'down' : 'up')],
      );
    },
    setActive: (node, active) =>
      void run(
        catalogChanges.updateCategory(node.id, { is_active: active }),
        active ? 'admin-catalog.activated' : 'admin-catalog.deactivated',
        [categoryButtonId(node.id, 'active')],
      ),
    remove: (node) => void remove(nameOf(node), catalogChanges.deleteCategory(node.id)),
  };

  /** The form's title: what is added, and under what; or what is edited. */
  const formTitle = (target: CategoryFormTarget) => {
    if (target.kind === 'edit')
      return t('admin-catalog.categories.edit_title', { name: nameOf(target.node) });
    if (!target.parent) return t('admin-catalog.categories.add_category');
    return t(
      target.parent.depth === 0
        ? 'admin-catalog.categories.add_sub_title'
        : 'admin-catalog.categories.add_filter_title',
      { name: nameOf(target.parent) },
    );
  };
  const closeForm = () => setForm(null);
  const afterSave = () => {
    // A node added under a collapsed one shows at once.
    if (form?.kind === 'create' && form.parent) {
      const parentId = form.parent.id;
      setExpanded((current) => new Set(current).add(parentId));
    }
    setForm(null);
  };

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-catalog.title')}</h1>
        <CatalogTabs current="admin-catalog" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <nav aria-label={t('admin-catalog.categories.platforms')}>
            <ul className="flex gap-2">
              {PLATFORMS.map((p) => (
                <li key={p}>
                  <Link
                    to={`?platform=${p}`}
                    aria-current={p === platform ? 'page' : undefined}
                    className={`block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                      p === platform
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                    }`}
                  >
                    {t(`admin.platform.${p}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {canEdit ? (
            <Button onClick={() => setForm({ kind: 'create', parent: null })}>
              {t('admin-catalog.categories.add_category')}
            </Button>
          ) : null}
        </div>
        <RefusalAlert message={refusal} onDismiss={dismiss} />
        <QueryView query={tree}>
          {(data) =>
            data.categories.length === 0 ? (
              <EmptyState title={t('admin-catalog.categories.empty')} />
            ) : (
              <section
                aria-label={t('admin-catalog.categories.tree', { platform: t(`admin.platform.${platform}`) })}
                className="rounded-2xl border border-slate-200 bg-white px-4 py-2"
                data-testid="category-tree"
              >
                <CategoryList key={platform} nodes={data.categories} actions={actions} />
              </section>
            )
          }
        </QueryView>
      </div>
      {form ? (
        <Modal title={formTitle(form)} onClose={closeForm} testId="category-dialog">
          <CategoryForm platform={platform} target={form} onDone={afterSave} onCancel={closeForm} />
        </Modal>
      ) : null}
    </BackOfficeLayout>
  );
}
