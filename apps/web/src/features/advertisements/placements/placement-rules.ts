import { AD_POPUP_SEEN_KEY } from '@portal/contract/advertisements-values';
import type { RouteDef } from '@portal/contract/routes';

/**
 * Where advertisements may show and how often: pure rules, tested beside (the components only
 * draw). Never in the back office; the popup never over a form (signing in, posting, ordering,
 * contacting, booking, editing a profile): a visitor filling one is not to be interrupted.
 */
const FORM_ROUTES = new Set([
  'login',
  'register',
  'auth',
  'verify-email',
  'forgot-password',
  'reset-password',
  'confirm-password',
  'contact-us',
  'join-us',
  'book-appointment',
  'advertisement',
  'advertisement-show',
  'share-survey-with-us',
  'subscriptions',
]);

/** Whether a route is part of the back office (no advertisement there). */
export function isBackOffice(route: Pick<RouteDef, 'name'> | undefined): boolean {
  return route?.name === 'admin' || Boolean(route?.name.startsWith('admin-'));
}

/** Whether the popup may open on this page. */
export function popupAllowedOn(route: Pick<RouteDef, 'name'> | undefined): boolean {
  if (!route || isBackOffice(route)) return false;
  const name = route.name;
  return !FORM_ROUTES.has(name) && !name.startsWith('profile') && !/-(create|edit)$/.test(name);
}

/** The visitor's calendar day, YYYY-MM-DD, in the browser's zone. */
export function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

type DayStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the popup already showed today (storage refused, e.g. private mode: treated as shown, so it never nags). */
export function popupSeenToday(storage: DayStore, now: Date): boolean {
  try {
    return storage.getItem(AD_POPUP_SEEN_KEY) === localDay(now);
  } catch {
    return true;
  }
}

/** Remembers that the popup showed today. */
export function markPopupSeen(storage: DayStore, now: Date): void {
  try {
    storage.setItem(AD_POPUP_SEEN_KEY, localDay(now));
  } catch {
    // Storage refused: the popup stays closed for this page anyway.
  }
}

/**
 * After which results (0-based indexes) a sponsored card goes in a list of `count` results:
 * after every `every` results. The k-th sponsored card shows the k-th advertisement in the
 * rotation, so several advertisements share the slots of one page.
 */
export function sponsoredSlotIndexes(count: number, every: number): number[] {
  if (!Number.isInteger(every) || every < 1) return [];
  const indexes: number[] = [];
  for (let index = every - 1; index < count; index += every) indexes.push(index);
  return indexes;
}
