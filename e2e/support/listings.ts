import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiSignIn, DEMO_MODERATOR, registerUser } from './api';
import { useLocale } from './fixtures';
import { waitForMail } from './mail';

/**
 * Public listings for specs that need them: a seller whose email is verified, a sale posted
 * through the API, and its approval by the demo moderator (through the back office's API).
 */

let ipCounter = 0;
/** Each caller from an address of its own, so per-address limits are not shared. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${200 + (process.pid % 50)}.${ipCounter % 250}.${Math.floor(Math.random() * 250) + 1}`;
}

/** A text no other listing holds, to find a listing by searching for it. */
export function nonsense(): string {
  return `zq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

export interface ApiCaller {
  token: string;
  ip: string;
}

/**
 * Headers of a signed-in call. The CSRF pair is fetched each time: every /init sets a new
 * cookie in the request context, so an earlier token no longer matches it.
 */
export async function callerHeaders(request: APIRequestContext, caller: ApiCaller) {
  return {
    authorization: `Bearer ${caller.token}`,
    'x-xsrf-token': await csrfFor(request, caller.ip),
    'x-forwarded-for': caller.ip,
    'x-localization': 'fr',
  };
}

export async function csrfFor(request: APIRequestContext, ip: string): Promise<string> {
  const init = await request.get('/api/v1/init', { headers: { 'x-forwarded-for': ip } });
  const csrf = decodeURIComponent(init.headers()['set-cookie']?.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
  if (!csrf) throw new Error('no CSRF cookie from /api/v1/init');
  return csrf;
}

/** A fresh account whose email is verified with the mailed code. */
export async function verifiedSeller(request: APIRequestContext): Promise<ApiCaller> {
  const user = await registerUser(request, { locale: 'fr' });
  const mail = await waitForMail(user.email, 'verify_email');
  const ip = uniqueIp();
  const caller = { token: user.token, ip };
  const res = await request.post('/api/v1/email/verify', {
    headers: await callerHeaders(request, caller),
    data: { code: mail.code },
  });
  expect(res.status(), await res.text()).toBe(200);
  return caller;
}

/** The demo moderator, signed in once per worker and server (api.ts apiSignIn keeps the session). */
async function demoModerator(request: APIRequestContext): Promise<ApiCaller> {
  const ip = uniqueIp();
  const { token } = await apiSignIn(request, DEMO_MODERATOR, ip);
  return { token, ip };
}

/** A photo uploaded by `caller` (a plain 640×480 picture), for a listing's `photo_ids`. */
async function uploadPhoto(request: APIRequestContext, caller: ApiCaller): Promise<number> {
  const buffer = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
  const res = await request.post('/api/v1/listings/photos', {
    headers: await callerHeaders(request, caller),
    multipart: { photo: { name: 'photo.png', mimeType: 'image/png', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { photo: { id: number } }).photo.id;
}

/** A sales ad (without photos unless asked), posted by `seller` and approved: public at once. */
export async function publicSale(
  request: APIRequestContext,
  seller: ApiCaller,
  title: string,
  options: { photo?: boolean } = {},
) {
  const photoIds = options.photo ? [await uploadPhoto(request, seller)] : [];
  const tree = await request.get('/api/v1/catalog/sales/categories');
  const category = ((await tree.json()) as { categories: { id: number; children?: { id: number }[] }[] })
    .categories[0]!;
  const settings = (await (await request.get('/api/v1/settings')).json()) as {
    announcements: { durations_days: number[] };
  };
  const res = await request.post('/api/v1/listings', {
    headers: await callerHeaders(request, seller),
    data: {
      platform: 'sales',
      title,
      description: 'Très bon état, facture disponible, remise en main propre à Alger.',
      category_id: category.id,
      sub_category_id: category.children![0]!.id,
      price_type: 'fixed',
      price: 4_500_000,
      currency_id: 'DZD',
      region_id: 16,
      advertiser_characteristic: 'individual',
      duration_days: settings.announcements.durations_days[0],
      photo_ids: photoIds,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { listing } = (await res.json()) as { listing: { id: number; slug: string } };
  const approved = await request.post(`/api/v1/admin/listings/${listing.id}/approve`, {
    headers: await callerHeaders(request, await demoModerator(request)),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return listing;
}

/** A reader in a language who already answered the cookie banner, from an address of its own. */
export async function readyVisitor(page: Page, locale: 'ar' | 'fr'): Promise<void> {
  await useLocale(page, locale);
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({
        version: 1,
        decidedAt: new Date().toISOString(),
        categories: { necessary: true, performance: false, functional: false, targeting: false },
      }),
    ),
  );
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': uniqueIp() });
}
