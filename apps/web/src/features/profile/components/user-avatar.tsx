import type { PublicUser } from '@portal/contract/auth';

const SIZES = { md: 'size-12 text-base', lg: 'size-24 text-2xl' } as const;

/** The user's photo, or their initials on a coloured disc when they have none. */
export function UserAvatar({
  user,
  size = 'lg',
  src,
}: {
  user: Pick<PublicUser, 'first_name' | 'last_name' | 'avatar_url'>;
  size?: keyof typeof SIZES;
  /** A picture to show instead of the stored one (the preview of a new photo). */
  src?: string;
}) {
  const url = src ?? user.avatar_url;
  if (url) {
    return (
      <img
        src={url}
        alt=""
        data-testid="avatar-image"
        className={`${SIZES[size]} shrink-0 rounded-full border border-slate-200 object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {`${user.first_name.charAt(0)}${user.last_name.charAt(0)}`}
    </span>
  );
}
