import type { AdminAdvertisement } from '@portal/contract/advertisements';
import type { PublicUser } from '@portal/contract/auth';
import { cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localToday } from '../../../back-office/payment-form-values';
import { initI18n } from '../../../lib/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { setCurrentUser } from '../../auth/api';
import AdCalendarPage from './pages/ad-calendar-page';
import AdReviewPage from './pages/ad-review-page';
import AdStatsPage from './pages/ad-stats-page';
import AdsQueuePage from './pages/ads-queue-page';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ME = { id: 1, first_name: 'Staff', role: 'admin' } as PublicUser;

function order(overrides: Partial<AdminAdvertisement> = {}): AdminAdvertisement {
  return {
    id: 42,
    status: 'pending_review',
    full_name: 'Karim Haddad',
    name: 'Café Atlas',
    region: 16,
    description: 'The best coffee of the city, roasted every morning.',
    link: 'https://atlas.example/',
    type: 'image',
    duration_unit: 'week',
    duration_count: 2,
    start_date: '2026-12-07',
    end_date: '2026-12-21',
    phone: '0555123456',
    email: 'karim@atlas.example',
    main_branch_id: null,
    payment_method: 'cash',
    payment_type: 'partial',
    place: 'home_page',
    category_id: null,
    commercial_registry_number: '16/00-1234567B',
    business_activity: 'Coffee roasting',
    location: 'website_and_app',
    media: { type: 'image', url: '/api/v1/files/ads/42.webp', width: 1300, height: 1773 },
    documents: [
      {
        id: 7,
        kind: 'id_card',
        name: 'id-card.pdf',
        mime: 'application/pdf',
        size_bytes: 120_000,
        download_path: '/advertisements/42/documents/7',
        created_at: '2026-11-26T10:00:00.000Z',
      },
    ],
    due: { amount: 2_400_000, paid: 0, remaining: 2_400_000, currency_code: 'DZD' },
    first_instalment: 1_200_000,
    invoice_number: null,
    payment_reference: 'AD-42',
    reject_reason: null,
    locale: 'fr',
    created_at: '2026-11-26T10:00:00.000Z',
    updated_at: '2026-11-26T10:00:00.000Z',
    advertiser: { id: 9, name: 'Karim H', username: 'karim', email: 'karim@atlas.example' },
    claimed_by: null,
    claim_expires_at: null,
    decided_by: null,
    payments: [],
    ...overrides,
  };
}

type Handler = (path: string, init: RequestInit, url: URL) => Response | undefined;
const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

/** A fake API answering by path; records each call with its body. */
function fakeApi(handler: Handler) {
  const calls: { call: string; body?: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://x');
      const path = url.pathname.replace('/api/v1/', '');
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ call: `${init.method ?? 'GET'} ${path}${url.search}`, body });
      return handler(path, init, url) ?? json({ message: 'Not found.' }, 404);
    }),
  );
  return calls;
}

function renderAt(path: string, entry: string, element: ReactElement, user: PublicUser = ME) {
  return renderRoutes([{ path, element }], entry, (client) => setCurrentUser(client, user));
}

const list = (data: AdminAdvertisement[]) => ({ data, total: data.length, page: 1, per_page: 20 });

