import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { profileEndpoints } from '@portal/contract/endpoints/profile';
import type { PublicUser } from '@portal/contract/auth';
import { isLocale } from '@portal/contract/locale';
import type { UserRow } from '../../platform/auth/plugin';

/** The fields of an account its owner may see (never a hash). */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    birthdate: user.birthdate,
    role: user.role as PublicUser['role'],
    locale: isLocale(user.locale) ? user.locale : 'ar',
    // The key starts with its folder (avatars/<hex>.webp); the route serves the folder's files.
    avatar_url: user.avatarKey
      ? endpointUrl(profileEndpoints.avatarImage, {
          file: user.avatarKey.slice(user.avatarKey.indexOf('/') + 1),
        })
      : null,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
  };
}
