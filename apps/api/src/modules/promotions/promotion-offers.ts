import type { PromotionOffer, Settings } from '@portal/contract/settings';

/** The settings' offer of this key, if it is still offered. */
export function findOffer(settings: Settings, key: string | null | undefined): PromotionOffer | undefined {
  if (!key) return undefined;
  return settings.announcements.promotions.find((offer) => offer.key === key);
}
