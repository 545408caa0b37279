import { request as playwrightRequest, type Browser } from '@playwright/test';
import { signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor } from '../support/listings';
import { startServer, type RunningServer } from '../support/server';

/**
 * Catalog management end to end: an admin adds a sub-category with its names in
 * three languages and the public sees it at once, in the browse page's sub-categories and in
 * the posting form; deleting a category that listings use is refused with the reason. The
 * catalog changes for everyone, so these run on a server of their own.
 */
test.describe.configure({ mode: 'serial' });

let server: RunningServer;
let adminToken: string;
const ADMIN = { login: 'admin_demo', password: 'Demo-Portal-2025' };
const ADMIN_IP = '10.203.0.1';

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer();
  adminToken = await tokenOf(server.baseURL, ADMIN, ADMIN_IP);
});
test.afterAll(async () => {
  await server?.stop();
});

const CASES = {
  ar: {
    nav: 'لوحة الإدارة',
    catalog: 'الفهرس',
    sales: 'المبيعات',
    platform: 'المنصة',
    addSub: 'إضافة تصنيف فرعي',
    nameAr: 'الاسم بالعربية',
    nameFr: 'الاسم بالفرنسية',
    nameEn: 'الاسم بالإنجليزية',
    slug: 'المعرّف في الرابط (slug)',
    icon: 'الأيقونة',
    add: 'إضافة',
    required: 'هذا الحقل مطلوب.',
    added: 'تمت الإضافة.',
    del: 'حذف',
    refused: 'لا يمكن حذف هذا التصنيف: توجد إعلانات مصنفة تحته',
    subcategories: 'الأصناف الفرعية',
    subCategory: 'الصنف الفرعي',
  },
  fr: {
    nav: 'Back-office',
    catalog: 'Catalogue',
    sales: 'Ventes',
    platform: 'Plateforme',
    addSub: 'Ajouter une sous-catégorie',
    nameAr: 'Nom en arabe',
    nameFr: 'Nom en français',
    nameEn: 'Nom en anglais',
    slug: 'Slug',
    icon: 'Icône',
    add: 'Ajouter',
    required: 'Ce champ est obligatoire.',
    added: 'Ajouté.',
    del: 'Supprimer',
    refused: 'Impossible de supprimer cette catégorie : des annonces y sont classées',
    subcategories: 'Sous-catégories',
    subCategory: 'Sous-catégorie',
  },
} as const;

/** The demo admin's browser in a language, on the catalog's page. */
async function adminPage(browser: Browser, locale: 'ar' | 'fr') {
  const context = await browser.newContext({ baseURL: server.baseURL });
  await signInBrowser(context, server.baseURL, adminToken);
  const page = await context.newPage();
  await readyVisitor(page, locale);
  return { context, page };
}

/** The id of a sales category by its slug, as the public tree gives it. */
async function salesCategoryId(slug: string): Promise<number> {
  const api = await playwrightRequest.newContext({ baseURL: server.baseURL });
  const tree = (await (await api.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number; slug: string }[];
  };
  await api.dispose();
  return tree.categories.find((c) => c.slug === slug)!.id;
}

for (const locale of ['ar', 'fr'] as const) {
  const w = CASES[locale];

  test(`an admin adds a sub-category in three languages and the public is offered it at once (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    // Three axe runs and two browsers: generous for a loaded 2-core machine.
    test.setTimeout(150_000);
    const tag = `${locale}${Date.now().toString(36)}`;
    const names = { ar: `شاحنات ${tag}`, fr: `Camions ${tag}`, en: `Trucks ${tag}` };
    const { context, page } = await adminPage(browser, locale);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: w.nav }).getByRole('link', { name: w.catalog }).click();
    await expect(page).toHaveURL(/\/admin\/catalog$/);
    await expect(page.getByRole('heading', { level: 1, name: w.catalog })).toBeVisible();
    await page.getByRole('navigation', { name: w.platform }).getByRole('link', { name: w.sales }).click();
    await expect(page).toHaveURL(/\/admin\/catalog\?platform=sales$/);
    const vehicles = page.locator('[data-testid="category-row"][data-slug="vehicles"]');
    await expect(vehicles).toBeVisible();
    await checkA11y(page);

    await vehicles.getByRole('button', { name: w.addSub }).click();
    const dialog = page.getByTestId('category-dialog');
    await expect(dialog.getByLabel(w.nameAr)).toBeFocused();
    // Checked before sending: the names are required, and what was typed stays.
    await dialog.getByRole('button', { name: w.add, exact: true }).click();
    await expect(dialog.getByText(w.required).first()).toBeVisible();
    await dialog.getByLabel(w.nameAr).fill(names.ar);
    await dialog.getByLabel(w.nameFr).fill(names.fr);
    await dialog.getByLabel(w.nameEn).fill(names.en);
    await expect(dialog.getByLabel(w.slug)).toHaveValue(`camions-${tag}`);
    await dialog.getByLabel(w.icon).selectOption('truck');
    await checkA11y(page);
    await dialog.getByRole('button', { name: w.add, exact: true }).click();
    await expect(page.getByText(w.added)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const added = page.locator(`[data-testid="category-row"][data-slug="camions-${tag}"]`);
    await expect(added).toContainText(names[locale]);
    await checkA11y(page);

    // A visitor browsing the sales of Vehicles is offered it at once, in their language…
    const vehiclesId = await salesCategoryId('vehicles');
    const visitor = await browser.newContext({ baseURL: server.baseURL });
    const visitorPage = await visitor.newPage();
    await readyVisitor(visitorPage, locale);
    await visitorPage.goto(`/sales/${vehiclesId}`);
    await expect(
      visitorPage
        .getByRole('navigation', { name: w.subcategories })
        .getByRole('link', { name: names[locale] }),
    ).toBeVisible();
    await visitor.close();

    // …and the admin's own posting form offers it under Vehicles.
    await page.goto(`/sales/${vehiclesId}/create`);
    const sub = page.getByRole('combobox', { name: w.subCategory, exact: true });
    await sub.click();
    await sub.fill(tag);
    await page.getByRole('option', { name: names[locale], exact: true }).click();
    await expect(sub).toHaveValue(names[locale]);
    await context.close();
  });

  test(`deleting a category that listings use is refused with the reason (${locale})`, async ({
    browser,
    checkA11y,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await adminPage(browser, locale);
    await page.goto('/admin/catalog?platform=sales');
    const vehicles = page.locator('[data-testid="category-row"][data-slug="vehicles"]');
    await vehicles.getByRole('button', { name: w.del }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: w.del, exact: true }).click();
    const refusal = page.getByTestId('catalog-refusal');
    await expect(refusal).toContainText(w.refused);
    await expect(refusal).toBeFocused();
    await expect(vehicles).toBeVisible();
    await checkA11y(page);
    await context.close();
  });
}
