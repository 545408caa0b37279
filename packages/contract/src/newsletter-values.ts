/**
 * The newsletter (area `newsletter`), zod-free so the footer's form stays light: subscriber
 * states, issue states and the limits of an issue's fields. The schemas are in newsletter.ts.
 */

/**
 * A subscriber's state: `pending` until the mailed link is opened (double opt-in), `active`
 * after, `unsubscribed` once the mailed unsubscribe link was used. Only active ones get issues.
 */
export const SUBSCRIBER_STATES = ['pending', 'active', 'unsubscribed'] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];

/** An issue's state: written (`draft`), being queued (`sending`), every mail queued (`sent`). */
export const ISSUE_STATES = ['draft', 'sending', 'sent'] as const;
export type IssueState = (typeof ISSUE_STATES)[number];

export const NEWSLETTER_LIMITS = {
  subject: { min: 2, max: 200 },
  /** Sanitized HTML, in UTF-16 units. */
  body: { max: 100_000 },
} as const;

/** How long the confirmation link of a subscription works. */
export const NEWSLETTER_CONFIRM_HOURS = 48;
