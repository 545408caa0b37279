import { DEMO_FILES } from './demo-files';
import { DEMO_ITEMS } from './demo-items';
import { ABOUT_US, TERMS } from './pages-about-terms';
import { USER_GUIDE } from './pages-guide';
import { PERSONAL_PRIVACY, PRIVACY_POLICY } from './pages-privacy';
import { SERVICE_FILES, SERVICES } from './services';
import type { SeedFile, SeedItem } from './types';

export type { SeedFile, SeedItem } from './types';

/** The five informational pages (PAGE_KEYS) with their default texts: seeded always. */
export const DEFAULT_PAGES: SeedItem[] = [ABOUT_US, TERMS, PRIVACY_POLICY, PERSONAL_PRIVACY, USER_GUIDE];

/**
 * The CMS's demo content (with DEMO_CONTENT): its items and the files they name by key. The
 * agency's services come last: they name the demo's branches, seeded before them.
 */
export function demoContent(): { files: SeedFile[]; items: SeedItem[] } {
  return { files: [...DEMO_FILES, ...SERVICE_FILES], items: [...DEMO_ITEMS, ...SERVICES] };
}
