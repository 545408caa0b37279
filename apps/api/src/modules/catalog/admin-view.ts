import type { CatalogNames, AdminCategory, AdminCity, AdminCurrency } from '@portal/contract/catalog-admin';
import type { Platform } from '@portal/contract/catalog';
import { optionalFieldsOfPlatform, type OptionalField } from '@portal/contract/listings';
import { AppError } from '../../platform/errors';
import type { CategoryRecord, CityRecord, CurrencyRecord, RegionRecord } from './admin-queries';

/** The catalog's rows as the back office sees them, and as the audit log records them. */

interface NamedRow {
  nameAr: string;
  nameFr: string;
  nameEn: string;
}

export function namesOf(row: NamedRow): CatalogNames {
  return { ar: row.nameAr, fr: row.nameFr, en: row.nameEn };
}

/** The columns of names sent in a body. */
export function nameColumns(names: CatalogNames) {
  return { nameAr: names.ar, nameFr: names.fr, nameEn: names.en };
}

/** A category's fields in the audit log: everything an admin can see and change. */
export function categorySnapshot(row: CategoryRecord) {
  return {
    platform: row.platform,
    parent_id: row.parentId,
    depth: row.depth,
    names: namesOf(row),
    slug: row.slug,
    icon: row.icon,
    sort_order: row.sortOrder,
    is_active: row.isActive,
    optional_fields: row.optionalFields,
  };
}

/**
 * A category's own list of optional details (null: its parent's), refused when it names a
 * detail its platform's listings do not have (a sales option on an announcements category).
 */
export function optionalFieldsColumn(platform: Platform, fields: OptionalField[] | null): string[] | null {
  if (fields === null) return null;
  const offered = optionalFieldsOfPlatform(platform);
  if (fields.some((field) => !offered.includes(field))) {
    throw new AppError('validation_failed', {
      fieldErrors: { optional_fields: ['validation.invalid_value'] },
    });
  }
  return fields;
}

export function toAdminCategory(row: CategoryRecord, listingsCount: number): AdminCategory {
  const { platform, ...rest } = categorySnapshot(row);
  return { id: row.id, platform: platform as Platform, ...rest, listings_count: listingsCount };
}

export function regionSnapshot(row: RegionRecord) {
  return { names: namesOf(row), slug: row.slug };
}

export function citySnapshot(row: CityRecord) {
  return {
    region_id: row.regionId,
    names: namesOf(row),
    slug: row.slug,
    sort_order: row.sortOrder,
    is_active: row.isActive,
  };
}

export function toAdminCity(row: CityRecord, listingsCount: number): AdminCity {
  return { id: row.id, ...citySnapshot(row), listings_count: listingsCount };
}

export function currencySnapshot(row: CurrencyRecord) {
  return {
    code: row.code,
    names: namesOf(row),
    symbol: row.symbol,
    minor_units: row.minorUnits,
    is_default: row.isDefault,
    is_active: row.isActive,
    sort_order: row.sortOrder,
  };
}

export function toAdminCurrency(row: CurrencyRecord, listingsCount: number): AdminCurrency {
  return { ...currencySnapshot(row), listings_count: listingsCount };
}
