import type { PublicUser } from '@portal/contract/auth';
import { findRouteByName, roleAllows } from '@portal/contract/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link';
import { logout } from '../../features/auth/api';
import { errorText } from '../../lib/error-text';
import { toast } from '../../ui/toast-store';
import { UserText } from '../../ui/user-text';
import { useUnreadMessages } from '../../features/messages/api/conversations';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';

const LINKS = [
  ['/profile/main', 'routes.profile-main.title'],
  ['/profile/announcements', 'routes.profile-announcements.title'],
  ['/profile/products', 'routes.profile-products.title'],
  ['/profile/favorites', 'routes.profile-favorites.title'],
  ['/profile/messages', 'routes.profile-messages.title'],
  ['/profile/saved-searches', 'routes.profile-saved-searches.title'],
  ['/profile/advertisements', 'routes.profile-advertisements.title'],
  ['/profile/appointments', 'routes.profile-appointments.title'],
  ['/profile/join-requests', 'routes.profile-join-requests.title'],
  ['/profile/notifications', 'routes.profile-notifications.title'],
  ['/profile/business', 'routes.profile-business.title'],
] as const;

/** The signed-in user's menu: profile pages and logout (a disclosure button, Escape closes). */
export function UserMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  // Read when the menu opens (and kept half a minute): the count beside "Messages".
  const unread = useUnreadMessages(open).data ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!containerRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  const onLogout = async () => {
    setOpen(false);
    try {
      // flushSync: the profile page is gone before the user is forgotten, so its guard does not fire.
      await logout(queryClient, () => navigate('/home', { flushSync: true }));
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };

  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`;
  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu"
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-2 rounded-full border border-slate-200 py-1 ps-1 pe-3 text-sm font-medium hover:bg-slate-50"
      >
        {user.avatar_url ? (
          <img
            src={user.avatar_url}
            alt=""
            className="size-8 rounded-full object-cover"
            width="32"
            height="32"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {initials}
          </span>
        )}
        <UserText as="span" className="max-w-32 truncate">
          {user.first_name}
        </UserText>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute end-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-xs text-slate-500" dir="ltr">
            {user.email}
          </p>
          <ul>
            {roleAllows(findRouteByName('admin')!, user.role) ? (
              <li>
                <Link
                  to="/admin"
                  onClick={() => setOpen(false)}
                  data-testid="back-office-link"
                  className="block rounded-md px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-slate-100"
                >
                  {t('header.back_office')}
                </Link>
              </li>
            ) : null}
            {LINKS.map(([to, label]) => (
              <li key={to}>
                <Link
                  to={to}
                  onClick={() => setOpen(false)}
                  className="flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-slate-100"
                >
                  {t(label)}
                  {to === '/profile/messages' && unread > 0 ? (
                    <span
                      className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white"
                      data-testid="messages-unread"
                    >
                      <span aria-hidden="true">{formatNumber(locale, unread)}</span>
                      <span className="sr-only">
                        {t('messages.list.badge', { count: formatNumber(locale, unread) })}
                      </span>
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => void onLogout()}
            className="mt-1 w-full rounded-md px-3 py-2 text-start text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            {t('header.logout')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
