import type { AdminUserSummary } from '@portal/contract/trust';
import type { Role } from '@portal/contract/auth';
import type { UserRow } from '../../platform/auth/plugin';
import { fullName } from '../moderation/service';

export function statusOf(user: Pick<UserRow, 'suspendedAt' | 'deletedAt'>): AdminUserSummary['status'] {
  if (user.deletedAt) return 'deleted';
  return user.suspendedAt ? 'suspended' : 'active';
}

/** A user as the back office lists them. */
export function toUserSummary(user: UserRow): AdminUserSummary {
  return {
    id: user.id,
    name: fullName(user),
    username: user.username,
    email: user.email,
    phone: user.phone,
    country_code: user.countryCode,
    role: user.role as Role,
    status: statusOf(user),
    email_verified: user.emailVerifiedAt !== null,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}
