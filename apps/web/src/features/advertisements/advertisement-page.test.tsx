import type { AdOffer } from '@portal/contract/advertisements';
import type { Locale } from '@portal/contract/locale';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatNumber, formatPrice } from '../../lib/format';
import { HttpError } from '../../lib/http';
import { initI18n } from '../../lib/i18n';
import { renderRoutes } from '../../test/render-routes';
import type * as MediaCheck from './media-check';
import AdvertisementPage from './pages/advertisement-page';

const state = vi.hoisted(() => ({
  verified: true,
  quotes: [] as URLSearchParams[],
  imageSize: { width: 1299, height: 1772 } as { width: number; height: number } | null,
}));
const create = vi.hoisted(() => vi.fn());

vi.mock('../auth/api', () => ({
  useCurrentUser: () => ({
    id: 5,
    first_name: 'Amina',
    last_name: 'Benali',
    username: 'amina',
    email: 'amina@example.dz',
    phone: '0550123456',
    country_code: 'DZ',
    birthdate: null,
    role: 'user',
    locale: 'fr',
    avatar_url: null,
    email_verified: state.verified,
    created_at: '2026-01-01T00:00:00Z',
  }),
}));
vi.mock('../catalog/api/regions', () => ({
  useRegions: () => ({ data: [{ id: 16, name: 'Alger', cities: [] }] }),
}));
vi.mock('../catalog/api/categories', () => ({
  useCategoryTree: (platform: string) => ({
    data:
      platform === 'sales' ? [{ id: 40, name: 'Véhicules', children: [{ id: 41, name: 'Voitures' }] }] : [],
  }),
}));
vi.mock('../content/api/list-content', () => ({
  useContentList: () => ({ data: { data: [{ id: 3, title: 'Agence d’Oran' }] } }),
}));
vi.mock('./api/create-advertisement', () => ({ createAdvertisement: create }));
vi.mock('./media-check', async (original) => ({
  ...(await original<typeof MediaCheck>()),
  readImageSize: () => Promise.resolve(state.imageSize),
}));

const OFFER: AdOffer = {
  open: true,
  placements: [
    {
      placement: 'home_page',
      capacity: 4,
      prices: [
        { unit: 'day', amount: 250_000 },
        { unit: 'week', amount: 1_200_000 },
      ],
      next_free_date: '2027-01-05',
    },
    { placement: 'category', capacity: 3, prices: [{ unit: 'day', amount: 100_000 }], next_free_date: null },
    {
      placement: 'popup',
      capacity: 1,
      prices: [{ unit: 'month', amount: 5_000_000 }],
      next_free_date: '2027-01-02',
    },
  ],
  currency_code: 'DZD',
  partial_first_percent: 30,
  max_media_mb: 20,
  content_format: '220x300mm',
  terms: 'Les publicités sont examinées avant diffusion.',
};
/** Room on the 2nd and 4th; the 3rd is full. */
const DAYS = [
  { date: '2027-01-02', free: 2 },
  { date: '2027-01-03', free: 0 },
  { date: '2027-01-04', free: 1 },
  { date: '2027-01-05', free: 1 },
];

function answer(body: unknown, status = 200) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(cleanup);
beforeEach(() => {
  state.verified = true;
  state.quotes = [];
  state.imageSize = { width: 1299, height: 1772 };
  create.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://portal.test');
      if (url.pathname.endsWith('/advertisements/offer')) return answer(OFFER);
      if (url.pathname.endsWith('/advertisements/availability')) return answer({ capacity: 4, days: DAYS });
      if (url.pathname.endsWith('/advertisements/quote')) {
        state.quotes.push(url.searchParams);
        const count = Number(url.searchParams.get('duration_count'));
        const amount = (url.searchParams.get('duration_unit') === 'week' ? 1_200_000 : 250_000) * count;
        return answer({
          amount,
          currency_code: 'DZD',
          first_instalment: Math.ceil(amount * 0.3),
          end_date: url.searchParams.get('start_date') ? '2027-01-09' : null,
          available: url.searchParams.get('start_date') ? true : null,
        });
      }
      return answer({ message: 'not found' }, 404);
    }),
  );
});

async function renderIn(locale: Locale) {
  await i18next.changeLanguage(locale);
  const user = renderRoutes(
    [
      { path: '/advertisement', element: <AdvertisementPage /> },
      { path: '/profile/advertisements', element: <p>mine</p> },
    ],
    '/advertisement',
  );
  await screen.findAllByTestId('ad-placement');
  return user;
}

const png = (name = 'affiche.png') => new File([new Uint8Array(64)], name, { type: 'image/png' });
const pdf = (name: string) => new File([new Uint8Array(64)], name, { type: 'application/pdf' });
const choose = (testId: string, file: File) =>
  fireEvent.change(screen.getByTestId(testId), { target: { files: [file] } });

