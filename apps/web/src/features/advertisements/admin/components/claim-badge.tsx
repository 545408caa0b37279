import type { AdminAdvertisement } from '@portal/contract/advertisements';
import { isolate } from '@portal/contract/bidi';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';

/** The claim still running on an order, or null once it has lapsed (the order is free again). */
export function liveClaim(ad: AdminAdvertisement, now: Date = new Date()) {
  if (!ad.claimed_by || !ad.claim_expires_at) return null;
  return new Date(ad.claim_expires_at) > now ? { by: ad.claimed_by, until: ad.claim_expires_at } : null;
}

/** Who holds an order under review and until when. */
export function ClaimBadge({ ad, block }: { ad: AdminAdvertisement; block?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const claim = liveClaim(ad);
  if (!claim) return null;
  const text = t('admin-advertisements.claim.held', {
    name: isolate(claim.by.name),
    until: formatDate(locale, claim.until, { timeStyle: 'short' }),
  });
  return (
    <p
      data-testid="ad-claim"
      className={
        block
          ? 'rounded-2xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-950'
          : 'inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900'
      }
    >
      {text}
    </p>
  );
}
