import type { Platform } from '@portal/contract/catalog';
import type { ListingBody } from '@portal/contract/listings';

/** The languages of the demo ads: dz is Arabizi (Algerian Arabic in Latin letters). */
export type DemoLanguage = 'ar' | 'fr' | 'en' | 'dz';

/** A thing sold or a service offered: where it is posted, its names, a fitting price (DZD). */
export interface DemoItem {
  /** The slug of the sub-category or filter it is posted under. */
  at: string;
  /** Its name in Arabic, French and English (Arabizi ads use the French one, as people do). */
  n: readonly [ar: string, fr: string, en: string];
  /** The price range in dinars: a price, or a day's, session's or job's rate for a service. */
  p: readonly [min: number, max: number];
}

/** A top category: its colour (the hue of its pictures), its things and its sellers' sentences. */
export interface CategoryDemo {
  slug: string;
  hue: number;
  items: DemoItem[];
  say: Record<DemoLanguage, string[]>;
}

/** What becomes of a demo ad: published, refused by a moderator, or over. */
export type DemoState = 'approved' | 'rejected' | 'expired';

/** One composed ad, ready to be checked by the listings' own write path and stored. */
export interface DemoAd {
  owner: string;
  language: DemoLanguage;
  /** The top category and the sub-category or filter it is posted under. */
  top: string;
  at: string;
  hue: number;
  /** The body without the catalog's ids (read from the database at seed time). */
  body: Omit<ListingBody, 'category_id' | 'sub_category_id' | 'filter_id' | 'city_id' | 'photo_ids'>;
  citySlug: string;
  state: DemoState;
  rejectionReason?: string;
  /** Hours before the seeding it was published (or submitted, when refused). */
  hoursAgo: number;
  /** Running promotion: featured until this many hours after the seeding. */
  featuredForHours?: number;
  /** Which of the category's pictures it shows, in order (empty: no photo). */
  pictures: number[];
  views: number;
  /** Usernames of the demo accounts who like it. */
  likedBy: string[];
  platform: Platform;
}
