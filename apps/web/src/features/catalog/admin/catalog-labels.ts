/** Catalog keys of the catalog screens' enumerations (admin-catalog.json). */

/** A tree level by its depth: category, sub-category, filter. */
export const LEVEL_LABELS: readonly string[] = [
  'admin-catalog.level.category',
  'admin-catalog.level.sub_category',
  'admin-catalog.level.filter',
];

/** What "add under this node" adds, by the node's depth (a filter has nothing under it). */
export const ADD_CHILD_LABELS: readonly string[] = [
  'admin-catalog.categories.add_sub_category',
  'admin-catalog.categories.add_filter',
];

/** Names of the catalog actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const CATALOG_AUDIT_LABELS: Record<string, string> = {
  'category.create': 'admin-catalog.audit.category_create',
  'category.update': 'admin-catalog.audit.category_update',
  'category.activate': 'admin-catalog.audit.category_activate',
  'category.deactivate': 'admin-catalog.audit.category_deactivate',
  'category.reorder': 'admin-catalog.audit.category_reorder',
  'category.delete': 'admin-catalog.audit.category_delete',
  'region.update': 'admin-catalog.audit.region_update',
  'city.create': 'admin-catalog.audit.city_create',
  'city.update': 'admin-catalog.audit.city_update',
  'city.activate': 'admin-catalog.audit.city_activate',
  'city.deactivate': 'admin-catalog.audit.city_deactivate',
  'city.reorder': 'admin-catalog.audit.city_reorder',
  'city.delete': 'admin-catalog.audit.city_delete',
  'currency.create': 'admin-catalog.audit.currency_create',
  'currency.update': 'admin-catalog.audit.currency_update',
  'currency.activate': 'admin-catalog.audit.currency_activate',
  'currency.deactivate': 'admin-catalog.audit.currency_deactivate',
  'currency.default': 'admin-catalog.audit.currency_default',
  'currency.delete': 'admin-catalog.audit.currency_delete',
};
