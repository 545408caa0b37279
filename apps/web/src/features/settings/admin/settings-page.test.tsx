import type { PublicUser } from '@portal/contract/auth';
import { DEFAULT_AD_CAPACITY, DEFAULT_AD_PRICES, type Settings } from '@portal/contract/settings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { ConfirmProvider } from '../../../ui/confirm-dialog';
import { setCurrentUser } from '../../auth/api';
import SettingsPage from './pages/settings-page';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SETTINGS: Settings = {
  terms_of_paid_advertising: { ar: 'شروط', fr: 'Conditions', en: 'Terms' },
  advertisements: {
    placements: ['popup'],
    price_duration_units: ['day'],
    content_format: '220mm x 300mm',
    max_media_mb: 10,
    prices: DEFAULT_AD_PRICES,
    currency_code: 'DZD',
    capacity: DEFAULT_AD_CAPACITY,
    partial_first_percent: 50,
    listing_slot_every: 8,
  },
  announcements: {
    durations_days: [7, 15, 30],
    default_duration_days: 30,
    max_photos: 10,
    max_photo_mb: 10,
    paid_category_ids: [4],
    listing_fee: { amount: 100_000, currency_code: 'DZD' },
    promotions: [
      {
        key: 'featured',
        name: { ar: 'مميز', fr: 'À la une', en: 'Featured' },
        days: 7,
        price: { amount: 50_000, currency_code: 'DZD' },
      },
    ],
  },
  appointments: {
    slot_minutes: 30,
    booking_window_days: 30,
    opening_hours: [],
    time_zone: 'Africa/Algiers',
    capacity_per_slot: 1,
    min_notice_hours: 2,
    cancel_until_hours: 24,
    closures: [],
  },
  multimedia_type: ['photo'],
  general: {
    site_name: { ar: 'بوابة', fr: 'Portail', en: 'Portal' },
    contact_email: 'contact@portal.example',
    phone: '+213 21 00 00 00',
    address: { ar: 'الجزائر', fr: 'Alger', en: 'Algiers' },
    copyright_year: 2025,
    social_links: [],
  },
  search: { synonyms: [['car', 'voiture']] },
  settings_state: {
    registration_open: true,
    announcements_open: true,
    sales_open: true,
    advertisements_open: true,
    appointments_open: true,
    join_requests_open: true,
    survey_open: true,
  },
};

const category = (id: number, en: string, platform: string) => ({
  id,
  platform,
  parent_id: null,
  depth: 0,
  names: { ar: `ع ${en}`, fr: `${en} (fr)`, en },
  slug: en.toLowerCase(),
  icon: null,
  sort_order: id * 10,
  is_active: true,
  listings_count: 0,
  optional_fields: null,
  children: [],
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** A fake API: the settings and the catalog; each PUT recorded, answered by `answer`. */
function fakeApi(answer: (path: string, body: unknown) => Response = () => json(SETTINGS)) {
  const puts: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = new URL(url, 'http://x').pathname.replace('/api/v1/', '');
      if (init.method === 'PUT') {
        const body = JSON.parse(String(init.body));
        puts.push({ path, body });
        return answer(path, body);
      }
      if (path === 'admin/settings') return json(SETTINGS);
      if (path === 'admin/catalog/announcements/categories')
        return json({ platform: 'announcements', categories: [category(4, 'Jobs', 'announcements')] });
      if (path === 'admin/catalog/sales/categories')
        return json({ platform: 'sales', categories: [category(9, 'Vehicles', 'sales')] });
      if (path === 'admin/catalog/currencies')
        return json({
          currencies: [
            {
              code: 'DZD',
              names: { ar: 'دينار', fr: 'Dinar', en: 'Algerian dinar' },
              symbol: 'DA',
              minor_units: 2,
              is_default: true,
              is_active: true,
              sort_order: 10,
              listings_count: 0,
            },
          ],
        });
      return json({ message: 'nope' }, 404);
    }),
  );
  return puts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Admin', role: 'admin' } as PublicUser);
  const router = createMemoryRouter([{ path: '/admin/settings', element: <SettingsPage /> }], {
    initialEntries: ['/admin/settings'],
  });
  render(
    <QueryClientProvider client={client}>
      <ConfirmProvider>
        <RouterProvider router={router} />
      </ConfirmProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the settings screen', () => {
  it('saves the listings section alone: durations, default, photos, paid categories, the fee in minor units', async () => {
    const puts = fakeApi();
    const user = renderPage();
    const section = within(await screen.findByTestId('settings-announcements'));
    const durations = section.getByLabelText('Publication durations (days)');
    await user.clear(durations);
    await user.type(durations, '10, 20, 45');
    await user.selectOptions(section.getByLabelText('Default duration'), '20');
    const photos = section.getByLabelText('Photos per listing (at most)');
    await user.clear(photos);
    await user.type(photos, '6');
    await user.click(await section.findByLabelText('Vehicles'));
    const amount = section.getByLabelText('Amount (DZD)');
    await user.clear(amount);
    await user.type(amount, '1500.5');
    expect(section.getByText(/Shown as/).textContent).toMatch(/1,500\.50/);
    await user.click(section.getByRole('button', { name: 'Save this section' }));
    await waitFor(() => expect(section.getByRole('status').textContent).toBe('Saved.'));
    expect(puts).toEqual([
      {
        path: 'admin/settings/announcements',
        body: {
          durations_days: [10, 20, 45],
          default_duration_days: 20,
          max_photos: 6,
          max_photo_mb: 10,
          paid_category_ids: [4, 9],
          listing_fee: { amount: 150_050, currency_code: 'DZD' },
          promotions: SETTINGS.announcements.promotions,
        },
      },
    ]);
  }, 20_000);

  it('edits the promotion offers: adds one in minor units, refuses a repeated key, shows a 422 under its field', async () => {
    const puts = fakeApi(() =>
      json(
        {
          message: 'Some fields need your attention.',
          errors: {
            'promotions.1.price.currency_code': ['A paid promotion is priced in the listing fee’s currency.'],
          },
        },
        422,
      ),
    );
    const user = renderPage();
    const section = within(await screen.findByTestId('settings-announcements'));
    await user.click(section.getByRole('button', { name: 'Add a promotion' }));
    const rows = section.getAllByTestId('promotion-row');
    expect(rows).toHaveLength(2);
    const row = within(rows[1]!);
    await user.type(row.getByLabelText('Key'), 'featured');
    await user.type(row.getByLabelText('Name (Arabic)'), 'مميز شهر');
    await user.type(row.getByLabelText('Name (French)'), 'À la une 30 jours');
    await user.type(row.getByLabelText('Name (English)'), 'Featured 30 days');
    const days = row.getByLabelText('Days');
    await user.clear(days);
    await user.type(days, '30');
    const price = row.getByLabelText('Price (DZD)');
    await user.clear(price);
    await user.type(price, '1500');
    expect(row.getByText(/Owners see/).textContent).toMatch(/1,500/);
    const save = section.getByRole('button', { name: 'Save this section' });
    await user.click(save);
    expect(await row.findByText('Each value may appear only once.')).toBeTruthy();
    expect(puts).toEqual([]);

    const key = row.getByLabelText('Key');
    await user.clear(key);
    await user.type(key, 'featured_30');
    await user.click(save);
    expect(await row.findByText('A paid promotion is priced in the listing fee’s currency.')).toBeTruthy();
    expect(puts).toHaveLength(1);
    expect((puts[0]!.body as { promotions: unknown[] }).promotions[1]).toEqual({
      key: 'featured_30',
      name: { ar: 'مميز شهر', fr: 'À la une 30 jours', en: 'Featured 30 days' },
      days: 30,
      price: { amount: 150_000, currency_code: 'DZD' },
    });
  }, 30_000);

  it('refuses before sending what the contract refuses, under the field', async () => {
    const puts = fakeApi();
    const user = renderPage();
    const section = within(await screen.findByTestId('settings-announcements'));
    const durations = section.getByLabelText('Publication durations (days)');
    await user.clear(durations);
    await user.type(durations, '30, 30');
    await user.click(section.getByRole('button', { name: 'Save this section' }));
    expect(await section.findByText('Each value may appear only once.')).toBeTruthy();
    expect(durations.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
  });

  it('shows a 422 under its field and keeps every text typed', async () => {
    fakeApi(() =>
      json({ message: 'The data is not valid.', errors: { fr: ['This value is not valid.'] } }, 422),
    );
    const user = renderPage();
    const section = within(await screen.findByTestId('settings-terms_of_paid_advertising'));
    const french = section.getByLabelText('French');
    await user.clear(french);
    await user.type(french, 'Nouvelles conditions');
    await user.click(section.getByRole('button', { name: 'Save this section' }));
    expect(await section.findByText('This value is not valid.')).toBeTruthy();
    expect((french as HTMLTextAreaElement).value).toBe('Nouvelles conditions');
    expect(section.getByRole('alert').textContent).toBe('Not saved: correct the fields shown.');
    expect(section.getByRole('status').textContent).toBe('');
  });
});

