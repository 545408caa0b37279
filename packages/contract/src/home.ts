import { z } from 'zod';
import { contentItemSchema } from './content';
import { listingCardSchema } from './listings';

/**
 * The home page (area `home`): everything it shows in one answer, in the request's language.
 * Values without zod (what the page needs at run time): home-values.ts.
 */

export { HOME_LATEST_SIZE, HOME_PLATFORMS, type HomePlatform } from './home-values';
import { HOME_LATEST_SIZE, HOME_PLATFORMS } from './home-values';

export const homePlatformSchema = z.object({
  key: z.enum(HOME_PLATFORMS),
  /**
   * What the platform offers the public now (approved, published items); null while its area
   * does not count them, so the page shows no number rather than a wrong one.
   */
  count: z.number().int().min(0).nullable(),
});
export type HomePlatformCount = z.infer<typeof homePlatformSchema>;

const cards = z.array(listingCardSchema).max(HOME_LATEST_SIZE);
const items = z.array(contentItemSchema);

/** GET /home. */
export const homeResponseSchema = z
  .object({
    /** settings.general's site name in the request's language. */
    site_name: z.string(),
    /** Every platform of HOME_PLATFORMS, in that order. */
    platforms: z.array(homePlatformSchema),
    /** Newest public listings that have photos, per platform. */
    latest: z.object({ announcements: cards, sales: cards }),
    /** The back office's home cards (content kind home_section), by section, in their order. */
    sections: z.object({ why_choose_us: items, about: items, horizons: items }),
    branches: items,
    /** Links of the "related" list. */
    links: items,
    partners: items,
    /** settings.general's contact details; the address in the request's language. */
    contact: z.object({ phone: z.string(), email: z.string(), address: z.string() }),
    /** The portal's time zone (IANA), in which branches' opening hours are written. */
    time_zone: z.string(),
  })
  .meta({ id: 'Home' });
export type HomeResponse = z.infer<typeof homeResponseSchema>;
