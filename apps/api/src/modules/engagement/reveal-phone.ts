import type { Role } from '@portal/contract/auth';
import type { PhoneResponse } from '@portal/contract/engagement';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/service';
import { findListing, isPublicListing } from '../listings/service';
import type { EngagementDeps } from './deps';
import { incrementPhoneReveals } from './queries';

const STAFF: readonly Role[] = ['moderator', 'admin'];

/** A number to dial: the country code, then the national number without its trunk 0. */
export function telOf(phone: string, countryCode: string | null): string {
  return countryCode ? `${countryCode}${phone.replace(/^0+/, '')}` : phone;
}

/**
 * POST /listings/{id}/phone: the advertiser's phone, on a click (never in the detail, so it
 * cannot be scraped from pages). Public listings for anyone; others only for their owner and
 * moderators (404 to the rest). A reveal by anyone but the owner is counted.
 */
export async function revealPhone(
  deps: EngagementDeps,
  id: number,
  viewer: { id: number; role: string } | null,
): Promise<PhoneResponse> {
  const listing = await findListing(deps.db, id);
  const isOwner = viewer !== null && listing?.userId === viewer.id;
  const isStaff = viewer !== null && STAFF.includes(viewer.role as Role);
  if (!listing || !(isPublicListing(listing) || isOwner || isStaff)) throw new AppError('not_found');
  const owner = await findUserById(deps.db, listing.userId);
  if (!owner?.phone) throw new AppError('not_found');
  // A suspended author's listings are hidden from the public.
  if (owner.suspendedAt && !isOwner && !isStaff) throw new AppError('not_found');
  if (!isOwner) await incrementPhoneReveals(deps.db, id);
  return { phone: owner.phone, country_code: owner.countryCode, tel: telOf(owner.phone, owner.countryCode) };
}