describe('the advertisements section', () => {
  it('edits prices in major units, stores minor units, leaves an emptied cell unsold, with capacity and shares', async () => {
    const puts = fakeApi();
    const user = renderPage();
    const section = within(await screen.findByTestId('settings-advertisements'));
    const weekPopup = section.getByLabelText('Price of Pop-up per Week (DZD)');
    expect(weekPopup).toHaveProperty('value', '15000');
    await user.clear(weekPopup);
    await user.type(weekPopup, '12500.5');
    await user.clear(section.getByLabelText('Price of Pop-up per Day (DZD)'));
    await user.type(section.getByLabelText('Price of Pop-up per Seconds (DZD)'), '2');
    const capacity = section.getByLabelText('Places per day of Pop-up');
    await user.clear(capacity);
    await user.type(capacity, '3');
    const share = section.getByLabelText('First instalment (% of the price)');
    await user.clear(share);
    await user.type(share, '40');
    await user.click(section.getByRole('button', { name: 'Save this section' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    const body = puts[0]!.body as Settings['advertisements'];
    expect(puts[0]!.path).toBe('admin/settings/advertisements');
    expect(body.prices.popup).toEqual({ seconds: 200, week: 1_250_050, month: 5_000_000 });
    expect(body.prices.home_page).toEqual(DEFAULT_AD_PRICES.home_page);
    expect(body.capacity.popup).toBe(3);
    expect(body.partial_first_percent).toBe(40);
    expect(body.currency_code).toBe('DZD');
    expect(body.listing_slot_every).toBe(8);
  }, 20_000);

  it('refuses an unreadable price and a share out of range before sending, in words', async () => {
    const puts = fakeApi();
    const user = renderPage();
    const section = within(await screen.findByTestId('settings-advertisements'));
    const cell = section.getByLabelText('Price of Home page per Month (DZD)');
    await user.clear(cell);
    await user.type(cell, 'abc');
    const share = section.getByLabelText('First instalment (% of the price)');
    await user.clear(share);
    await user.type(share, '150');
    await user.click(section.getByRole('button', { name: 'Save this section' }));
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(cell.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
    expect(message.length).toBeGreaterThan(3);
    expect(message).not.toMatch(/NaN|expected/i);
    expect(share.getAttribute('aria-invalid')).toBe('true');
    expect(puts).toEqual([]);
  }, 20_000);
});
