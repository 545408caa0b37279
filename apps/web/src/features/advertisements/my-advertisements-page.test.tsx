import type { AdStats, Advertisement } from '@portal/contract/advertisements';
import { isolate } from '@portal/contract/bidi';
import type { Locale } from '@portal/contract/locale';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, formatPrice } from '../../lib/format';
import { initI18n } from '../../lib/i18n';
import { renderRoutes } from '../../test/render-routes';
import MyAdvertisementsPage from './pages/my-advertisements-page';

const mine = vi.hoisted(() => ({ data: [] as Advertisement[] }));
const cancel = vi.hoisted(() => vi.fn());
const stats = vi.hoisted(() => ({ value: null as AdStats | null }));
vi.mock('./api/my-advertisements', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    MY_ADVERTISEMENTS_KEY: ['advertisements', 'mine'],
    useMyAdvertisements: () =>
      useQuery({ queryKey: ['advertisements', 'mine'], queryFn: () => ({ data: mine.data }) }),
  };
});
vi.mock('./api/my-ad-stats', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useMyAdStats: (id: number) => useQuery({ queryKey: ['stats', id], queryFn: () => stats.value }),
  };
});
vi.mock('./api/cancel-advertisement', () => ({ cancelAdvertisement: cancel }));

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);
beforeEach(() => cancel.mockReset());

const ad = (id: number, extra: Partial<Advertisement> = {}): Advertisement => ({
  id,
  status: 'pending_review',
  full_name: 'Amina Benali',
  name: `Librairie ${id}`,
  region: 16,
  description: 'Livres scolaires et romans.',
  link: null,
  type: 'image',
  duration_unit: 'week',
  duration_count: 1,
  start_date: '2027-01-04',
  end_date: '2027-01-11',
  phone: '0550123456',
  email: 'amina@example.dz',
  main_branch_id: null,
  payment_method: 'cheque',
  payment_type: 'full',
  place: 'home_page',
  category_id: null,
  commercial_registry_number: '16/00-1234567B',
  business_activity: 'Librairie',
  location: 'website_and_app',
  media: null,
  documents: [
    {
      id: 9,
      kind: 'id_card',
      name: 'carte.pdf',
      mime: 'application/pdf',
      size_bytes: 1000,
      download_path: `/advertisements/${id}/documents/9`,
      created_at: '2026-11-26T10:00:00Z',
    },
  ],
  due: { amount: 1_200_000, paid: 0, remaining: 1_200_000, currency_code: 'DZD' },
  first_instalment: 360_000,
  invoice_number: null,
  payment_reference: `A-${id}`,
  reject_reason: null,
  locale: 'fr',
  created_at: '2026-11-26T10:00:00Z',
  updated_at: '2026-11-26T10:00:00Z',
  ...extra,
});

async function renderIn(locale: Locale) {
  await i18next.changeLanguage(locale);
  const user = renderRoutes(
    [
      { path: '/profile/advertisements', element: <MyAdvertisementsPage /> },
      { path: '/advertisement', element: <p>order</p> },
    ],
    '/profile/advertisements',
  );
  return user;
}

describe('my advertisements', () => {
  it('shows each order’s status, period, placement and, when approved, what to pay and how (French)', async () => {
    mine.data = [
      ad(1),
      ad(2, {
        status: 'waiting_payment',
        invoice_number: 'PUB-2026-000002',
        payment_method: 'current_account',
        payment_type: 'partial',
        due: { amount: 1_200_000, paid: 400_000, remaining: 800_000, currency_code: 'DZD' },
      }),
      ad(3, { status: 'rejected', reject_reason: 'L’image est floue.' }),
    ];
    await renderIn('fr');
    const cards = await screen.findAllByTestId('my-advertisement');
    expect(cards.map((c) => within(c).getByTestId('ad-status').textContent)).toEqual([
      'En attente d’examen',
      'En attente de paiement',
      'Refusée',
    ]);
    expect(cards[0]!.textContent).toContain('Page d’accueil');
    expect(cards[0]!.textContent).toContain(`${isolate('4 janv. 2027')} – ${isolate('10 janv. 2027')}`);
    expect(within(cards[0]!).queryByTestId('ad-payment-instructions')).toBeNull();
    expect(within(cards[1]!).getByTestId('ad-invoice').textContent).toBe('PUB-2026-000002');
    expect(within(cards[1]!).getByTestId('ad-paid').textContent).toBe(formatPrice('fr', 400_000, 'DZD'));
    expect(within(cards[1]!).getByTestId('ad-remaining').textContent).toBe(formatPrice('fr', 800_000, 'DZD'));
    expect(within(cards[1]!).getByTestId('ad-payment-instructions').textContent).toContain(
      'Virez le montant dû sur notre compte courant en indiquant la référence A-2.',
    );
    expect(within(cards[1]!).getByTestId('ad-proof')).toBeTruthy();
    expect(within(cards[2]!).getByTestId('ad-reason').textContent).toContain('L’image est floue.');
    expect(within(cards[2]!).queryByRole('button', { name: 'Annuler la commande' })).toBeNull();
  });

  it('cancels after asking, only while it is allowed (Arabic)', async () => {
    mine.data = [ad(1), ad(2, { status: 'active' })];
    cancel.mockResolvedValue({});
    const user = await renderIn('ar');
    const cards = await screen.findAllByTestId('my-advertisement');
    expect(within(cards[0]!).getByTestId('ad-status').textContent).toBe('قيد المراجعة');
    expect(within(cards[1]!).queryByRole('button', { name: 'إلغاء الطلب' })).toBeNull();
    await user.click(within(cards[0]!).getByRole('button', { name: 'إلغاء الطلب' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'إلغاء الطلب' }));
    await waitFor(() => expect(cancel).toHaveBeenCalledWith(1));
  });

  it('shows an active advertisement’s counts per day, with the click-through rate', async () => {
    mine.data = [ad(4, { status: 'active' })];
    stats.value = {
      days: [
        { date: '2027-01-04', impressions: 1200, clicks: 30 },
        { date: '2027-01-05', impressions: 800, clicks: 10 },
      ],
      impressions: 2000,
      clicks: 40,
      ctr: 0.02,
    };
    const user = await renderIn('en');
    await user.click(await screen.findByRole('button', { name: 'Show the statistics' }));
    const totals = await screen.findByTestId('ad-stats-totals');
    expect(totals.textContent).toBe(
      `${formatNumber('en', 2000)} impressions, 40 clicks, click-through rate 2%`,
    );
    expect(screen.getByRole('img', { name: /Impressions and clicks per day/ })).toBeTruthy();
    const rows = within(screen.getByTestId('ad-stats-table')).getAllByRole('row');
    expect(rows[1]!.textContent).toBe('Jan 41,200302.5%');
  });

  it('invites to order when there is none', async () => {
    mine.data = [];
    await renderIn('en');
    expect(await screen.findByText('You have no advertisement yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order an advertisement' }).getAttribute('href')).toBe(
      '/advertisement',
    );
  });
});
