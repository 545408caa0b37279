import {
  AD_PLACEMENTS,
  DEFAULT_AD_CAPACITY,
  DEFAULT_AD_PRICES,
  MULTIMEDIA_TYPES,
  PRICE_DURATION_UNITS,
  type Settings,
} from '@portal/contract/settings';
import { STARTER_SYNONYMS } from './starter-synonyms';

/** Settings a new portal starts with; an admin changes them later. */
export const DEFAULT_SETTINGS: Settings = {
  terms_of_paid_advertising: {
    ar: 'تخضع كل إعلانات الدفع للمراجعة قبل النشر. يجب أن يكون المحتوى بمقاس 220 مم × 300 مم، وأن يكون صحيحاً وقانونياً. لا يبدأ عرض الإعلان إلا بعد الموافقة عليه وتسديد ثمنه.',
    fr: "Toutes les publicités payantes sont examinées avant publication. Le contenu doit respecter le format 220 mm x 300 mm, être exact et licite. La diffusion ne commence qu'après approbation et paiement.",
    en: 'Every paid advertisement is reviewed before publication. Content must follow the 220 mm x 300 mm format and be accurate and lawful. An advertisement runs only after it is approved and paid.',
  },
  advertisements: {
    placements: [...AD_PLACEMENTS],
    price_duration_units: [...PRICE_DURATION_UNITS],
    content_format: '220mm x 300mm',
    max_media_mb: 10,
    prices: DEFAULT_AD_PRICES,
    currency_code: 'DZD',
    capacity: DEFAULT_AD_CAPACITY,
    partial_first_percent: 50,
    listing_slot_every: 8,
  },
  announcements: {
    durations_days: [7, 15, 30, 60, 90],
    default_duration_days: 30,
    max_photos: 10,
    max_photo_mb: 10,
    paid_category_ids: [],
    // 1 000 DA (minor units: centimes).
    listing_fee: { amount: 100_000, currency_code: 'DZD' },
    // "À la une" boosts (docs/decisions/016): 500 DA for a week, 1 500 DA for a month.
    promotions: [
      {
        key: 'featured',
        name: { ar: 'مميز لمدة أسبوع', fr: 'À la une, 7 jours', en: 'Featured, 7 days' },
        days: 7,
        price: { amount: 50_000, currency_code: 'DZD' },
      },
      {
        key: 'featured_30',
        name: { ar: 'مميز لمدة شهر', fr: 'À la une, 30 jours', en: 'Featured, 30 days' },
        days: 30,
        price: { amount: 150_000, currency_code: 'DZD' },
      },
    ],
  },
  appointments: {
    slot_minutes: 30,
    booking_window_days: 30,
    // Sunday to Thursday is the working week in Algeria (0 = Monday … 6 = Sunday).
    opening_hours: [0, 1, 2, 3, 6].map((weekday) => ({ weekday, open: '08:30', close: '16:30' })),
    time_zone: 'Africa/Algiers',
    capacity_per_slot: 2,
    min_notice_hours: 2,
    cancel_until_hours: 24,
    closures: [],
  },
  multimedia_type: [...MULTIMEDIA_TYPES],
  general: {
    site_name: { ar: 'بوابة الإعلانات', fr: 'Portail des annonces', en: 'Classifieds Portal' },
    contact_email: 'contact@portal.example',
    phone: '+213 21 00 00 00',
    address: { ar: 'الجزائر العاصمة، الجزائر', fr: 'Alger, Algérie', en: 'Algiers, Algeria' },
    copyright_year: 2025,
    social_links: [],
  },
  search: { synonyms: STARTER_SYNONYMS },
  settings_state: {
    registration_open: true,
    announcements_open: true,
    sales_open: true,
    advertisements_open: true,
    appointments_open: true,
    join_requests_open: true,
    survey_open: true,
  },
};
