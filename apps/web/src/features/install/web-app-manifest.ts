import type { Locale } from '@portal/contract/locale';
import { directionOf } from '@portal/contract/locale';
import { listingPaths, POST_AD_ANCHOR } from '../listings/platform';

/**
 * The web app manifest of one language, written by the build (vite.config.ts) into
 * dist/manifest.<lang>.webmanifest and served at /manifest.webmanifest?lang= (apps/api spa.ts).
 * Its strings are the `install.manifest` ones of that language's catalog.
 */

/** The brand's colours (src/index.css: `--color-brand-700`, and the page background, slate-50). */
export const THEME_COLOR = '#0f766e';
export const BACKGROUND_COLOR = '#f8fafc';

/** The icons (public/icons/, written by `npm run icons:generate`), under the build's base. */
export const ICONS = {
  any192: { src: '/build/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
  any512: { src: '/build/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
  maskable512: {
    src: '/build/icons/icon-maskable-512.png',
    sizes: '512x512',
    type: 'image/png',
    purpose: 'maskable',
  },
  apple180: { src: '/build/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' },
} as const;

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: 'rtl' | 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: ManifestIcon[];
  shortcuts: { name: string; short_name: string; url: string; icons: ManifestIcon[] }[];
}

/**
 * `t` over one language's install.json (the file's content; keys are `install.<path>`), for the
 * build, which writes the manifests and the offline page's strings without i18next. A missing
 * string fails the build instead of shipping a key.
 */
export function installStrings(catalog: unknown, locale: string): (key: string) => string {
  return (key) => {
    const value = key
      .split('.')
      .slice(1)
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
    if (typeof value !== 'string') throw new Error(`install catalog (${locale}) has no string ${key}`);
    return value;
  };
}

/** Where the installed app opens; `source=pwa` tells its visits apart in the server's logs. */
export const START_URL = '/home?source=pwa';

export function webAppManifest(locale: Locale, t: (key: string) => string): WebAppManifest {
  const shortcutIcons = [ICONS.any192];
  return {
    // One app whatever the language it was installed in (the id is the app's identity).
    id: '/',
    name: t('install.manifest.name'),
    short_name: t('install.manifest.short_name'),
    description: t('install.manifest.description'),
    lang: locale,
    dir: directionOf(locale),
    start_url: START_URL,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['shopping', 'business'],
    icons: [ICONS.any192, ICONS.any512, ICONS.maskable512],
    shortcuts: [
      {
        name: t('install.manifest.shortcut_post'),
        short_name: t('install.manifest.shortcut_post_short'),
        url: `${listingPaths.mine('announcements')}?source=pwa#${POST_AD_ANCHOR}`,
        icons: shortcutIcons,
      },
      {
        name: t('install.manifest.shortcut_search'),
        short_name: t('install.manifest.shortcut_search_short'),
        url: '/search?source=pwa',
        icons: shortcutIcons,
      },
      {
        name: t('install.manifest.shortcut_favorites'),
        short_name: t('install.manifest.shortcut_favorites_short'),
        url: '/profile/favorites?source=pwa',
        icons: shortcutIcons,
      },
    ],
  };
}