describe('the advertisement queue', () => {
  it('opens on the orders waiting for review and sends the filters', async () => {
    const calls = fakeApi((path) => (path === 'admin/advertisements' ? json(list([order()])) : undefined));
    const user = renderAt('/admin/advertisements', '/admin/advertisements', <AdsQueuePage />);
    // The first page of the file loads the strings and the page's modules: slow on a busy machine.
    const row = await screen.findByTestId('ad-row', {}, { timeout: 5000 });
    expect(row.textContent).toContain('Café Atlas');
    expect(row.textContent).toContain('Home page');
    expect(row.textContent).toContain('DZD\u00a024,000');
    expect(calls[0]?.call).toBe('GET admin/advertisements?status=pending_review&page=1');
    await user.selectOptions(screen.getByLabelText('Placement'), 'Pop-up');
    await vi.waitFor(() =>
      expect(
        calls.some((c) => c.call === 'GET admin/advertisements?status=pending_review&place=popup&page=1'),
      ).toBe(true),
    );
  });

  it('speaks Arabic: statuses, placements and prices in the language', async () => {
    await i18next.changeLanguage('ar');
    fakeApi((path) => (path === 'admin/advertisements' ? json(list([order()])) : undefined));
    renderAt('/admin/advertisements', '/admin/advertisements', <AdsQueuePage />);
    const row = await screen.findByTestId('ad-row');
    expect(row.textContent).toContain('الصفحة الرئيسية');
    expect(within(row).getByTestId('ad-status').textContent).toBe('في انتظار المراجعة');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('الإعلانات المدفوعة');
  });

  it('shows a failed load with its retry', async () => {
    fakeApi((path) =>
      path === 'admin/advertisements' ? json({ message: 'Server error.' }, 500) : undefined,
    );
    renderAt('/admin/advertisements', '/admin/advertisements', <AdsQueuePage />);
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});

/** Blob links without a browser's store of them, put back after the test (setup.ts). */
function stubObjectUrls() {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
}

describe('one advertisement order', () => {
  it('shows every field, the media and the private documents, downloaded with the session', async () => {
    const calls = fakeApi((path) => {
      if (path === 'admin/advertisements/42') return json({ advertisement: order() });
      if (path === 'advertisements/42/documents/7')
        return new Response('pdf', {
          headers: { 'content-disposition': 'attachment; filename="id-card.pdf"' },
        });
      return undefined;
    });
    stubObjectUrls();
    const user = renderAt('/admin/advertisements/:id', '/admin/advertisements/42', <AdReviewPage />);
    const detail = await screen.findByTestId('ad-detail');
    expect(detail.textContent).toContain('2 weeks');
    expect(detail.textContent).toContain('Website and app');
    expect(detail.textContent).toContain('The best coffee of the city');
    expect(screen.getByTestId('ad-media').querySelector('img')?.getAttribute('src')).toBe(
      '/api/v1/files/ads/42.webp',
    );
    expect(screen.getByText('16/00-1234567B')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Download .*id-card\.pdf/ }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.call === 'GET advertisements/42/documents/7')).toBe(true),
    );
  });

  it('claims, then approves after confirming: the order waits for payment with its invoice', async () => {
    let current = order();
    const calls = fakeApi((path, init) => {
      if (path === 'admin/advertisements/42/claim' && init.method === 'POST') {
        current = order({
          claimed_by: { id: 1, name: 'Staff' },
          claim_expires_at: new Date(Date.now() + 600_000).toISOString(),
        });
        return json({ advertisement: current });
      }
      if (path === 'admin/advertisements/42/approve' && init.method === 'POST') {
        current = order({ status: 'waiting_payment', invoice_number: 'F-2026-0042' });
        return json({ advertisement: current });
      }
      if (path === 'admin/advertisements/42') return json({ advertisement: current });
      return undefined;
    });
    const user = renderAt('/admin/advertisements/:id', '/admin/advertisements/42', <AdReviewPage />);
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByTestId('ad-claim')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('alertdialog', {}, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.call === 'POST admin/advertisements/42/approve')).toBe(true),
    );
    expect(await screen.findByText('F-2026-0042')).toBeTruthy();
    expect(screen.queryByTestId('ad-review')).toBeNull();
  });

  it('refuses a too short reason before sending, then shows the server’s refusal', async () => {
    const calls = fakeApi((path) => {
      if (path === 'admin/advertisements/42/reject')
        return json({ message: 'This order is being reviewed by someone else.' }, 409);
      if (path === 'admin/advertisements/42') return json({ advertisement: order() });
      return undefined;
    });
    const user = renderAt('/admin/advertisements/:id', '/admin/advertisements/42', <AdReviewPage />);
    const form = await screen.findByTestId('ad-reject-form');
    await user.type(within(form).getByLabelText('Reason for the refusal'), 'No');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Minimum length: 5 characters.')).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);
    await user.type(within(form).getByLabelText('Reason for the refusal'), 't the right format');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('This order is being reviewed by someone else.')).toBeTruthy();
    expect(calls.find((c) => c.call === 'POST admin/advertisements/42/reject')?.body).toEqual({
      reason: 'Not the right format',
    });
  });

  it('reads only while another reviewer holds the claim', async () => {
    fakeApi((path) =>
      path === 'admin/advertisements/42'
        ? json({
            advertisement: order({
              claimed_by: { id: 5, name: 'Nadia' },
              claim_expires_at: new Date(Date.now() + 600_000).toISOString(),
            }),
          })
        : undefined,
    );
    renderAt('/admin/advertisements/:id', '/admin/advertisements/42', <AdReviewPage />);
    expect((await screen.findByTestId('ad-claim')).textContent).toContain('Nadia');
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByTestId('ad-reject-form')).toBeNull();
  });

  it('records a payment in minor units through the advertisement’s endpoint', async () => {
    const waiting = order({ status: 'waiting_payment', invoice_number: 'F-2026-0042' });
    const calls = fakeApi((path, init) => {
      if (path === 'admin/advertisements/42/payments' && init.method === 'POST')
        return json({
          advertisement: {
            ...waiting,
            status: 'scheduled',
            due: { ...waiting.due, paid: 1_200_000, remaining: 1_200_000 },
          },
        });
      if (path === 'admin/advertisements/42') return json({ advertisement: waiting });
      return undefined;
    });
    const user = renderAt('/admin/advertisements/:id', '/admin/advertisements/42', <AdReviewPage />);
    const form = await screen.findByTestId('payment-form');
    await user.selectOptions(within(form).getByLabelText('Method'), 'Cash');
    await user.click(within(form).getByLabelText('Partial'));
    await user.clear(within(form).getByLabelText('Amount (DZD)'));
    await user.type(within(form).getByLabelText('Amount (DZD)'), '12000');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.call === 'POST admin/advertisements/42/payments')?.body).toEqual({
        method: 'cash',
        payment_type: 'partial',
        amount: 1_200_000,
        currency_code: 'DZD',
        paid_on: localToday(),
      }),
    );
  });

  it('shows moderators the payments without the form', async () => {
    fakeApi((path) =>
      path === 'admin/advertisements/42'
        ? json({ advertisement: order({ status: 'waiting_payment' }) })
        : undefined,
    );
    renderAt('/admin/advertisements/:id', '/admin/advertisements/42', <AdReviewPage />, {
      ...ME,
      role: 'moderator',
    } as PublicUser);
    await screen.findByTestId('ad-payments');
    expect(screen.queryByTestId('payment-form')).toBeNull();
  });
});

