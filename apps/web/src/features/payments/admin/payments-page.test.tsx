import type { PublicUser } from '@portal/contract/auth';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { setCurrentUser } from '../../auth/api';
import PaymentsPage from './pages/payments-page';
import { localToday } from '../../../back-office/payment-form-values';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const owner = { id: 9, name: 'Amina B', username: 'amina', email: 'amina@demo.portal', phone: '0555123456' };
const due = (paid: number) => ({ amount: 150_000, paid, remaining: 150_000 - paid, currency_code: 'DZD' });

/** A fake API for the list, one ledger and recording; records the calls with their bodies. */
function fakeApi() {
  const calls: { call: string; body?: unknown }[] = [];
  let paid = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const u = new URL(url, 'http://x');
      const path = u.pathname.replace('/api/v1/', '');
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ call: `${init.method ?? 'GET'} ${path}${u.search}`, body });
      const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });
      if (path === 'admin/payments') {
        return json({
          data: [
            {
              id: 11,
              platform: 'sales',
              slug: 'tractor-11',
              title: 'Tractor',
              owner,
              due: due(paid),
              waiting_since: '2026-11-20T08:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          per_page: 20,
        });
      }
      if (path === 'admin/listings/11/payments' && init.method === 'POST') {
        paid += body.amount as number;
        return json({ payment: {}, due: due(paid), published: false, status: 'waiting_payment' }, 201);
      }
      if (path === 'admin/listings/11/payments') {
        return json({
          listing: {
            id: 11,
            platform: 'sales',
            slug: 'tractor-11',
            title: 'Tractor',
            owner,
            status: 'waiting_payment',
            published_at: '2026-11-20T08:00:00.000Z',
          },
          due: due(paid),
          waiting_since: '2026-11-20T08:00:00.000Z',
          payments: [],
        });
      }
      return json({ message: 'nope' }, 404);
    }),
  );
  return calls;
}

function renderPage(role: 'admin' | 'moderator', entry = '/admin/payments?listing=11') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  setCurrentUser(client, { id: 1, first_name: 'Staff', role } as PublicUser);
  const router = createMemoryRouter([{ path: '/admin/payments', element: <PaymentsPage /> }], {
    initialEntries: [entry],
  });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('the payments page', () => {
  it('lists what each waiting listing owes, formatted for the language', async () => {
    fakeApi();
    renderPage('admin', '/admin/payments');
    const row = await screen.findByTestId('waiting-row');
    expect(row.textContent).toContain('Tractor');
    expect(row.textContent).toContain('DZD\u00a01,500');
  });

  it('sends the amount typed in major units as minor units, with the fee’s currency and today', async () => {
    const calls = fakeApi();
    const { user } = renderPage('admin');
    const form = await screen.findByTestId('payment-form');
    // "Full" starts with the whole rest; a partial payment is typed with a decimal comma.
    expect(within(form).getByLabelText('Amount (DZD)')).toHaveProperty('value', '1500');
    await user.selectOptions(within(form).getByLabelText('Method'), 'Cash');
    await user.click(within(form).getByLabelText('Partial'));
    await user.clear(within(form).getByLabelText('Amount (DZD)'));
    await user.type(within(form).getByLabelText('Amount (DZD)'), '1 250,5');
    await user.type(within(form).getByLabelText('Reference'), 'REC-7');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.call === 'POST admin/listings/11/payments')?.body).toEqual({
        method: 'cash',
        payment_type: 'partial',
        amount: 125_050,
        currency_code: 'DZD',
        reference: 'REC-7',
        paid_on: localToday(),
      }),
    );
  });

  it('refuses an amount that is none before sending, and asks to choose the method', async () => {
    const calls = fakeApi();
    const { user } = renderPage('admin');
    const form = await screen.findByTestId('payment-form');
    await user.clear(within(form).getByLabelText('Amount (DZD)'));
    await user.type(within(form).getByLabelText('Amount (DZD)'), '12,345');
    await user.click(within(form).getByRole('button', { name: 'Record the payment' }));
    expect(await within(form).findByText('Enter an amount in DZD, e.g. 1500 or 1500.50.')).toBeTruthy();
    expect(within(form).getByText('Choose one of the allowed values.')).toBeTruthy();
    expect(calls.some((c) => c.call.startsWith('POST'))).toBe(false);
  });

  it('shows moderators the ledger without the form', async () => {
    fakeApi();
    renderPage('moderator');
    await screen.findByTestId('payment-ledger');
    expect(screen.queryByTestId('payment-form')).toBeNull();
    expect(screen.getByText('Only administrators record payments.')).toBeTruthy();
  });
});

describe('the ledger of everything sold', () => {
  const entry = (id: number, kind: 'listing' | 'advertisement', label: string, amount: number) => ({
    id,
    method: 'cash',
    payment_type: 'full',
    amount,
    currency_code: 'DZD',
    reference: null,
    paid_on: '2026-11-20',
    recorded_by: { id: 1, name: 'Staff', username: 'staff' },
    recorded_at: '2026-11-20T09:00:00.000Z',
    subject: { kind, id, label },
  });

  function ledgerApi() {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const u = new URL(url, 'http://x');
        calls.push(`${u.pathname.replace('/api/v1/', '')}${u.search}`);
        return new Response(
          JSON.stringify({
            data: [
              entry(42, 'advertisement', 'Café Atlas', 1_200_000),
              entry(11, 'listing', 'Tractor', 150_000),
            ],
            totals: [{ method: 'cash', currency_code: 'DZD', amount: 1_350_000, count: 2 }],
            total: 2,
            page: 1,
            per_page: 20,
          }),
          { status: 200 },
        );
      }),
    );
    return calls;
  }

  afterEach(async () => {
    await i18next.changeLanguage('en');
  });

  it('lists listings’ and advertisements’ payments with totals per method, each linking to its subject', async () => {
    const calls = ledgerApi();
    const { user } = renderPage('moderator', '/admin/payments?view=ledger');
    const total = await screen.findByTestId('ledger-total');
    expect(total.textContent).toContain('Cash');
    expect(total.textContent).toContain('DZD\u00a013,500');
    const rows = screen.getAllByTestId('ledger-entry');
    expect(within(rows[0]!).getByRole('link', { name: 'Café Atlas' }).getAttribute('href')).toBe(
      '/admin/advertisements/42',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Tractor' }).getAttribute('href')).toBe(
      '/admin/payments?listing=11',
    );
    expect(calls[0]).toBe('admin/payments/ledger?page=1');
    await user.selectOptions(screen.getByLabelText('Paid for'), 'Advertisement');
    await vi.waitFor(() => expect(calls).toContain('admin/payments/ledger?subject=advertisement&page=1'));
  });

  it('speaks Arabic', async () => {
    await i18next.changeLanguage('ar');
    ledgerApi();
    renderPage('admin', '/admin/payments?view=ledger');
    const total = await screen.findByTestId('ledger-total');
    expect(total.textContent).toContain('نقداً');
    expect(screen.getByRole('link', { name: 'كل المدفوعات' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByTestId('ledger-entry')[0]?.textContent).toContain('إعلان مدفوع');
  });
});
