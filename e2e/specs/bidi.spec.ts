import { expect, test } from '../support/fixtures';
import { nonsense, publicSale, readyVisitor, verifiedSeller } from '../support/listings';

/**
 * Text people wrote takes its own direction, whatever the page's: an Arabic title (with a Latin
 * brand and a model number) reads right to left inside the French page, a French title reads
 * left to right inside the Arabic page — on the card, the detail's heading and description,
 * and the breadcrumb's last step. Checked on the direction Chromium computes, asked again until
 * it holds, since the list may be drawn again once the page is live.
 */

const CASES = [
  {
    locale: 'fr' as const,
    page: 'ltr',
    title: (token: string) => `هاتف Samsung A54 جديد ${token}.`,
    own: 'rtl',
  },
  {
    locale: 'ar' as const,
    page: 'rtl',
    title: (token: string) => `Vélo Peugeot 26 pouces ${token}, très bon état.`,
    own: 'ltr',
  },
];

for (const c of CASES) {
  test(`a title in the other direction keeps its own on the card, the detail and the breadcrumb (${c.locale})`, async ({
    page,
    request,
    checkA11y,
    consoleErrors,
  }) => {
    // A seller verified by mail, a post and its approval before the pages, then axe: more than
    // the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const token = nonsense();
    const title = c.title(token);
    const seller = await verifiedSeller(request);
    const listing = await publicSale(request, seller, title);
    await readyVisitor(page, c.locale);

    await page.goto(`/sales?q=${token}`);
    await expect(page.locator('html')).toHaveAttribute('dir', c.page);
    const card = page.getByTestId('listing-card').filter({ hasText: token });
    const cardTitle = card.getByRole('heading', { name: title });
    await expect(cardTitle).toBeVisible();
    await expect(cardTitle).toHaveCSS('direction', c.own);
    // What is around it keeps the page's direction.
    await expect(card).toHaveCSS('direction', c.page);

    await cardTitle.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/sales/show/${listing.slug}$`));
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();
    await expect(heading).toHaveCSS('direction', c.own);
    const current = page.getByTestId('category-trail').locator('[aria-current="page"] bdi');
    await expect(current).toHaveText(title);
    await expect(current).toHaveCSS('direction', c.own);
    await expect(page.getByTestId('category-trail')).toHaveCSS('direction', c.page);
    await checkA11y(page);
    expect(consoleErrors).toEqual([]);
  });
}
