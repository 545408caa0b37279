import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import PostalMime from 'postal-mime';
import { readyVisitor } from '../support/listings';
import { DEMO_MODERATOR, registerUser, signInBrowser } from '../support/api';
import { expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

/**
 * The end of a listing's life and its renewal (an expired listing's owner can renew it): an
 * approved sale reaches its expiry, the expiry job ends it and mails the owner; the owner finds
 * it Expired in their list, renews it, and it waits for review; once a moderator approves it,
 * it is public again for a new period.
 *
 * The job runs in the server every minute. To reach the expiry without waiting, the test moves
 * the listing's end into the past and makes the job due in the database, so these journeys run
 * on a server of their own on the PostgreSQL server (PGlite belongs to its one process).
 */
test.describe.configure({ mode: 'serial' });

let own: OwnServer;
let api: APIRequestContext;
let database: pg.Client;

test.beforeAll(async () => {
  // A new database is migrated and seeded first: slower than a test's default.
  test.setTimeout(120_000);
  own = await startOwnServer('lifecycle');
  ({ api, database } = own);
});
test.afterAll(async () => {
  await own?.stop();
});

let moderatorToken: string | undefined;
async function approve(listingId: number): Promise<void> {
  moderatorToken ??= await own.signIn(DEMO_MODERATOR);
  const res = await api.post(`/api/v1/admin/listings/${listingId}/approve`, {
    headers: await own.callerHeaders(moderatorToken),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A seller in a language (their email verified in the database), with an approved sale. */
async function sellerWithPublicSale(locale: 'ar' | 'fr', title: string) {
  const user = await registerUser(api, { locale });
  await database.query('update users set email_verified_at = now() where email = $1', [user.email]);
  const tree = (await (await api.get('/api/v1/catalog/sales/categories')).json()) as {
    categories: { id: number }[];
  };
  const res = await api.post('/api/v1/listings', {
    headers: await own.callerHeaders(user.token),
    data: {
      platform: 'sales',
      title,
      description: 'Très bon état, servi deux fois, remise en main propre à Oran.',
      category_id: tree.categories[0]!.id,
      price_type: 'fixed',
      price: 2_500_000,
      region_id: 31,
      advertiser_characteristic: 'individual',
      duration_days: 30,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: number; slug: string } };
  await approve(listing.id);
  return { user, listing };
}

/** Its publication period ends now: the end moves into the past and the job is due. */
async function reachExpiry(listingId: number): Promise<void> {
  await database.query(`update listings set expires_at = now() - interval '1 second' where id = $1`, [
    listingId,
  ]);
  await database.query(`update job_runs set next_run_at = now() where name = 'expire-listings'`);
}

async function statusOf(listingId: number): Promise<string> {
  const { rows } = await database.query<{ status: string }>('select status from listings where id = $1', [
    listingId,
  ]);
  return rows[0]!.status;
}

/** The subjects of the expiry mails the server delivered to an address (DATA_DIR/mail/*.eml). */
async function expiryMailSubjects(address: string): Promise<string[]> {
  const dir = path.join(own.server.dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) =>
    f.endsWith('-listing_expired.eml'),
  );
  const subjects: string[] = [];
  for (const file of files) {
    const mail = await PostalMime.parse(await readFile(path.join(dir, file)));
    const to = (mail.to ?? []).map((a) => ('address' in a ? a.address?.toLowerCase() : undefined));
    if (to.includes(address.toLowerCase())) subjects.push(mail.subject ?? '');
  }
  return subjects;
}

const WORDS = {
  ar: {
    expired: 'منتهي الصلاحية',
    pending: 'قيد المراجعة',
    subject: 'انتهت مدة إعلانك',
    renew: 'تجديد',
    renewed: 'تم تجديد الإعلان وإرساله للمراجعة.',
    note: 'لم يعد هذا الإعلان معروضاً.',
  },
  fr: {
    expired: 'Expirée',
    pending: 'En attente de validation',
    subject: 'Votre annonce a expiré',
    renew: 'Renouveler',
    renewed: "L'annonce a été renouvelée et envoyée pour vérification.",
    note: "Cette annonce n'est plus affichée.",
  },
} as const;

for (const locale of ['ar', 'fr'] as const) {
  test(`an owner finds an expired sale Expired, renews it, and it is public again after review (${locale})`, async ({
    page,
    checkA11y,
    consoleErrors,
  }) => {
    test.setTimeout(90_000);
    const words = WORDS[locale];
    const title = `${locale === 'ar' ? 'طاولة خشبية' : 'Table en bois massif'} ${Date.now().toString(36)}`;
    const { user, listing } = await sellerWithPublicSale(locale, title);

    await reachExpiry(listing.id);
    // The job runs at the runner's next look (every 5 s), after the jobs of the pass under way,
    // which on the shared CI machine can take a while.
    await expect.poll(() => statusOf(listing.id), { timeout: 45_000 }).toBe('expired');
    // The owner is told, once, in their language.
    await expect.poll(() => expiryMailSubjects(user.email), { timeout: 20_000 }).toEqual([words.subject]);

    await readyVisitor(page, locale);
    await signInBrowser(page.context(), own.server.baseURL, user.token);
    await page.goto(`${own.server.baseURL}/profile/products`);
    const item = page.getByTestId('my-listing').filter({ hasText: title });
    await expect(item.getByTestId('listing-status')).toHaveText(words.expired);
    await expect(item.getByTestId('expired-note')).toContainText(words.note);
    await checkA11y(page);

    await item.getByRole('button', { name: words.renew }).click();
    await expect(page.getByText(words.renewed)).toBeVisible();
    await expect(item.getByTestId('listing-status')).toHaveText(words.pending);
    await expect(item.getByRole('button', { name: words.renew })).toHaveCount(0);
    expect(await statusOf(listing.id)).toBe('pending');

    // Waiting for review: not public. Approved: public again, for a new period.
    const detail = () => api.get(`/api/v1/listings/${encodeURIComponent(listing.slug)}`);
    expect((await detail()).status()).toBe(404);
    await approve(listing.id);
    const published = await detail();
    expect(published.status()).toBe(200);
    const { expires_at: expiresAt } = ((await published.json()) as { listing: { expires_at: string } })
      .listing;
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    await page.goto(`${own.server.baseURL}/sales/show/${encodeURIComponent(listing.slug)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
