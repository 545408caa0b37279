import type {
  AdLocation,
  AdPlacement,
  AdStatus,
  AdType,
  PriceDurationUnit,
} from '@portal/contract/advertisements-values';
import type { AdDocument } from '@portal/contract/advertisements';
import type { PaymentMethod } from '@portal/contract/payments';
import type { MediaProblem } from './media-check';

/** Each value's words (locales/<lang>/advertisements.json). */
export const PLACEMENT_LABELS: Record<AdPlacement, string> = {
  page_top_bar: 'advertisements.placement.page_top_bar',
  popup: 'advertisements.placement.popup',
  top_of_page: 'advertisements.placement.top_of_page',
  home_page: 'advertisements.placement.home_page',
  main_branch: 'advertisements.placement.main_branch',
  category: 'advertisements.placement.category',
  listing_slot: 'advertisements.placement.listing_slot',
};

export const PLACEMENT_WHERE: Record<AdPlacement, string> = {
  page_top_bar: 'advertisements.placement_where.page_top_bar',
  popup: 'advertisements.placement_where.popup',
  top_of_page: 'advertisements.placement_where.top_of_page',
  home_page: 'advertisements.placement_where.home_page',
  main_branch: 'advertisements.placement_where.main_branch',
  category: 'advertisements.placement_where.category',
  listing_slot: 'advertisements.placement_where.listing_slot',
};

export const UNIT_LABELS: Record<PriceDurationUnit, string> = {
  seconds: 'advertisements.unit.seconds',
  day: 'advertisements.unit.day',
  three_days: 'advertisements.unit.three_days',
  week: 'advertisements.unit.week',
  month: 'advertisements.unit.month',
  half_yearly: 'advertisements.unit.half_yearly',
  yearly: 'advertisements.unit.yearly',
};

export const UNIT_CHOICE_LABELS: Record<PriceDurationUnit, string> = {
  seconds: 'advertisements.unit_choice.seconds',
  day: 'advertisements.unit_choice.day',
  three_days: 'advertisements.unit_choice.three_days',
  week: 'advertisements.unit_choice.week',
  month: 'advertisements.unit_choice.month',
  half_yearly: 'advertisements.unit_choice.half_yearly',
  yearly: 'advertisements.unit_choice.yearly',
};

export const TYPE_LABELS: Record<AdType, string> = {
  image: 'advertisements.type.image',
  video: 'advertisements.type.video',
  text: 'advertisements.type.text',
};

export const LOCATION_LABELS: Record<AdLocation, string> = {
  website_and_app: 'advertisements.location.website_and_app',
  app_only: 'advertisements.location.app_only',
  website_only: 'advertisements.location.website_only',
};

export const STATUS_LABELS: Record<AdStatus, string> = {
  pending_review: 'advertisements.status.pending_review',
  rejected: 'advertisements.status.rejected',
  waiting_payment: 'advertisements.status.waiting_payment',
  scheduled: 'advertisements.status.scheduled',
  active: 'advertisements.status.active',
  expired: 'advertisements.status.expired',
  cancelled: 'advertisements.status.cancelled',
};

/** What the form says about a media file the browser refused (media-check.ts). */
export const MEDIA_PROBLEM_LABELS: Record<MediaProblem['key'], string> = {
  media_type: 'advertisements.form.media_type',
  media_too_large: 'advertisements.form.media_too_large',
  media_unreadable: 'advertisements.form.media_unreadable',
  media_ratio: 'advertisements.form.media_ratio',
  media_resolution: 'advertisements.form.media_resolution',
};

/** How to pay by each method, quoting the order's reference. */
export const PAY_HOW_LABELS: Record<PaymentMethod, string> = {
  cheque: 'advertisements.mine.how_cheque',
  cash: 'advertisements.mine.how_cash',
  current_account: 'advertisements.mine.how_current_account',
};

export const DOCUMENT_KIND_LABELS: Record<AdDocument['kind'], string> = {
  id_card: 'advertisements.mine.document_kind.id_card',
  license: 'advertisements.mine.document_kind.license',
  payment_proof: 'advertisements.mine.document_kind.payment_proof',
};
