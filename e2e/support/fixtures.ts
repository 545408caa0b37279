import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Fixtures {
  /** Console errors of the page; a test fails if any appear that it did not expect. */
  consoleErrors: string[];
  /**
   * Runs axe on the current page and fails on serious or critical violations, and on those of
   * `alsoRules` whatever their impact (one run of axe for both).
   */
  checkA11y: (page: Page, options?: { alsoRules?: string[] }) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through playwright.config.ts');
    await use(url);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await use(errors);
  },
  checkA11y: async ({}, use) => {
    await use(async (page, options = {}) => {
      // Every rule still runs; two things are skipped that cost seconds per call and change no
      // verdict. Legacy mode runs axe in the page itself instead of gathering partial results
      // and finishing them in a second, blank page (that page and a second copy of axe's
      // ~500 kB source cost about a second each time); it skips cross-origin frames only, and
      // the portal's pages are audited as their own origin serves them. `resultTypes` keeps
      // axe from collecting every passing and inapplicable node, which only the violations
      // list below would have ignored.
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze();
      const also = new Set(options.alsoRules ?? []);
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical' || also.has(v.id),
      );
      expect(
        serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      ).toEqual([]);
    });
  },
});

export { expect };

/** Opens the portal in a language by storing it as the user's choice first. */
export async function useLocale(page: Page, locale: 'ar' | 'fr' | 'en'): Promise<void> {
  await page.addInitScript((l) => window.localStorage.setItem('user-locale', l), locale);
}
