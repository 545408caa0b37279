/**
 * The offline page (offline.html): shown by the service worker for a page that was never
 * opened while the network is gone. It lists the pages kept for reading (the worker's `pages`
 * cache) with their titles, in the visitor's language.
 *
 * A file of its own, without the app: it must show with nothing but what was precached, and it
 * imports nothing the app's entry shares (a shared module would pull the entry's chunk, and so
 * start the app, into this page).
 */
import './offline-page.css';
import { CACHE_NAMES } from './cache-names';
import { OFFLINE_STRINGS_ID, type OfflineKey, type OfflineStrings } from './offline-strings';

/**
 * The language the visitor chose (the app's rule, contract/locale.ts `storedLocaleOf`, under the
 * same storage key): none → Arabic, one the page has → it, another → French.
 */
export function offlineLocale(stored: string | null, available: readonly string[]): string {
  if (stored === null) return 'ar';
  return available.includes(stored) ? stored : 'fr';
}

function readStored(): string | null {
  try {
    return localStorage.getItem('user-locale');
  } catch {
    return null;
  }
}

/** A kept page's title: its HTML's <title>, or null when it has none. */
export function titleOf(html: string): string | null {
  const title = new DOMParser().parseFromString(html, 'text/html').title.trim();
  return title || null;
}

export interface KeptPage {
  href: string;
  title: string | null;
}

/** The pages kept for reading, the latest first. */
export async function keptPages(): Promise<KeptPage[]> {
  if (!('caches' in window)) return [];
  const cache = await caches.open(CACHE_NAMES.pages);
  const pages: KeptPage[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const url = new URL(request.url);
    if (url.origin !== location.origin) continue;
    const response = await cache.match(request);
    pages.push({ href: url.pathname + url.search, title: response ? titleOf(await response.text()) : null });
  }
  return pages;
}

async function show(): Promise<void> {
  const all = JSON.parse(document.getElementById(OFFLINE_STRINGS_ID)?.textContent ?? '{}') as OfflineStrings;
  const locale = offlineLocale(readStored(), Object.keys(all));
  const strings = all[locale];
  if (!strings) return;
  const t = (key: OfflineKey) => strings[key];
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
  document.title = t('install.offline.document_title');
  const text = (id: string, value: string) => {
    const element = document.getElementById(id);
    if (element) element.textContent = value;
  };
  text('offline-title', t('install.offline.title'));
  text('offline-text', t('install.offline.text'));
  text('offline-retry', t('install.offline.retry'));
  text('offline-kept-title', t('install.offline.kept_title'));
  document.getElementById('offline-retry')?.addEventListener('click', () => location.reload());

  const list = document.getElementById('offline-kept');
  const pages = await keptPages().catch(() => []);
  if (!list) return;
  if (pages.length === 0) {
    text('offline-kept-none', t('install.offline.kept_none'));
    return;
  }
  for (const page of pages) {
    const item = document.createElement('li');
    const link = document.createElement('a');
    link.href = page.href;
    // A title is text someone wrote (a listing's): it takes its own direction.
    const title = document.createElement('bdi');
    title.textContent = page.title ?? t('install.offline.untitled');
    const address = document.createElement('span');
    address.className = 'address';
    address.dir = 'ltr';
    address.textContent = decodeURI(page.href);
    link.append(title, address);
    item.append(link);
    list.append(item);
  }
}

if (typeof document !== 'undefined' && document.getElementById(OFFLINE_STRINGS_ID)) void show();
