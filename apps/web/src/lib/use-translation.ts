import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The page's translation function, for every component that shows text: the instance given by
 * I18nextProvider (the server's, one per language) or the app's, and its language.
 *
 * react-i18next's hook of the same name costs much more per component instance: each one
 * builds a copy of the i18next instance (every property descriptor) and its own bound `t`, and
 * a server render mounts every component afresh, so a page paid for it a few hundred times
 * (the largest cost inside React's render in a profile). Here a `t` is made once per instance
 * and language and shared; a component re-renders when the language changes, as before (the
 * app loads a language's catalog before switching to it, so no component waits for strings).
 */
export function useTranslation(): Translation {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const entry = entryOf(i18n);
  const language = useSyncExternalStore(entry.subscribe, entry.language, entry.language);
  return entry.translationIn(language);
}

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

interface Entry {
  subscribe: (onChange: () => void) => () => void;
  language: () => string;
  translationIn: (language: string) => Translation;
}

const entries = new WeakMap<I18n, Entry>();

function entryOf(i18n: I18n): Entry {
  let entry = entries.get(i18n);
  if (entry) return entry;
  const byLanguage = new Map<string, Translation>();
  entry = {
    subscribe(onChange) {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    language: () => i18n.language,
    translationIn(language) {
      let translation = byLanguage.get(language);
      if (!translation) {
        translation = { t: cheapT(i18n, language), i18n };
        byLanguage.set(language, translation);
      }
      return translation;
    },
  };
  entries.set(i18n, entry);
  return entry;
}

/**
 * i18next's `t` in one language, cheaper on the calls a page makes most: a key alone (three
 * quarters of a list page's few hundred calls) is looked up once per language and kept, until
 * strings are added (the back office adds its own); a key with values goes straight to the
 * translator (i18next's bound `t` copies every option of the instance per call). Anything
 * else (several keys, a default text) takes i18next's own way.
 */
function cheapT(i18n: I18n, language: string): TFunction {
  const fixed = i18n.getFixedT(language);
  const known = new Map<string, string>();
  i18n.store.on('added', () => known.clear());
  i18n.store.on('removed', () => known.clear());
  i18n.on('loaded', () => known.clear());
  const t = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    if (typeof key !== 'string' || rest.length > 0) return (fixed as unknown as Loose)(key, options, ...rest);
    if (options === undefined) {
      let text = known.get(key);
      if (text === undefined) {
        text = fixed(key);
        known.set(key, text);
      }
      return text;
    }
    if (typeof options !== 'object' || options === null) return (fixed as unknown as Loose)(key, options);
    return i18n.t(key, { lng: language, ...options });
  };
  return t as unknown as TFunction;
}

type Loose = (...args: unknown[]) => unknown;
