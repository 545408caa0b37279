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
 * strings are added (the back office adds its own). A key with values whose text only places
 * them (`{{title}}`) is filled here from that kept text: i18next's translator resolves, extends
 * and interpolates each call anew, which cost a list page's drawing a tenth of its time (a card
 * names its place and its favourite button's title). Anything else (a count's plural forms, a
 * context, a default text, several keys, a value missing) takes i18next's own way.
 */
function cheapT(i18n: I18n, language: string): TFunction {
  const fixed = i18n.getFixedT(language);
  const known = new Map<string, string>();
  // A key's text when it only places values, or null when i18next must read it itself.
  const templates = new Map<string, string | null>();
  const forget = () => {
    known.clear();
    templates.clear();
  };
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  i18n.on('loaded', forget);
  const templateOf = (key: string): string | null => {
    let template = templates.get(key);
    if (template === undefined) {
      const text: unknown = i18n.getResource(language, 'translation', key);
      template = typeof text === 'string' && !NOT_PLAIN.test(text) ? text : null;
      templates.set(key, template);
    }
    return template;
  };
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
    const template = templateOf(key);
    const filled = template === null ? undefined : fill(template, options as Record<string, unknown>);
    return filled ?? i18n.t(key, { lng: language, ...options });
  };
  return t as unknown as TFunction;
}

/**
 * What i18next reads itself: a nested key (`$t(…)`), a value unescaped by name (`{{- x}}`), a
 * formatted one (`{{x, number}}`) or one deep in an object (`{{user.name}}`).
 */
const NOT_PLAIN = /\$t\(|\{\{-|\{\{[^}]*[,.][^}]*\}\}/;
/** Options that change which text i18next picks or how: never filled here. */
const CHOOSING =
  /^(?:count|context|ordinal|defaultValue.*|lngs?|ns|fallbackLng|returnObjects|returnDetails|joinArrays|postProcess|interpolation|replace|keySeparator|nsSeparator|skipInterpolation)$/;
const PLACE = /\{\{\s*([^}\s]+)\s*\}\}/g;

/**
 * The template with each `{{name}}` replaced by its value as i18next writes it (escaping is off:
 * React escapes), or undefined when i18next must do it: an option that chooses, or a value
 * missing or not a plain one.
 */
function fill(template: string, values: Record<string, unknown>): string | undefined {
  for (const name in values) if (CHOOSING.test(name)) return undefined;
  let complete = true;
  const text = template.replace(PLACE, (place, name: string) => {
    const value = values[name];
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      return String(value);
    complete = false;
    return place;
  });
  return complete ? text : undefined;
}

type Loose = (...args: unknown[]) => unknown;
