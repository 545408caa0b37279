import { describe, expect, it, vi } from 'vitest';
import { canShareNatively, facebookUrl, shareUrl, telegramUrl, whatsappUrl, xUrl } from './share-links';

const url = 'https://portal.example/sales/show/siara-llbia-ab12cd34';

describe('share links', () => {
  it('puts the title and the encoded address in the WhatsApp text', () => {
    const link = whatsappUrl('سيارة للبيع & plus', url);
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    expect(new URL(link).searchParams.get('text')).toBe(`سيارة للبيع & plus ${url}`);
  });

  it('gives Facebook the address as its u parameter', () => {
    const link = new URL(facebookUrl(`${url}?a=1&b=2`));
    expect(link.origin + link.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(link.searchParams.get('u')).toBe(`${url}?a=1&b=2`);
  });

  it('gives X and Telegram the title and the address apart', () => {
    const x = new URL(xUrl('عنوان & plus', url));
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('text')).toBe('عنوان & plus');
    expect(x.searchParams.get('url')).toBe(url);
    const telegram = new URL(telegramUrl('Titre', `${url}?a=1`));
    expect(telegram.origin + telegram.pathname).toBe('https://t.me/share/url');
    expect(telegram.searchParams.get('url')).toBe(`${url}?a=1`);
    expect(telegram.searchParams.get('text')).toBe('Titre');
  });

  it('shares the page without its query or fragment', () => {
    expect(shareUrl({ origin: 'https://portal.example', pathname: '/sales/show/x' })).toBe(
      'https://portal.example/sales/show/x',
    );
  });

  it('uses the native sheet only where the browser has one that accepts the data', () => {
    const data = { title: 't', url };
    expect(canShareNatively({}, data)).toBe(false);
    expect(canShareNatively({ share: vi.fn() }, data)).toBe(true);
    expect(canShareNatively({ share: vi.fn(), canShare: () => false }, data)).toBe(false);
  });
});
