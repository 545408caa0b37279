import { useEffect, useRef } from 'react';
import { errorText } from '../../../lib/error-text';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast-store';
import { useRevealSellerPhone } from '../api/reveal-seller-phone';

/**
 * The business's phone: a button first (fetched on the click, so pages cannot be scraped for
 * it, as a listing's phone), then the number as a tel: link, which takes the focus.
 */
export function SellerPhone({ username }: { username: string }) {
  const { t } = useTranslation();
  const reveal = useRevealSellerPhone(username);
  const link = useRef<HTMLAnchorElement>(null);
  const phone = reveal.data?.phone;
  useEffect(() => {
    if (phone) link.current?.focus();
  }, [phone]);
  if (phone) {
    return (
      <a
        ref={link}
        href={`tel:${phone}`}
        data-testid="seller-phone-link"
        className="inline-flex items-center gap-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 font-semibold text-brand-900 hover:bg-brand-100"
      >
        <span className="sr-only">{t('sellers.page.call')}</span>
        <bdi dir="ltr" className="tabular-nums">
          {phone}
        </bdi>
      </a>
    );
  }
  return (
    <Button
      variant="secondary"
      onClick={() => reveal.mutate(undefined, { onError: (error) => toast.error(errorText(error, t)) })}
      disabled={reveal.isPending}
      aria-busy={reveal.isPending}
      data-testid="seller-phone-reveal"
    >
      {t('sellers.page.reveal_phone')}
    </Button>
  );
}
