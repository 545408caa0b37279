import type { OwnPromotion } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { promotionTerms } from './promotion-field';

/**
 * On the owner's list (docs/decisions/016): the promotion chosen, its length and price, and
 * until when it runs — or that it starts once the listing is approved (and paid, if it has a price).
 */
export function PromotionNote({ promotion }: { promotion: OwnPromotion }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="promotion-note">
      <span className="font-semibold">{t('promotions.mine.title')}</span> <bdi>{promotion.name}</bdi> ·{' '}
      {promotionTerms(t, locale, promotion)} ·{' '}
      <span data-testid="promotion-state">
        {promotion.until
          ? t('promotions.mine.until', { date: formatDate(locale, promotion.until, { dateStyle: 'long' }) })
          : promotion.amount > 0
            ? t('promotions.mine.starts_paid')
            : t('promotions.mine.starts')}
      </span>
    </p>
  );
}
