import type { Locale } from '@portal/contract/locale';
import { isLocale, PERSISTED_FALLBACK_LOCALE } from '@portal/contract/locale';
import { useTranslation } from './use-translation';

/** The page's current language, typed. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : PERSISTED_FALLBACK_LOCALE;
}
