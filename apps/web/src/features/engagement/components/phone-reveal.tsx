import type { ListingDetail } from '@portal/contract/listings';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { toast } from '../../../ui/toast-store';
import { useRevealPhone } from '../api/phone';
import { PhoneIcon } from './icons';
import { Button } from '../../../ui/button';

/**
 * The advertiser's phone in their card: a button first (the number is fetched on the click and
 * counted, so pages cannot be scraped for it), then the number as a tel: link.
 */
export function PhoneReveal({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const reveal = useRevealPhone(listing.id);
  const link = useRef<HTMLAnchorElement>(null);
  const phone = reveal.data;
  // The button the reader pressed is replaced by the number: focus follows it.
  useEffect(() => {
    if (phone) link.current?.focus();
  }, [phone]);
  if (!listing.has_phone) return null;
  if (phone) {
    return (
      <a
        ref={link}
        href={`tel:${phone.tel}`}
        data-testid="phone-link"
        className="mt-4 flex items-center justify-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2.5 font-semibold text-brand-900 hover:bg-brand-100"
      >
        <PhoneIcon />
        <span className="sr-only">{t('engagement.phone.call')}</span>
        <bdi dir="ltr" className="tabular-nums">
          {phone.country_code ? `${phone.country_code} ${phone.phone}` : phone.phone}
        </bdi>
      </a>
    );
  }
  return (
    <Button
      size="lg"
      className="mt-4 flex w-full items-center justify-center gap-2"

      onClick={() => reveal.mutate(undefined, { onError: (error) => toast.error(errorText(error, t)) })}
      disabled={reveal.isPending}
      aria-busy={reveal.isPending}
      data-testid="phone-reveal"
    >
      <PhoneIcon />
      {t('engagement.phone.reveal')}
    </Button>
  );
}