describe('the advertisement offer', () => {
  it('shows each placement pictured, its prices in French, room, the content rule and the terms', async () => {
    await renderIn('fr');
    const cards = screen.getAllByTestId('ad-placement');
    expect(cards.map((c) => c.dataset.placement)).toEqual(['home_page', 'category', 'popup']);
    expect(within(cards[0]!).getByRole('img', { name: 'Emplacement : Page d’accueil' })).toBeTruthy();
    expect(cards[0]!.textContent).toContain(`${formatPrice('fr', 250_000, 'DZD')} par jour`);
    expect(cards[0]!.textContent).toContain(`${formatPrice('fr', 1_200_000, 'DZD')} par semaine`);
    expect(within(cards[0]!).getByTestId('ad-next-free').textContent).toBe(
      'Prochaine date libre : 5 janvier 2027',
    );
    expect(within(cards[1]!).getByTestId('ad-next-free').textContent).toBe(
      'Aucune date libre dans les prochains mois.',
    );
    expect(screen.getByTestId('ad-content-rule').textContent).toContain('220 mm × 300 mm');
    expect(screen.getByTestId('ad-content-rule').textContent).toContain(
      `${formatNumber('fr', 1299)} × ${formatNumber('fr', 1772)}`,
    );
    expect(screen.getByTestId('ad-terms').textContent).toBe(OFFER.terms);
  });

  it('reads in Arabic, with Arabic prices and each picture named', async () => {
    await renderIn('ar');
    expect(screen.getByRole('heading', { name: 'ما نقدمه' })).toBeTruthy();
    const popup = screen.getAllByTestId('ad-placement')[2]!;
    expect(within(popup).getByRole('img', { name: 'مكان الظهور: نافذة منبثقة' })).toBeTruthy();
    expect(popup.textContent).toContain(`${formatPrice('ar', 5_000_000, 'DZD')} لكل شهر`);
    expect(screen.getByRole('button', { name: 'أرسل الطلب' })).toBeTruthy();
  });

  it('says ordering is closed when the settings close it', async () => {
    vi.mocked(fetch).mockImplementation(() => answer({ ...OFFER, open: false }));
    await renderIn('en');
    expect(screen.getByText('Ordering advertisements is closed at the moment.')).toBeTruthy();
    expect(screen.queryByTestId('ad-form')).toBeNull();
  });
});

