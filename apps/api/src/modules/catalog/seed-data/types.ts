import type { LocalizedText } from '@portal/contract/locale';

/** A node of a seeded category tree; its order among its siblings is its position. */
export interface CategorySeed {
  /** Unique within its platform; the natural key the seed upserts by. */
  slug: string;
  names: LocalizedText;
  /** A Lucide icon name (https://lucide.dev/icons); filters usually have none. */
  icon: string | null;
  children: CategorySeed[];
}

/** Names in the order ar, fr, en. */
export type Names = readonly [ar: string, fr: string, en: string];

/** A category or sub-category, with an icon. */
export function group(slug: string, icon: string, [ar, fr, en]: Names, children: CategorySeed[] = []) {
  return { slug, icon, names: { ar, fr, en }, children } satisfies CategorySeed;
}

/** A filter (depth 2): no icon, no children. */
export function filter(slug: string, [ar, fr, en]: Names): CategorySeed {
  return { slug, icon: null, names: { ar, fr, en }, children: [] };
}

export interface CitySeed {
  /** Unique within its region. */
  slug: string;
  names: LocalizedText;
}

export interface RegionSeed {
  /** The official wilaya code. */
  id: number;
  slug: string;
  names: LocalizedText;
  /** The capital (chef-lieu) first. */
  cities: CitySeed[];
}

export interface CurrencySeed {
  code: string;
  names: LocalizedText;
  symbol: string;
  minorUnits: number;
  isDefault: boolean;
}
