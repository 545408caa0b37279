import type { PublicUser } from '@portal/contract/auth';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { UserAvatar } from './user-avatar';
import { UserText } from '../../../ui/user-text';

/** Who is signed in: photo, names, username, email and whether the email is verified. */
export function ProfileCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm"
      data-testid="profile-card"
    >
      <UserAvatar user={user} />
      <div className="min-w-0 max-w-full">
        <UserText as="p" className="text-xl font-bold break-words text-slate-900" data-testid="profile-name">
          {user.first_name} {user.last_name}
        </UserText>
        <p className="text-sm text-slate-500">
          <bdi dir="ltr">@{user.username}</bdi>
        </p>
        <p className="mt-1 text-sm break-all text-slate-700">
          <bdi dir="ltr" data-testid="profile-email">
            {user.email}
          </bdi>
        </p>
      </div>
      {user.email_verified ? (
        <span
          data-testid="verified-badge"
          className="inline-flex items-center gap-1 rounded-full bg-green-100 px-3 py-1 text-xs font-semibold text-green-800"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t('profile.card.verified')}
        </span>
      ) : (
        <div className="flex flex-col items-center gap-1">
          <span
            data-testid="unverified-badge"
            className="rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900"
          >
            {t('profile.card.unverified')}
          </span>
          <Link to="/verify-email" className="text-sm font-semibold text-brand-700 hover:underline">
            {t('profile.card.verify_now')}
          </Link>
        </div>
      )}
      <p className="text-xs text-slate-500">
        {t('profile.card.member_since', { date: formatDate(locale, user.created_at, { dateStyle: 'long' }) })}
      </p>
    </div>
  );
}
