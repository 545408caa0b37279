import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../ui/link';
import { useCurrentUser } from '../../features/auth/api';

/** A signed-in user whose email is unverified sees this on every page. */
export function UnverifiedBanner() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user || user.email_verified) return null;
  return (
    <div role="status" data-testid="unverified-banner" className="border-b border-amber-200 bg-amber-50">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2 text-sm text-amber-900">
        <span>{t('auth.unverified_banner')}</span>
        <Link to="/verify-email" className="font-semibold underline">
          {t('auth.unverified_action')}
        </Link>
      </p>
    </div>
  );
}
