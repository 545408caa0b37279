import type { ContentFile, ContentItem, ContentList } from '@portal/contract/content';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http';
import { i18next, initI18n } from '../../lib/i18n';

// The endpoint files answer from these mocks; the pages keep their real queries and states.
const api = vi.hoisted(() => ({
  getContent: vi.fn<(kind: string, ref: string) => Promise<{ item: ContentItem; related: ContentItem[] }>>(),
  listContent: vi.fn<(kind: string, query: Record<string, unknown>) => Promise<ContentList>>(),
  settings: { multimedia_type: ['photo', 'video', 'audio'] as string[] },
}));
vi.mock('./api/get-content', () => ({
  useContentItem: (kind: string, ref: string) =>
    useQuery({ queryKey: ['item', kind, ref], queryFn: () => api.getContent(kind, ref) }),
}));
vi.mock('./api/list-content', () => ({
  useContentList: (kind: string, query: Record<string, unknown>) =>
    useQuery({ queryKey: ['list', kind, query], queryFn: () => api.listContent(kind, query) }),
}));
vi.mock('../settings/api', () => ({
  useSettings: () => ({ data: api.settings }),
}));
vi.mock('../catalog/api/categories', () => ({
  useTopCategories: (platform: string) => ({
    data: [{ id: platform === 'sales' ? 40 : 4, name: platform === 'sales' ? 'Phones' : 'Cleaning' }],
  }),
}));

import FaqPage from './pages/faq-page';
import LegalTextsPage from './pages/legal-texts-page';
import MultimediaPage from './pages/multimedia-page';
import NewsShowPage from './pages/news-show-page';
import PartnersPage from './pages/partners-page';
import SitemapPage from './pages/sitemap-page';
import TermsPage from './pages/terms-and-conditions-page';
import UserGuidePage from './pages/user-guide-page';
import FriendlyLinksPage from './pages/friendly-links-page';
import DownloadableFilesPage from './pages/downloadable-files-page';

