import { DEMO_ADMIN, signInBrowser, tokenOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { readyVisitor, uniqueIp } from '../support/listings';

/**
 * The visitor survey end to end: in Arabic and French a visitor answers the questions drawn from
 * the stored questionnaire (choices, the star scales, texts) and gets the thank-you screen;
 * back on the page, the browser's cookie shows "already answered" instead of the form. The demo
 * admin then reads the results: bars with their counts, the ratings' average.
 */

const TEXT = {
  ar: {
    work: 'تاجر',
    age: 'الثلاثينات',
    referral: 'صديق',
    submit: 'إرسال إجاباتي',
    thanks: 'شكراً لإجابتك على استبياننا!',
    already: 'لقد أجبت من قبل، شكراً لك!',
  },
  fr: {
    work: 'Commerçant',
    age: 'La trentaine',
    referral: 'Un ami',
    submit: 'Envoyer mes réponses',
    thanks: 'Merci d’avoir répondu à notre sondage !',
    already: 'Vous avez déjà répondu, merci !',
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  test(`a visitor answers the survey once (${locale})`, async ({ page, checkA11y, consoleErrors }) => {
    const text = TEXT[locale];
    await readyVisitor(page, locale);
    await page.goto('/share-survey-with-us');
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    const form = page.getByTestId('survey-form');
    await expect(form).toBeVisible();

    await form
      .getByTestId('survey-question-full_name')
      .fill(locale === 'ar' ? 'سارة بن علي' : 'Sarah Benali');
    await form.getByTestId('survey-question-work_nature').getByText(text.work, { exact: true }).click();
    await form.getByTestId('survey-question-age_range').getByText(text.age, { exact: true }).click();
    await form
      .getByTestId('survey-question-referral_source')
      .getByText(text.referral, { exact: true })
      .click();
    await form.getByTestId('survey-question-ads_rating').locator('label').nth(3).click();
    await form.getByTestId('survey-question-ease_of_access').locator('label').nth(4).click();
    await expect(form.getByTestId('survey-question-ads_rating').getByRole('radio').nth(3)).toBeChecked();
    await form
      .getByTestId('survey-question-suggestions')
      .fill(locale === 'ar' ? 'مزيد من الفئات من فضلكم' : 'Plus de catégories, svp');
    await checkA11y(page);

    await form.getByRole('button', { name: text.submit }).click();
    await expect(page.getByTestId('survey-thanks')).toContainText(text.thanks);
    await checkA11y(page);

    // The same browser, from another address: the cookie alone says it answered.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
    await page.reload();
    await expect(page.getByTestId('survey-already')).toContainText(text.already);
    await expect(page.getByTestId('survey-form')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('a required question left out is said under it, in the page’s language', async ({ page }) => {
  await readyVisitor(page, 'fr');
  await page.goto('/share-survey-with-us');
  const form = page.getByTestId('survey-form');
  await form.getByRole('button', { name: TEXT.fr.submit }).click();
  await expect(form.getByTestId('survey-question-work_nature')).toContainText('Ce champ est obligatoire.');
  await expect(page.getByTestId('survey-thanks')).toHaveCount(0);
});

test('the admin reads the results as bars with counts and averages', async ({
  page,
  context,
  baseURL,
  checkA11y,
  consoleErrors,
}) => {
  // One answer at least, whatever ran before.
  await readyVisitor(page, 'fr');
  await page.goto('/share-survey-with-us');
  const form = page.getByTestId('survey-form');
  await form.getByTestId('survey-question-work_nature').getByText('Retraité', { exact: true }).click();
  await form
    .getByTestId('survey-question-age_range')
    .getByText('Plus de soixante ans', { exact: true })
    .click();
  await form.getByTestId('survey-question-referral_source').getByText('Autre', { exact: true }).click();
  await form.getByTestId('survey-question-ads_rating').locator('label').nth(1).click();
  await form.getByTestId('survey-question-ease_of_access').locator('label').nth(2).click();
  await form.getByRole('button', { name: TEXT.fr.submit }).click();
  await expect(page.getByTestId('survey-thanks')).toBeVisible();

  const token = await tokenOf(baseURL!, DEMO_ADMIN, uniqueIp());
  await signInBrowser(context, baseURL!, token);
  await page.goto('/admin/survey');
  await expect(page.getByRole('heading', { level: 1, name: 'Résultats du sondage' })).toBeVisible();
  const work = page.getByTestId('survey-bars-work_nature');
  await expect(work).toContainText('Retraité');
  await expect(work.locator('li')).toHaveCount(6);
  await expect(page.getByTestId('survey-average-ads_rating')).toContainText('Moyenne');
  await expect(page.getByTestId('survey-bars-ads_rating').locator('li')).toHaveCount(5);
  await checkA11y(page);

  await page.getByRole('link', { name: 'Questions du sondage' }).first().click();
  await expect(page.getByTestId('survey-questions').locator('li')).not.toHaveCount(0);
  await checkA11y(page);
  expect(consoleErrors).toEqual([]);
});
