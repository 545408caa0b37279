/**
 * The contact page and the staff's inbox (area `contact`), zod-free: the states of a thread and
 * the limits of its fields. The schemas are in contact.ts.
 */

/**
 * A thread's state: `open` until staff answer, `answered` once a reply was mailed, `closed` when
 * staff consider it settled (reopening puts it back to `open`).
 */
export const CONTACT_THREAD_STATES = ['open', 'answered', 'closed'] as const;
export type ContactThreadState = (typeof CONTACT_THREAD_STATES)[number];

export const CONTACT_LIMITS = {
  /** A visitor's full name, as one field (members' names come from their account). */
  name: { min: 2, max: 120 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
  /** A staff reply. */
  reply: { min: 2, max: 5000 },
  /** The inbox's search words. */
  search: { max: 100 },
} as const;

/** Messages a visitor (per client address) or a member (per account) may send per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export const CONTACT_PAGE_SIZE = 20;
export const CONTACT_MAX_PAGE_SIZE = 50;
