import { z } from 'zod';
import { page, perPage } from './paging';
import { textField } from './text-field';
import { listingCardSchema } from './listings';

/**
 * Favorites, likes, reports and the phone reveal. Public counts travel with the
 * listing's detail (cacheable, the same for every reader); what the signed-in reader did
 * (liked, favorited, reported) comes from a small endpoint of its own.
 */

/** Why a listing is reported (the back office's reports queue shows it). */
export const REPORT_REASONS = [
  'spam',
  'fraud',
  'wrong_category',
  'offensive',
  'duplicate',
  'unavailable',
  'other',
] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS);
export type ReportReason = z.infer<typeof reportReasonSchema>;

export const REPORT_DETAILS_MAX = 1000;

/** POST /listings/{id}/report. `details` is required when the reason is "other". */
export const reportBodySchema = z
  .strictObject({
    reason: reportReasonSchema,
    details: textField({ max: REPORT_DETAILS_MAX, multiline: true }).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: 'validation.required' });
    }
  })
  .meta({ id: 'ReportBody' });
export type ReportBody = z.input<typeof reportBodySchema>;

export const reportResponseSchema = z.object({ message: z.string() });

export const favoriteStateSchema = z
  .object({ favorited: z.boolean(), favorites: z.number().int() })
  .meta({ id: 'FavoriteState' });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const likeStateSchema = z
  .object({ liked: z.boolean(), likes: z.number().int() })
  .meta({ id: 'LikeState' });
export type LikeState = z.infer<typeof likeStateSchema>;

/** GET /listings/{id}/viewer-state: what the signed-in reader did on this listing. */
export const viewerStateSchema = z
  .object({ liked: z.boolean(), favorited: z.boolean(), reported: z.boolean() })
  .meta({ id: 'ViewerState' });
export type ViewerState = z.infer<typeof viewerStateSchema>;

/** POST /listings/{id}/phone: the advertiser's number; `tel` is ready for a tel: link. */
export const phoneResponseSchema = z
  .object({ phone: z.string(), country_code: z.string().nullable(), tel: z.string() })
  .meta({ id: 'AdvertiserPhone' });
export type PhoneResponse = z.infer<typeof phoneResponseSchema>;

export const favoritesQuerySchema = z.object({
  page,
  per_page: perPage(50, 20),
});

/**
 * One of my favorites: the card as it is now. `available` is false once the listing is no
 * longer public (expired, under review, rejected); it can still be removed.
 */
export const favoriteItemSchema = listingCardSchema
  .extend({ available: z.boolean(), favorited_at: z.string() })
  .meta({ id: 'FavoriteItem' });
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoritesResponseSchema = z
  .object({
    data: z.array(favoriteItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  })
  .meta({ id: 'Favorites' });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;

/** GET /favorites/ids: the ids of my favorites (newest first), for the toggles on cards. */
export const FAVORITE_IDS_MAX = 1000;
export const favoriteIdsResponseSchema = z.object({ ids: z.array(z.number().int()) });
