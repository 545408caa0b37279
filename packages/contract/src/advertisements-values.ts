/**
 * Paid advertisements (area `advertisements`), the values public pages need without zod:
 * statuses, kinds, where they show, the content rule (220 mm × 300 mm), and how a price and a
 * period are computed from the settings. The API and the order form both compute with these,
 * so the price shown before sending is the price the server keeps (docs/decisions/034).
 */
/** Paid advertisement placements (spec: page top bar, popup, top of page, home page, main branch, category, rented space in listings). */
export const AD_PLACEMENTS = [
  'page_top_bar',
  'popup',
  'top_of_page',
  'home_page',
  'main_branch',
  'category',
  'listing_slot',
] as const;

/** Price-duration units of paid advertisements. */
export const PRICE_DURATION_UNITS = [
  'seconds',
  'day',
  'three_days',
  'week',
  'month',
  'half_yearly',
  'yearly',
] as const;

export type AdPlacement = (typeof AD_PLACEMENTS)[number];
export type PriceDurationUnit = (typeof PRICE_DURATION_UNITS)[number];

/**
 * An order's life: reviewed first, then paid, then shown for its period.
 * - pending_review: sent, waiting for a moderator (it holds its capacity meanwhile);
 * - rejected: refused with a reason (capacity released);
 * - waiting_payment: approved; an invoice is issued and the advertiser pays offline;
 * - scheduled: paid enough (all, or the first instalment of a partial payment) before its start;
 * - active: shown in its placement from its start to its end;
 * - expired: its period is over;
 * - cancelled: withdrawn by the advertiser before it became active (capacity released).
 */
export const AD_STATUSES = [
  'pending_review',
  'rejected',
  'waiting_payment',
  'scheduled',
  'active',
  'expired',
  'cancelled',
] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Statuses from which the advertiser may still cancel: anything before it shows. */
export const AD_CANCELLABLE: readonly AdStatus[] = ['pending_review', 'waiting_payment', 'scheduled'];

/** Statuses that hold a placement's capacity for the order's days. */
export const AD_HOLDING: readonly AdStatus[] = ['pending_review', 'waiting_payment', 'scheduled', 'active'];

/** What an advertisement is made of. A text advertisement may come without media. */
export const AD_TYPES = ['image', 'video', 'text'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Where the advertiser wants it shown. */
export const AD_LOCATIONS = ['website_and_app', 'app_only', 'website_only'] as const;
export type AdLocation = (typeof AD_LOCATIONS)[number];

/**
 * The content rule: 220 mm × 300 mm, the printed format the agency also uses. An image must
 * have that proportion (within 2 %) and at least 150 dpi at that size, enough for print.
 */
export const AD_MEDIA_RULES = {
  widthMm: 220,
  heightMm: 300,
  ratioTolerance: 0.02,
  minWidthPx: 1299,
  minHeightPx: 1772,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  videoTypes: ['video/mp4', 'video/webm'],
} as const;

/** Whether an image of this size follows the content rule. */
export function adImageSizeProblem(width: number, height: number): 'ratio' | 'resolution' | null {
  const wanted = AD_MEDIA_RULES.widthMm / AD_MEDIA_RULES.heightMm;
  if (Math.abs(width / height - wanted) / wanted > AD_MEDIA_RULES.ratioTolerance) return 'ratio';
  if (width < AD_MEDIA_RULES.minWidthPx || height < AD_MEDIA_RULES.minHeightPx) return 'resolution';
  return null;
}

/** Lengths of the order's text fields. */
export const AD_LIMITS = {
  fullName: { min: 3, max: 120 },
  name: { min: 2, max: 120 },
  description: { min: 10, max: 2000 },
  link: { max: 500 },
  businessActivity: { min: 2, max: 200 },
  commercialRegistryNumber: { min: 5, max: 40 },
  rejectReason: { min: 5, max: 1000 },
  /** How many units one order may buy. */
  durationCount: { min: 1, max: 366 },
  /** The longest period one order may cover, in days. */
  maxDays: 366,
  /** How far ahead an order may start, in days. */
  maxStartDays: 365,
} as const;

/** How long one unit lasts: seconds for `seconds`, else days or months. */
const UNIT_LENGTH: Record<PriceDurationUnit, { seconds?: number; days?: number; months?: number }> = {
  seconds: { seconds: 1 },
  day: { days: 1 },
  three_days: { days: 3 },
  week: { days: 7 },
  month: { months: 1 },
  half_yearly: { months: 6 },
  yearly: { months: 12 },
};

/** A calendar date (YYYY-MM-DD) moved by whole days or months, in the calendar alone. */
function addToDate(date: string, days: number, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(d, lastDay) + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * The days an order covers, from its start date: the first day not covered (exclusive end).
 * An order counted in seconds (a short video spot) covers its start day.
 */
export function adEndDate(startDate: string, unit: PriceDurationUnit, count: number): string {
  const length = UNIT_LENGTH[unit];
  if (length.seconds) return addToDate(startDate, 1, 0);
  return addToDate(startDate, (length.days ?? 0) * count, (length.months ?? 0) * count);
}

/** The calendar days from `from` (included) to `to` (excluded), as YYYY-MM-DD. */
export function adDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addToDate(day, 1, 0)) days.push(day);
  return days;
}

/** The settings' price table: minor units per unit of duration, per placement. */
export type AdPriceTable = Record<AdPlacement, Partial<Record<PriceDurationUnit, number>>>;

/** An order's price in minor units, or null when the placement is not sold by that unit. */
export function adPrice(
  prices: AdPriceTable,
  placement: AdPlacement,
  unit: PriceDurationUnit,
  count: number,
): number | null {
  const perUnit = prices[placement]?.[unit];
  return perUnit === undefined ? null : perUnit * count;
}

/** The first instalment of a partial payment that schedules an order. */
export function adFirstInstalment(total: number, percent: number): number {
  return Math.ceil((total * percent) / 100);
}

/** The invoice number an approved order gets: the year and the order's number. */
export function adInvoiceNumber(id: number, approvedAt: Date): string {
  return `PUB-${approvedAt.getUTCFullYear()}-${String(id).padStart(6, '0')}`;
}

/** The reference an advertiser quotes with a payment. */
export function adPaymentReference(id: number): string {
  return `A-${id}`;
}

/** The multipart fields of an order's files. */
export const AD_FILE_FIELDS = { media: 'media', idCard: 'id_card', license: 'license' } as const;

/** Where visitors' impressions and clicks are counted once: per visitor and day. */
export const AD_EVENT_KINDS = ['impression', 'click'] as const;
export type AdEventKind = (typeof AD_EVENT_KINDS)[number];

/** The popup shows at most once per visitor per day; this key remembers the day it showed. */
export const AD_POPUP_SEEN_KEY = 'ad-popup-seen';
