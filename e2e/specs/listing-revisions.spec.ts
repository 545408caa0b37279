import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { apiSignIn, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { nonsense, publicSale, readyVisitor, uniqueIp, verifiedSeller } from '../support/listings';

/**
 * An approved listing's edit (the new version goes to review
 * while the approved version stays public, and the moderator sees a field-by-field diff
 * against the published version): the owner edits an approved sale in
 * the form; the public page still shows the approved title and the owner's list says the edit
 * is under review; the owner's edit form continues from the edit; a moderator opens it in the
 * back office, reads the changes and approves; the public page then shows the new title (the
 * old address redirects).
 */

const WORDS = {
  ar: {
    edit: 'تعديل',
    title: 'عنوان الإعلان',
    save: 'حفظ وإرسال للمراجعة',
    underReview: 'التعديل قيد المراجعة',
    continuing: 'أنت تواصل تعديلك الذي ينتظر المراجعة',
    editBadge: 'تعديل على إعلان منشور',
    titleField: 'العنوان',
    approve: 'قبول ونشر',
    adTitle: 'دراجة هوائية جبلية',
    adTitleEdited: 'دراجة هوائية جبلية مع خوذة',
  },
  fr: {
    edit: 'Modifier',
    title: 'Titre',
    save: 'Enregistrer et envoyer pour vérification',
    underReview: 'Modification en cours de vérification',
    continuing: 'Vous reprenez votre modification en attente de vérification',
    editBadge: 'Modification d’une annonce publiée',
    titleField: 'Titre',
    approve: 'Approuver et publier',
    adTitle: 'Vélo tout terrain',
    adTitleEdited: 'Vélo tout terrain avec casque',
  },
} as const;

/** The demo moderator's token, signed in through the API (the browser then carries it). */
async function moderatorToken(request: APIRequestContext): Promise<string> {
  return (await apiSignIn(request, { login: 'moderator', password: 'Demo-Portal-2025' }, uniqueIp())).token;
}

for (const locale of ['ar', 'fr'] as const) {
  const w = WORDS[locale];

  test(`an approved sale's edit waits for review while the approved version stays public (${locale})`, async ({
    browser,
    baseURL,
    checkA11y,
  }) => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL });
    const tag = nonsense();
    const original = `${w.adTitle} ${tag}`;
    const edited = `${w.adTitleEdited} ${tag}`;
    const seller = await verifiedSeller(api);
    const listing = await publicSale(api, seller, original);

    // The owner edits the approved sale's title in the form.
    const ownerContext = await browser.newContext({ baseURL });
    const owner = await ownerContext.newPage();
    await readyVisitor(owner, locale);
    await signInBrowser(ownerContext, baseURL!, seller.token);
    await owner.goto('/profile/products');
    await owner.getByRole('article', { name: original }).getByRole('link', { name: w.edit }).click();
    await expect(owner).toHaveURL(/\/sales\/\d+\/edit\/.+$/);
    const title = owner.getByLabel(w.title, { exact: true });
    await expect(title).toHaveValue(original);
    await title.fill(edited);
    await owner.getByRole('button', { name: w.save }).click();
    await expect(owner).toHaveURL(/\/profile\/products$/);

    // Their list still shows the approved version, and says its edit is under review.
    const item = owner.getByRole('article', { name: original });
    await expect(item.getByTestId('listing-status')).toHaveAttribute('data-status', 'approved');
    await expect(item.getByTestId('revision-note')).toHaveAttribute('data-status', 'pending');
    await expect(item.getByTestId('revision-note')).toContainText(w.underReview);
    await checkA11y(owner);

    // The edit form continues from the edit, not from the published version.
    await item.getByRole('link', { name: w.edit }).click();
    await expect(owner.getByTestId('revision-edit-note')).toContainText(w.continuing);
    await expect(owner.getByLabel(w.title, { exact: true })).toHaveValue(edited);
    await checkA11y(owner);

    // The public page still shows the approved title.
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await readyVisitor(visitor, locale);
    await visitor.goto(`/sales/show/${listing.slug}`);
    await expect(visitor.getByTestId('listing-detail').getByRole('heading', { level: 1 })).toHaveText(
      original,
    );

    // A moderator finds the edit in the queue, reads the changes and approves it.
    const modContext = await browser.newContext({ baseURL });
    const moderator = await modContext.newPage();
    await readyVisitor(moderator, locale);
    await signInBrowser(modContext, baseURL!, await moderatorToken(api));
    await moderator.goto('/admin?platform=sales');
    const row = moderator.getByTestId('queue-row').filter({ hasText: edited });
    await expect(row.getByTestId('edit-badge')).toHaveText(w.editBadge);
    await checkA11y(moderator);
    await row.getByRole('link', { name: edited }).click();
    await expect(moderator).toHaveURL(new RegExp(`/admin/review/${listing.id}`));
    await expect(moderator.getByTestId('edit-notice')).toBeVisible();
    const change = moderator.getByTestId('changes').locator('tr[data-field="title"]');
    await expect(change.getByRole('rowheader')).toHaveText(w.titleField);
    await expect(change.locator('del')).toHaveText(original);
    await expect(change.locator('ins')).toHaveText(edited);
    await expect(moderator.getByTestId('listing-detail').getByRole('heading', { level: 1 })).toHaveText(
      edited,
    );
    await checkA11y(moderator);
    await moderator.getByRole('button', { name: w.approve }).click();
    await expect(moderator).not.toHaveURL(new RegExp(`/admin/review/${listing.id}(\\?|$)`));

    // The public page shows the new title; the old address leads to it.
    await visitor.goto(`/sales/show/${listing.slug}`);
    await expect(visitor.getByTestId('listing-detail').getByRole('heading', { level: 1 })).toHaveText(edited);
    await expect(visitor).not.toHaveURL(new RegExp(`/sales/show/${listing.slug}$`));
    await checkA11y(visitor);

    // The owner's list shows the new version, with no edit pending.
    await owner.goto('/profile/products');
    const updated = owner.getByRole('article', { name: edited });
    await expect(updated.getByTestId('listing-status')).toHaveAttribute('data-status', 'approved');
    await expect(updated.getByTestId('revision-note')).toHaveCount(0);

    await modContext.close();
    await visitorContext.close();
    await ownerContext.close();
    await api.dispose();
  });
}
