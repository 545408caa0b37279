/**
 * Notifications (area `notifications`), zod-free so the header's bell stays light: the kinds of
 * notification, the channels a member chooses per kind, and each kind's default (decision 045).
 * The schemas of the endpoints are in notifications.ts.
 */

/**
 * What a notification is about. Each area that notifies owns its kinds: `message` (messages),
 * `alert_match` and `price_drop` (alerts), the listing decisions and `report_outcome`
 * (notifications, called from moderation, listings, payments and trust).
 */
export const NOTIFICATION_KINDS = [
  'message',
  'alert_match',
  'price_drop',
  'listing_approved',
  'listing_rejected',
  'listing_expired',
  'payment_received',
  'report_outcome',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How a member wants a kind: `in_app` in the notification center (and a push to the installed
 * app), `mail` the same plus a mail, `off` neither. Each channel includes the ones before it.
 */
export const NOTIFICATION_CHANNELS = ['in_app', 'mail', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * The channel of a kind the member never chose. The kinds that were already mailed before the
 * notification center existed stay mailed; the others only reach the center.
 */
export const NOTIFICATION_DEFAULTS: Readonly<Record<NotificationKind, NotificationChannel>> = {
  message: 'mail',
  alert_match: 'mail',
  price_drop: 'in_app',
  listing_approved: 'mail',
  listing_rejected: 'mail',
  listing_expired: 'mail',
  payment_received: 'mail',
  report_outcome: 'in_app',
};

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * The values the web writes a notification's sentence with, in the reader's language: short
 * plain values (a listing's title, a count, a reason's code), never sentences.
 */
export type NotificationParams = Record<string, string | number | null>;

/**
 * A path of this site (`/profile/messages/12`), never an address elsewhere: `//host` and
 * `/\\host` are read by browsers as another site.
 */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

/**
 * The notification center's events on the live stream (GET /events), by their `event:` name:
 * `notification` when one is recorded or updated, `notifications_read` when some are read (in
 * another tab, or by reading the conversation they are about). The bell reads its count again.
 */
export const NOTIFICATION_EVENT_KINDS = ['notification', 'notifications_read'] as const;

/**
 * The kinds kept as one unread notification per link: a new one updates it (its values, time
 * and `count`, how many it stands for) instead of adding a row. A message notifies once per
 * conversation until the conversation is read.
 */
export const COALESCED_KINDS = ['message'] as const satisfies readonly NotificationKind[];
export type CoalescedKind = (typeof COALESCED_KINDS)[number];

/** The longest excerpt of a message a notification shows, in characters. */
export const MESSAGE_EXCERPT_LENGTH = 80;

/** The notification center's pages, and how long a notification is kept. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_KEEP_DAYS = 180;

/**
 * What a web push of the portal carries (the API sends it, the service worker shows it): the
 * sentence already in the member's language, and the app path a click opens.
 */ export interface NotificationPush {
  title: string;
  body: string;
  link: string;
  tag: string;
  lang: string;
  dir: 'rtl' | 'ltr';
}

/**
 * A push as the service worker receives it: whole, and opening only a path of this site;
 * anything else is ignored.
 */
export function readPush(data: unknown): NotificationPush | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const push = data as Record<string, unknown>;
  const texts = ['title', 'body', 'link', 'tag', 'lang'] as const;
  if (!texts.every((name) => typeof push[name] === 'string')) return undefined;
  const link = push.link as string;
  if (!isAppPath(link)) return undefined;
  return {
    title: push.title as string,
    body: push.body as string,
    link,
    tag: push.tag as string,
    lang: push.lang as string,
    dir: push.dir === 'rtl' ? 'rtl' : 'ltr',
  };
}
