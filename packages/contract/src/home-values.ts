/**
 * The home page's values without zod (home.ts holds the schemas): the public page reads them
 * at run time and stays light.
 */

/**
 * The portal's platforms, as the home page lists them with their counts. Announcements and
 * sales are counted by the listings area; services and paid advertising add their counts when
 * their areas exist (until then their count is null).
 */
export const HOME_PLATFORMS = ['announcements', 'sales', 'services', 'advertisement'] as const;
export type HomePlatform = (typeof HOME_PLATFORMS)[number];

/** Listings shown in each "latest" strip. */
export const HOME_LATEST_SIZE = 8;
