import type { ContentItem } from '@portal/contract/content';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { ItemDate } from './item-date';

/** "5 minutes" in the page's language (Intl's units). */
export function useReadingTime() {
  const locale = useLocale();
  return (minutes: number) =>
    formatNumber(locale, Math.max(1, minutes), { style: 'unit', unit: 'minute', unitDisplay: 'long' });
}

/** An article's date and reading time, on one line. */
export function ArticleMeta({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const readingTime = useReadingTime();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <ItemDate date={item.published_at} />
      {item.reading_minutes !== null ? (
        <>
          <span aria-hidden="true">·</span>
          <span>{t('content.article.reading_time', { duration: readingTime(item.reading_minutes) })}</span>
        </>
      ) : null}
    </p>
  );
}
