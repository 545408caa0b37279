import type { ListingSearchResponse } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format';

/**
 * The results bar's count: exact ("1 234 annonces"), or past the search's counting bound a
 * lower bound ("1,000+ ads", "+1 000 annonces", "+1000 إعلان"): the server stopped counting.
 */
export function resultsCountLabel(
  t: TFunction,
  locale: Locale,
  answer: Pick<ListingSearchResponse, 'total' | 'total_exact'>,
): string {
  const formatted = formatNumber(locale, answer.total);
  return answer.total_exact
    ? t('browse.results.count', { count: answer.total, formatted })
    : t('browse.results.capped_count', { formatted });
}
