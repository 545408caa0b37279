/**
 * Saved searches and their alerts (area `alerts`), without zod: the web's pages read these
 * values too (docs/decisions/047-saved-searches-and-alerts.md).
 */

/** How often a saved search's new matches are mailed: never, at once, or in a digest. */
export const ALERT_FREQUENCIES = ['off', 'immediately', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** The frequency a new saved search starts with. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'immediately';

export const SAVED_SEARCH_LIMITS = {
  /** A saved search's name, as the member renames it. */
  name: { min: 1, max: 80 },
  /** Saved searches one member may keep: each is matched against every new listing. */
  perUser: 50,
  /** Listings shown as cards in one alert mail (the mail links to the rest). */
  cardsPerMail: 10,
} as const;

/**
 * The search parameters a saved search keeps: the words and every filter of a results page,
 * never its page or page size (each opening starts at the first page).
 */
export const UNSAVED_SEARCH_PARAMS = ['page', 'per_page'] as const;
