import type {
  AdLocation,
  AdPlacement,
  AdStatus,
  AdType,
  PriceDurationUnit,
} from '@portal/contract/advertisements-values';

/** The back office's words for the advertisements' values (locales/<lang>/admin-advertisements.json). */
export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  page_top_bar: 'admin-advertisements.placement.page_top_bar',
  popup: 'admin-advertisements.placement.popup',
  top_of_page: 'admin-advertisements.placement.top_of_page',
  home_page: 'admin-advertisements.placement.home_page',
  main_branch: 'admin-advertisements.placement.main_branch',
  category: 'admin-advertisements.placement.category',
  listing_slot: 'admin-advertisements.placement.listing_slot',
};

export const AD_STATUS_LABELS: Record<AdStatus, string> = {
  pending_review: 'admin-advertisements.status.pending_review',
  rejected: 'admin-advertisements.status.rejected',
  waiting_payment: 'admin-advertisements.status.waiting_payment',
  scheduled: 'admin-advertisements.status.scheduled',
  active: 'admin-advertisements.status.active',
  expired: 'admin-advertisements.status.expired',
  cancelled: 'admin-advertisements.status.cancelled',
};

export const AD_TYPE_LABELS: Record<AdType, string> = {
  image: 'admin-advertisements.type.image',
  video: 'admin-advertisements.type.video',
  text: 'admin-advertisements.type.text',
};

export const AD_LOCATION_LABELS: Record<AdLocation, string> = {
  website_and_app: 'admin-advertisements.location.website_and_app',
  app_only: 'admin-advertisements.location.app_only',
  website_only: 'admin-advertisements.location.website_only',
};

/** "3 weeks", "1 month": the unit counted (i18next plural forms). */
export const AD_UNIT_COUNT_LABELS: Record<PriceDurationUnit, string> = {
  seconds: 'admin-advertisements.unit_count.seconds',
  day: 'admin-advertisements.unit_count.day',
  three_days: 'admin-advertisements.unit_count.three_days',
  week: 'admin-advertisements.unit_count.week',
  month: 'admin-advertisements.unit_count.month',
  half_yearly: 'admin-advertisements.unit_count.half_yearly',
  yearly: 'admin-advertisements.unit_count.yearly',
};

/** Statuses whose order still takes payments: approved and not yet over. */
export const AD_PAYABLE: readonly AdStatus[] = ['waiting_payment', 'scheduled', 'active'];
