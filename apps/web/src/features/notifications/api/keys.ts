/** Everything cached about my notifications (per user: a sign-out forgets it). */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