function item(overrides: Partial<ContentItem> & Pick<ContentItem, 'details'>): ContentItem {
  return {
    id: 1,
    kind: overrides.details.kind,
    slug: 'item-1',
    locale: 'en',
    fallback: false,
    locales: ['en'],
    title: 'A title',
    summary: '',
    body: '<p>Body text.</p>',
    reading_minutes: null,
    published_at: '2026-11-02T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function file(overrides: Partial<ContentFile> = {}): ContentFile {
  return {
    id: 5,
    kind: 'image',
    mime: 'image/webp',
    size_bytes: 52_000,
    url: '/api/v1/content/files/abc.webp',
    name: 'photo.webp',
    width: 1600,
    height: 900,
    urls: {
      thumbnail: '/api/v1/content/files/abc-320.webp',
      medium: '/api/v1/content/files/abc-800.webp',
      large: '/api/v1/content/files/abc-1600.webp',
    },
    duration_seconds: null,
    ...overrides,
  };
}

function list(data: ContentItem[]): ContentList {
  return { data, meta: { page: 1, per_page: 100, total: data.length, last_page: 1 } };
}

function renderAt(path: string, pattern: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, element: page }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(async () => {
  await i18next.changeLanguage('en');
  api.getContent.mockReset();
  api.listContent.mockReset();
  api.settings = { multimedia_type: ['photo', 'video', 'audio'] };
});
afterEach(() => {
  cleanup();
});

describe('an informational page', () => {
  it('shows the loading state, then the title, the last update and the body', async () => {
    let answer!: (value: { item: ContentItem; related: ContentItem[] }) => void;
    api.getContent.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAt('/terms-and-conditions', '/terms-and-conditions', <TermsPage />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    act(() =>
      answer({
        item: item({ details: { kind: 'page' }, title: 'Terms', body: '<p>Be kind to others.</p>' }),
        related: [],
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms' })).toBeTruthy();
    expect(api.getContent).toHaveBeenCalledWith('page', 'terms-and-conditions');
    expect(screen.getByText('Be kind to others.')).toBeTruthy();
    expect(screen.getByText('November 20, 2026').tagName).toBe('TIME');
    expect(screen.queryByTestId('fallback-notice')).toBeNull();
  });

  it('says when the text falls back to another language, and gives it that language and direction', async () => {
    api.getContent.mockResolvedValue({
      item: item({
        details: { kind: 'page' },
        locale: 'ar',
        fallback: true,
        title: 'الشروط',
        body: '<p>نص</p>',
      }),
      related: [],
    });
    renderAt('/terms-and-conditions', '/terms-and-conditions', <TermsPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'الشروط' });
    expect(title.getAttribute('lang')).toBe('ar');
    expect(title.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('نص').parentElement?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('fallback-notice').textContent).toBe(
      'This text is not yet available in English; it is shown in Arabic.',
    );
  });

  it('shows the error with a retry when the call fails, and the 404 state for a missing page', async () => {
    api.getContent.mockRejectedValueOnce(new HttpError('network'));
    renderAt('/terms-and-conditions', '/terms-and-conditions', <TermsPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Try again');
    cleanup();
    api.getContent.mockRejectedValueOnce(new HttpError('status', 404, { message: 'Not found.' }));
    renderAt('/terms-and-conditions', '/terms-and-conditions', <TermsPage />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('the user guide', () => {
  it('builds a table of contents of the h2/h3 whose links reach the headings', async () => {
    api.getContent.mockResolvedValue({
      item: item({
        details: { kind: 'page' },
        title: 'Guide',
        body: '<h2>Créer un compte</h2><p>a</p><h3>Vérifier l’e-mail</h3><p>b</p><h2>Publier</h2><h2>Publier</h2>',
      }),
      related: [],
    });
    renderAt('/user-guide', '/user-guide', <UserGuidePage />);
    const aside = await screen.findByTestId('toc-aside');
    const links = within(aside).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#créer-un-compte',
      '#vérifier-l-e-mail',
      '#publier',
      '#publier-2',
    ]);
    for (const link of links) {
      const id = decodeURIComponent(link.getAttribute('href')!.slice(1));
      expect(document.getElementById(id)?.tagName).toMatch(/^H[23]$/);
    }
    // The phone's copy is a closed <details> above the text.
    expect(screen.getByTestId('toc-inline').tagName).toBe('DETAILS');
  });

  it('scrolls to the heading a shared link names', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    api.getContent.mockResolvedValue({
      item: item({ details: { kind: 'page' }, body: '<h2>Step one</h2><p>x</p><h2>Step two</h2>' }),
      related: [],
    });
    renderAt('/user-guide#step-two', '/user-guide', <UserGuidePage />);
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('step-two'));
  });
});

const faqItems = [
  item({
    id: 1,
    slug: 'create-account',
    title: 'How do I create an account?',
    body: '<p>Use the register page.</p>',
    details: { kind: 'faq', category: 'account' },
  }),
  item({
    id: 2,
    slug: 'pay',
    title: 'How do I pay?',
    body: '<p>By card at the agency.</p>',
    details: { kind: 'faq', category: 'payments' },
  }),
  item({
    id: 3,
    slug: 'arabic',
    locale: 'ar',
    title: 'كيف أنشر إعلانا؟',
    body: '<p>من صفحة الإعلانات.</p>',
    details: { kind: 'faq', category: 'posting' },
  }),
];

describe('the FAQ', () => {
  it('groups the entries by category in native disclosures', async () => {
    api.listContent.mockResolvedValue(list(faqItems));
    renderAt('/faq', '/faq', <FaqPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Account' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Payments' })).toBeTruthy();
    const entries = screen.getAllByTestId('faq-entry');
    expect(entries.map((entry) => entry.tagName)).toEqual(['DETAILS', 'DETAILS', 'DETAILS']);
    // Groups follow the contract's order: account, posting, …, payments.
    expect(entries.map((entry) => entry.id)).toEqual(['create-account', 'arabic', 'pay']);
  });

  it('filters as one types, across spellings, and says when nothing matches', async () => {
    const user = userEvent.setup();
    api.listContent.mockResolvedValue(list(faqItems));
    renderAt('/faq', '/faq', <FaqPage />);
    const box = await screen.findByRole('searchbox', { name: 'Search the questions' });
    await user.type(box, 'agence');
    await waitFor(() => expect(screen.queryAllByTestId('faq-entry')).toHaveLength(0));
    expect(screen.getByText('No results')).toBeTruthy();
    await user.clear(box);
    // The answer's words count, accents fold: "card" is in one answer only.
    await user.type(box, 'CARD');
    await waitFor(() => expect(screen.getAllByTestId('faq-entry').map((e) => e.id)).toEqual(['pay']));
    await user.clear(box);
    // Hamza forms fold: "انشر" finds "أنشر".
    await user.type(box, 'انشر');
    await waitFor(() => expect(screen.getAllByTestId('faq-entry').map((e) => e.id)).toEqual(['arabic']));
  });

  it('opens the entry a link names by its hash', async () => {
    Element.prototype.scrollIntoView = vi.fn();
    api.listContent.mockResolvedValue(list(faqItems));
    renderAt('/faq#pay', '/faq', <FaqPage />);
    await waitFor(() => expect((document.getElementById('pay') as HTMLDetailsElement).open).toBe(true));
    expect((document.getElementById('create-account') as HTMLDetailsElement).open).toBe(false);
  });

  it('shows the empty state when nothing is published', async () => {
    api.listContent.mockResolvedValue(list([]));
    renderAt('/faq', '/faq', <FaqPage />);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});

describe('the legal texts', () => {
  it('lists each text with its reference, date and PDF (type and size), grouped by category', async () => {
    api.listContent.mockResolvedValue(
      list([
        item({
          id: 9,
          title: 'Law on commerce',
          details: {
            kind: 'legal_text',
            category: 'laws',
            reference: 'Loi n° 18-05',
            issued_on: '2018-05-10',
            file: file({
              kind: 'pdf',
              mime: 'application/pdf',
              size_bytes: 1_250_000,
              urls: null,
              name: 'loi.pdf',
            }),
            download_count: 3,
          },
        }),
      ]),
    );
    renderAt('/legal-texts', '/legal-texts', <LegalTextsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Laws' })).toBeTruthy();
    const text = screen.getByTestId('legal-text');
    expect(text.textContent).toContain('Loi n° 18-05');
    expect(text.textContent).toContain('May 10, 2018');
    expect(text.textContent).toContain('PDF · 1.3 MB');
    const link = within(text).getByRole('link', { name: 'Download Law on commerce' });
    expect(link.getAttribute('href')).toBe('/api/v1/content/items/9/download');
  });

  it('asks the server for the category chosen', async () => {
    const user = userEvent.setup();
    api.listContent.mockResolvedValue(list([]));
    renderAt('/legal-texts', '/legal-texts', <LegalTextsPage />);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'decrees');
    await waitFor(() =>
      expect(api.listContent).toHaveBeenLastCalledWith(
        'legal_text',
        expect.objectContaining({ category: 'decrees' }),
      ),
    );
    expect(await screen.findByText('No results')).toBeTruthy();
  });
});

describe('the links and partners', () => {
  it('opens each link apart, saying it leaves the site', async () => {
    api.listContent.mockResolvedValue(
      list([
        item({
          title: 'Ministry',
          details: { kind: 'link', list: 'friendly', url: 'https://www.mincommerce.gov.dz/' },
        }),
      ]),
    );
    renderAt('/friendly-links', '/friendly-links', <FriendlyLinksPage />);
    const link = await screen.findByRole('link', { name: /Ministry/ });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('opens another site');
    expect(api.listContent).toHaveBeenCalledWith('link', expect.objectContaining({ list: 'friendly' }));
  });

  it('shows the empty state without partners', async () => {
    api.listContent.mockResolvedValue(list([]));
    renderAt('/partners', '/partners', <PartnersPage />);
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });
});

describe('the downloadable files', () => {
  it('shows category, type, size, language and downloads in the page language', async () => {
    api.listContent.mockResolvedValue(
      list([
        item({
          id: 4,
          title: 'Request form',
          details: {
            kind: 'download',
            category: 'forms',
            file: file({ kind: 'pdf', mime: 'application/pdf', size_bytes: 80_000, urls: null }),
            file_locale: 'fr',
            download_count: 1234,
          },
        }),
      ]),
    );
    renderAt('/downloadable-files', '/downloadable-files', <DownloadableFilesPage />);
    const entry = await screen.findByTestId('download-item');
    expect(entry.textContent).toContain('Forms');
    expect(entry.textContent).toContain('PDF · 80 kB');
    expect(entry.textContent).toContain('French');
    expect(entry.textContent).toContain('1,234');
  });
});

describe('an article', () => {
  it('shows the cover in three widths, its trail, tags and related articles', async () => {
    api.getContent.mockResolvedValue({
      item: item({
        id: 12,
        title: 'New agency',
        reading_minutes: 4,
        details: { kind: 'news', category: 'agency', cover: file(), tags: ['oran'] },
      }),
      related: [
        item({
          id: 13,
          title: 'Older news',
          details: { kind: 'news', category: 'portal', cover: null, tags: [] },
        }),
      ],
    });
    renderAt('/news/12', '/news/:id', <NewsShowPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'New agency' })).toBeTruthy();
    expect(api.getContent).toHaveBeenCalledWith('news', '12');
    const cover = screen.getByTestId('article').querySelector('img')!;
    expect(cover.getAttribute('srcset')).toContain('abc-320.webp 320w');
    expect(cover.getAttribute('srcset')).toContain('abc-1600.webp 1600w');
    expect(screen.getByText('4 minutes read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('href')).toBe('/news');
    expect(screen.getByRole('link', { name: '#oran' }).getAttribute('href')).toBe('/news?tag=oran');
    expect(screen.getByRole('link', { name: 'Older news' }).getAttribute('href')).toBe('/news/13');
    expect(screen.getByTestId('share-button')).toBeTruthy();
  });

  it('is the not-found state when the article does not exist', async () => {
    api.getContent.mockRejectedValue(new HttpError('status', 404, { message: 'Not found.' }));
    renderAt('/news/999', '/news/:id', <NewsShowPage />);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

describe('the library', () => {
  const album = item({
    title: 'Opening',
    details: {
      kind: 'media',
      media_type: 'photo',
      photos: [file({ id: 1 }), file({ id: 2, urls: { thumbnail: 't2', medium: 'm2', large: 'l2' } })],
      file: null,
      poster: null,
    },
  });

  it('has one tab per type the settings allow, and asks for the chosen one', async () => {
    api.settings = { multimedia_type: ['video', 'photo'] };
    api.listContent.mockResolvedValue(list([]));
    renderAt('/multimedia?type=photo', '/multimedia', <MultimediaPage />);
    expect(await screen.findByTestId('media-tab-video')).toBeTruthy();
    expect(screen.queryByTestId('media-tab-audio')).toBeNull();
    expect(screen.getByTestId('media-tab-photo').getAttribute('aria-current')).toBe('page');
    expect(api.listContent).toHaveBeenCalledWith('media', expect.objectContaining({ media_type: 'photo' }));
    expect(await screen.findByText('Nothing here yet')).toBeTruthy();
  });

  it('plays video and audio in native players that load nothing before play', async () => {
    api.listContent.mockImplementation(async (_kind, query) =>
      list([
        item({
          title: query.media_type === 'video' ? 'Clip' : 'Talk',
          details: {
            kind: 'media',
            media_type: query.media_type as 'video',
            photos: [],
            file: file({ kind: 'video', mime: 'video/mp4', url: '/f/clip.mp4', urls: null }),
            poster: file(),
          },
        }),
      ]),
    );
    renderAt('/multimedia?type=video', '/multimedia', <MultimediaPage />);
    await screen.findByText('Clip');
    const video = document.querySelector('video')!;
    expect(video.getAttribute('preload')).toBe('none');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.getAttribute('poster')).toBe('/api/v1/content/files/abc-800.webp');
  });

  it('opens an album in a lightbox driven by the keyboard, arrows following the reading direction', async () => {
    const user = userEvent.setup();
    api.listContent.mockResolvedValue(list([album]));
    await i18next.changeLanguage('ar');
    renderAt('/multimedia?type=photo', '/multimedia', <MultimediaPage />);
    const thumbnails = await screen.findAllByRole('button', { name: /Opening/ });
    await user.click(thumbnails[0]!);
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/v1/content/files/abc-1600.webp');
    // In Arabic the next image is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('l2');
    await user.keyboard('{ArrowRight}');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/api/v1/content/files/abc-1600.webp');
    // A swipe towards the reading start (rightwards in Arabic) shows the next one.
    const figure = screen.getByTestId('lightbox-figure');
    fireEvent.pointerDown(figure, { clientX: 100, pointerType: 'touch' });
    fireEvent.pointerUp(figure, { clientX: 200, pointerType: 'touch' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('l2');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the site map', () => {
  it('links the platforms, their categories, the pages and the latest articles', async () => {
    api.listContent.mockImplementation(async (kind) =>
      list(
        kind === 'news'
          ? [
              item({
                id: 30,
                title: 'Fresh news',
                details: { kind: 'news', category: 'portal', cover: null, tags: [] },
              }),
            ]
          : [],
      ),
    );
    renderAt('/sitemap', '/sitemap', <SitemapPage />);
    expect((await screen.findByRole('link', { name: 'Fresh news' })).getAttribute('href')).toBe('/news/30');
    expect(screen.getByRole('link', { name: 'Phones' }).getAttribute('href')).toBe('/sales/40');
    expect(screen.getByRole('link', { name: 'Cleaning' }).getAttribute('href')).toBe('/announcements/4');
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/faq');
  });
});
