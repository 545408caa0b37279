import { pathFor, type RouteName } from '@portal/contract/routes';

export interface BackOfficeNavItem {
  /** The route the link opens; its title (routes.<name>.title) is the link's text. */
  readonly route: RouteName;
  /** Other routes under this item, which mark it as the current one (the review of a queue item). */
  readonly also?: readonly RouteName[];
}

/**
 * The back office's sections, in the order of its navigation. A new section (reports, users,
 * catalog, settings, payments) adds its route to packages/contract/src/routes.ts with
 * `requiresRole` and one line here.
 */
export const BACK_OFFICE_NAV: readonly BackOfficeNavItem[] = [
  // The landing section: what waits and how the last days went, each figure linking to its queue.
  { route: 'admin-dashboard' },
  { route: 'admin', also: ['admin-review'] },
  // Reported listings and conversations: one queue (/admin/conversations opens it on conversations).
  { route: 'admin-reports', also: ['admin-conversations'] },
  { route: 'admin-users' },
  { route: 'admin-payments' },
  {
    route: 'admin-advertisements',
    also: ['admin-advertisement', 'admin-advertisements-calendar', 'admin-advertisements-stats'],
  },
  { route: 'admin-catalog', also: ['admin-catalog-regions', 'admin-catalog-currencies'] },
  { route: 'admin-rejection-reasons' },
  { route: 'admin-banned-words' },
  { route: 'admin-content', also: ['admin-content-kind', 'admin-content-new', 'admin-content-edit'] },
  { route: 'admin-settings' },
  { route: 'admin-newsletter' },
  { route: 'admin-contact', also: ['admin-contact-thread'] },
  { route: 'admin-join-requests', also: ['admin-join-request'] },
  { route: 'admin-businesses' },
  { route: 'admin-survey', also: ['admin-survey-questions'] },
  { route: 'admin-appointments' },
  { route: 'admin-audit' },
];

export const navPath = (item: BackOfficeNavItem) => pathFor(item.route);