describe('the order form', () => {
  it('refuses an empty order with each field’s reason, and missing documents, without sending', async () => {
    const user = await renderIn('en');
    expect((screen.getByTestId('ad-email') as HTMLInputElement).value).toBe('amina@example.dz');
    expect((screen.getByTestId('ad-full-name') as HTMLInputElement).value).toBe('Amina Benali');
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    await waitFor(() =>
      expect(screen.getByTestId('ad-id_card-error').textContent).toBe('This document is required.'),
    );
    expect(screen.getByTestId('ad-license-error').textContent).toBe('This document is required.');
    expect(screen.getByTestId('ad-name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('ad-place').getAttribute('aria-invalid')).toBe('true');
    expect(create).not.toHaveBeenCalled();
  });

  it('asks the category for the category placement, and checks the media’s proportion and resolution', async () => {
    const user = await renderIn('en');
    await user.selectOptions(screen.getByTestId('ad-place'), 'category');
    expect(screen.getByRole('combobox', { name: /Category/ })).toBeTruthy();
    expect(screen.getByText('Choose the category or the branch first.')).toBeTruthy();
    state.imageSize = { width: 1000, height: 1000 };
    choose('ad-media', png('square.png'));
    expect((await screen.findByTestId('ad-media-error')).textContent).toBe(
      '“square.png” is 1,000 × 1,000 pixels: it must have the 220 × 300 proportion.',
    );
    state.imageSize = { width: 660, height: 900 };
    choose('ad-media', png('small.png'));
    await waitFor(() =>
      expect(screen.getByTestId('ad-media-error').textContent).toBe(
        '“small.png” is 660 × 900 pixels: it needs at least 1,299 × 1,772.',
      ),
    );
    choose('ad-media', new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await waitFor(() =>
      expect(screen.getByTestId('ad-media-error').textContent).toBe(
        '“notes.txt” is not an accepted image or video.',
      ),
    );
    choose('ad-id_card', new File(['x'], 'id.docx', { type: 'application/msword' }));
    expect((await screen.findByTestId('ad-id_card-error')).textContent).toBe(
      '“id.docx” must be an image or a PDF.',
    );
  });

  it('offers only start dates with room for the whole period, and shows the server’s price', async () => {
    const user = await renderIn('en');
    await user.selectOptions(screen.getByTestId('ad-place'), 'home_page');
    await user.selectOptions(screen.getByTestId('ad-unit'), 'day');
    await waitFor(() =>
      expect(screen.getByTestId('ad-price-amount').textContent).toBe(formatPrice('en', 250_000, 'DZD')),
    );
    const start = screen.getByTestId('ad-start') as HTMLSelectElement;
    await waitFor(() => expect(start.disabled).toBe(false));
    const offered = () => [...start.options].map((o) => o.value).filter(Boolean);
    expect(offered()).toEqual(['2027-01-02', '2027-01-04', '2027-01-05']);
    await user.clear(screen.getByTestId('ad-count'));
    await user.type(screen.getByTestId('ad-count'), '2');
    // Two days from the 2nd would take the full 3rd; the 6th is past what was asked (the server checks it).
    await waitFor(() => expect(offered()).toEqual(['2027-01-04', '2027-01-05']));
    await waitFor(() =>
      expect(screen.getByTestId('ad-price-amount').textContent).toBe(formatPrice('en', 500_000, 'DZD')),
    );
    await user.selectOptions(screen.getByTestId('ad-payment-type'), 'partial');
    expect((await screen.findByTestId('ad-first-instalment')).textContent).toBe(
      `First instalment to pay before the start: ${formatPrice('en', 150_000, 'DZD')}`,
    );
    await waitFor(() => expect(state.quotes.at(-1)!.get('payment_type')).toBe('partial'));
    const last = state.quotes.at(-1)!;
    expect(last.get('place')).toBe('home_page');
    expect(last.get('duration_count')).toBe('2');
  });

  async function fillOrder(user: Awaited<ReturnType<typeof renderIn>>) {
    // Texts are pasted: typed a key at a time, each key drew the whole form again, ~120 times,
    // which took seconds on a busy machine and proved nothing more.
    const fill = async (testId: string, text: string) => {
      await user.click(screen.getByTestId(testId));
      await user.paste(text);
    };
    await user.selectOptions(screen.getByTestId('ad-place'), 'home_page');
    await user.selectOptions(screen.getByTestId('ad-type'), 'image');
    await fill('ad-name', 'Librairie du Centre');
    await fill('ad-description', 'Livres scolaires et romans, livraison à Alger.');
    await fill('ad-link', 'https://librairie.example.dz');
    await user.selectOptions(screen.getByTestId('ad-unit'), 'week');
    await waitFor(() => expect((screen.getByTestId('ad-start') as HTMLSelectElement).disabled).toBe(false));
    await user.selectOptions(screen.getByTestId('ad-start'), '2027-01-04');
    await user.type(screen.getByRole('combobox', { name: /Region/ }), 'Alg');
    await user.click(await screen.findByRole('option', { name: 'Alger' }));
    await fill('ad-registry', '16/00-1234567B');
    await fill('ad-activity', 'Librairie');
    await user.selectOptions(screen.getByTestId('ad-payment-method'), 'cheque');
    choose('ad-media', png());
    choose('ad-id_card', pdf('carte.pdf'));
    choose('ad-license', pdf('licence.pdf'));
    await waitFor(() => expect(screen.queryByTestId('ad-media-error')).toBeNull());
  }

  it('sends every field with the files, then says what happens next', async () => {
    create.mockResolvedValue({});
    const user = await renderIn('en');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    const [fields, files] = create.mock.calls[0]!;
    expect(fields).toMatchObject({
      place: 'home_page',
      type: 'image',
      name: 'Librairie du Centre',
      region: '16',
      duration_unit: 'week',
      duration_count: '1',
      start_date: '2027-01-04',
      payment_method: 'cheque',
      payment_type: 'full',
      location: 'website_and_app',
      email: 'amina@example.dz',
      phone: '0550123456',
    });
    expect(files.media.name).toBe('affiche.png');
    expect(files.id_card.name).toBe('carte.pdf');
    expect(files.license.name).toBe('licence.pdf');
    const sent = await screen.findByTestId('ad-sent');
    expect(sent.textContent).toContain(
      'Advertisement created: you will be contacted later by email after review.',
    );
    expect(within(sent).getByRole('link', { name: 'See my advertisements' }).getAttribute('href')).toBe(
      '/profile/advertisements',
    );
  });

  it('shows the server’s refusals under their fields and keeps what was typed', async () => {
    create.mockRejectedValue(
      new HttpError('status', 422, {
        message: 'Invalid data.',
        errors: { media: ['The image is too small.'], commercial_registry_number: ['Already used.'] },
      }),
    );
    const user = await renderIn('en');
    await fillOrder(user);
    await user.click(screen.getByRole('button', { name: 'Send the order' }));
    expect((await screen.findByTestId('ad-media-error')).textContent).toBe('The image is too small.');
    expect(await screen.findByText('Already used.')).toBeTruthy();
    expect((screen.getByTestId('ad-name') as HTMLInputElement).value).toBe('Librairie du Centre');
    expect(screen.queryByTestId('ad-sent')).toBeNull();
  });

  it('tells an unverified member to verify the address first', async () => {
    state.verified = false;
    await renderIn('en');
    const notice = screen.getByTestId('ad-unverified');
    expect(notice.textContent).toContain('Verify your email address before ordering an advertisement.');
    expect(within(notice).getByRole('link').getAttribute('href')).toBe('/verify-email');
  });
});
