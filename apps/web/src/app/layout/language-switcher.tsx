import { LOCALE_PARAM, LOCALES, type Locale } from '@portal/contract/locale';
import { useTranslation } from '../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { changeLocale } from '../../lib/i18n';
import { useLocale } from '../../lib/use-locale';

/** Each language named in itself, so a reader finds theirs whatever the page's language. */
const NATIVE_NAMES: Record<Locale, string> = { ar: 'العربية', fr: 'Français', en: 'English' };

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const choose = (next: Locale) => {
    // An address naming its language (`?lang=`) follows the choice, so reloading or sharing it
    // keeps the language chosen (docs/decisions/025-language-in-the-address.md).
    if (params.has(LOCALE_PARAM)) {
      setParams(
        (current) => {
          current.set(LOCALE_PARAM, next);
          return current;
        },
        { replace: true, preventScrollReset: true },
      );
    }
    void changeLocale(next);
  };
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">{t('header.language')}</span>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 text-slate-500"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
      </svg>
      <select
        data-testid="language-switcher"
        value={locale}
        onChange={(e) => choose(e.target.value as Locale)}
        className="rounded-md border border-slate-300 bg-white py-1 ps-2 pe-7 text-sm"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {NATIVE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
