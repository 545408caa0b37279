import type { ContentItem } from '@portal/contract/content';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';

/** Names a language in the page's language ("French", "الفرنسية", "français"). */
export function languageName(pageLocale: Locale, of: Locale): string {
  return new Intl.DisplayNames([intlLocaleOf(pageLocale)], { type: 'language' }).of(of) ?? of;
}

/** Says so when the text is shown in another language than the page's (no translation yet). */
export function FallbackNotice({ item }: { item: Pick<ContentItem, 'fallback' | 'locale'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!item.fallback) return null;
  return (
    <p
      role="note"
      className="mb-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="fallback-notice"
    >
      {t('content.fallback_notice', {
        wanted: languageName(locale, locale),
        shown: languageName(locale, item.locale),
      })}
    </p>
  );
}
