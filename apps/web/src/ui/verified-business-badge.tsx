import { useTranslation } from '../lib/use-translation';

/**
 * "Verified business": staff checked the advertiser's commercial registry number
 * (docs/decisions/046). On a listing's card and page and on the seller's page; its text is its
 * accessible name, the check mark only decorates it.
 */
export function VerifiedBusinessBadge() {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200"
      data-testid="verified-business-badge"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('ui.verified_business')}
    </span>
  );
}
