import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import type { Locale } from '@portal/contract/locale';
import type { AdminBusiness, OwnBusiness, Seller } from '@portal/contract/sellers';
import { nameIn } from '../listings/service';
import type { AdminBusinessRow, BusinessWithRegion, RegionNames } from './queries';

type PublicBusiness = NonNullable<Seller['business']>;

/**
 * The public address of an avatar or a logo: a logo is stored beside the avatars (the same
 * 256 px WebP pipeline and public folder), so the avatars' route serves both; the key starts
 * with its folder (avatars/<hex>.webp).
 */
export const publicImageUrl = (key: string | null) =>
  key ? endpointUrl(profileEndpoints.avatarImage, { file: key.slice(key.indexOf('/') + 1) }) : null;

export const regionRef = (region: RegionNames | null | undefined, locale: Locale) =>
  region ? { id: region.id, name: nameIn(region, locale) } : null;

export function toPublicBusiness(
  { business: b, region }: BusinessWithRegion,
  locale: Locale,
): PublicBusiness {
  return {
    kind: b.kind as PublicBusiness['kind'],
    name: b.name,
    description: b.description,
    address: b.address,
    region: regionRef(region, locale),
    opening_hours: b.openingHours,
    has_phone: b.phone !== null,
    text_locale: b.textLocale as Locale,
    logo_url: publicImageUrl(b.logoKey),
    verified: b.verification === 'verified',
  };
}

export function toOwnBusiness(row: BusinessWithRegion, locale: Locale): OwnBusiness {
  const { has_phone: _hasPhone, verified: _verified, ...shown } = toPublicBusiness(row, locale);
  return {
    ...shown,
    phone: row.business.phone,
    registry_number: row.business.registryNumber,
    verification: row.business.verification as OwnBusiness['verification'],
    note: row.business.note,
  };
}

export function toAdminBusiness(row: AdminBusinessRow, locale: Locale): AdminBusiness {
  return {
    ...toOwnBusiness(row, locale),
    user: {
      id: row.user.id,
      username: row.user.username,
      name: `${row.user.firstName} ${row.user.lastName}`.trim(),
    },
    updated_at: row.business.updatedAt.toISOString(),
  };
}
