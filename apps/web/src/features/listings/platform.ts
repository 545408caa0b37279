import type { Platform } from '@portal/contract/catalog';

/**
 * Which platform a page belongs to, from its path: the pages take no props (app/router.tsx),
 * and /sales/… and /profile/products are the sales platform's.
 */
export function platformOfPath(pathname: string): Platform {
  return pathname.startsWith('/sales') || pathname.startsWith('/profile/products')
    ? 'sales'
    : 'announcements';
}

/** The paths of the posting journey: create and edit under the category, the owner's list. */
export const listingPaths = {
  create: (platform: Platform, categoryId: number) => `/${platform}/${categoryId}/create`,
  edit: (platform: Platform, categoryId: number, slug: string) =>
    `/${platform}/${categoryId}/edit/${encodeURIComponent(slug)}`,
  show: (platform: Platform, slug: string) => `/${platform}/show/${encodeURIComponent(slug)}`,
  mine: (platform: Platform) => (platform === 'sales' ? '/profile/products' : '/profile/announcements'),
};

/** The id of the category choice on the owner's lists: where "Post an ad" leads. */
export const POST_AD_ANCHOR = 'post-an-ad';

/**
 * Where "Post an ad" leads: the category choice at the top of the owner's list of the platform
 * (a visitor is sent to log in first by that route's guard, then lands there).
 */
export const postAdPath = (platform: Platform) => `${listingPaths.mine(platform)}#${POST_AD_ANCHOR}`;

/** What the owner's list is told after a submit, through the navigation state. */
export interface SubmittedState {
  submitted: true;
}

export function isSubmittedState(state: unknown): state is SubmittedState {
  return typeof state === 'object' && state !== null && (state as SubmittedState).submitted === true;
}