describe('the placements calendar', () => {
  it('asks one placement’s month and shows free places and bookings linking to their review', async () => {
    const calls = fakeApi((path) =>
      path === 'admin/advertisements/calendar'
        ? json({
            capacity: 2,
            days: [
              { date: '2026-12-01', free: 2, bookings: [] },
              {
                date: '2026-12-02',
                free: 0,
                bookings: [
                  { id: 42, name: 'Café Atlas', status: 'scheduled' },
                  { id: 43, name: 'Garage Nour', status: 'pending_review' },
                ],
              },
            ],
          })
        : undefined,
    );
    renderAt(
      '/admin/advertisements/calendar',
      '/admin/advertisements/calendar?place=popup&month=2026-12',
      <AdCalendarPage />,
    );
    const days = await screen.findAllByTestId('calendar-day');
    expect(calls[0]?.call).toBe('GET admin/advertisements/calendar?place=popup&from=2026-12-01&days=31');
    expect(days[0]?.textContent).toContain('2 places free of 2');
    expect(days[1]?.textContent).toContain('Full');
    expect(within(days[1]!).getByRole('link', { name: 'Café Atlas' }).getAttribute('href')).toBe(
      '/admin/advertisements/42',
    );
    expect(screen.getByTestId('calendar-month').textContent).toBe('December 2026');
  });

  it('needs the category of a category placement before asking', async () => {
    await i18next.changeLanguage('ar');
    const calls = fakeApi(() => undefined);
    renderAt(
      '/admin/advertisements/calendar',
      '/admin/advertisements/calendar?place=category&month=2026-12',
      <AdCalendarPage />,
    );
    expect(await screen.findByText('أدخل رقم الفئة أو الفرع لعرض أماكنه.')).toBeTruthy();
    expect(calls).toEqual([]);
  });
});

describe('the advertisement statistics', () => {
  it('lists counts and CTR for the period, and downloads the CSV of the same period', async () => {
    const calls = fakeApi((path, _init, url) => {
      if (path === 'admin/advertisements/stats' && url.searchParams.get('format') === 'csv')
        return new Response('\ufeffid,name\n', {
          headers: { 'content-disposition': 'attachment; filename="ad-stats.csv"' },
        });
      if (path === 'admin/advertisements/stats')
        return json({
          data: [
            {
              id: 42,
              name: 'Café Atlas',
              place: 'home_page',
              status: 'active',
              impressions: 12_500,
              clicks: 250,
              ctr: 0.02,
            },
          ],
        });
      return undefined;
    });
    stubObjectUrls();
    const user = renderAt(
      '/admin/advertisements/stats',
      '/admin/advertisements/stats?from=2026-11-01&to=2026-11-30',
      <AdStatsPage />,
    );
    const row = await screen.findByTestId('ad-stats-row');
    expect(row.textContent).toContain('12,500');
    expect(row.textContent).toContain('2%');
    expect(calls[0]?.call).toBe('GET admin/advertisements/stats?from=2026-11-01&to=2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() =>
      expect(
        calls.some(
          (c) => c.call === 'GET admin/advertisements/stats?from=2026-11-01&to=2026-11-30&format=csv',
        ),
      ).toBe(true),
    );
  });

  it('writes figures the Arabic way', async () => {
    await i18next.changeLanguage('ar');
    fakeApi((path) =>
      path === 'admin/advertisements/stats'
        ? json({
            data: [
              {
                id: 42,
                name: 'Café Atlas',
                place: 'popup',
                status: 'active',
                impressions: 1000,
                clicks: 25,
                ctr: 0.025,
              },
            ],
          })
        : undefined,
    );
    renderAt('/admin/advertisements/stats', '/admin/advertisements/stats', <AdStatsPage />);
    const row = await screen.findByTestId('ad-stats-row');
    expect(row.textContent).toContain('نافذة منبثقة');
    expect(row.textContent).toContain(new Intl.NumberFormat('ar-DZ').format(1000));
  });
});
