import { z } from 'zod';
import { digits } from './moderation';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_PAGE_SIZE } from './notification-values';
import { page, perPage } from './paging';

/**
 * The notification center (area `notifications`): a member's notifications, newest first, with
 * their unread count; their channel per kind; the browsers they subscribed to web push.
 * Values without zod: notification-values.ts.
 */

const kind = z.enum(NOTIFICATION_KINDS);
const channel = z.enum(NOTIFICATION_CHANNELS);

/** One notification: the web writes its sentence from the kind and values, in the reader's language. */
export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind,
    params: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
    /** The app path it leads to. */
    link: z.string(),
    read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first. */
export const notificationListQuerySchema = z.object({
  page,
  per_page: perPage(50, NOTIFICATION_PAGE_SIZE),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** The bell's figure (and the answer of marking read). */
export const unreadCountResponseSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountResponseSchema>;

export const notificationParamsSchema = z.object({ id: digits });

/** Every kind with the member's channel (the default where they chose none). */
export const notificationPreferencesResponseSchema = z.object({
  preferences: z.array(z.object({ kind, channel })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesResponseSchema>;

/** PUT /notifications/preferences: the kinds to change, each once. */
export const notificationPreferencesBodySchema = z.strictObject({
  preferences: z
    .array(z.strictObject({ kind, channel }))
    .min(1)
    .max(NOTIFICATION_KINDS.length)
    .refine((list) => new Set(list.map((p) => p.kind)).size === list.length, {
      message: 'Each kind once',
    }),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBodySchema>;

/** Whether web push is on (VAPID keys configured) and the key browsers subscribe with. */
export const pushKeyResponseSchema = z.object({ public_key: z.string().nullable() });
export type PushKey = z.infer<typeof pushKeyResponseSchema>;

const base64Url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** A browser's PushSubscription as `toJSON()` gives it: the push service's https endpoint and keys. */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64Url(200), auth: base64Url(100) }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: z.string().min(1).max(2000) });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;
