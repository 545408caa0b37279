import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../lib/i18n';
import { Gallery, type GalleryImage } from './gallery';

beforeAll(async () => {
  await initI18n('en');
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const IMAGES: GalleryImage[] = [
  { src: '/a.jpg', alt: 'Front of the car', width: 1200, height: 800, thumbnailSrc: '/a-thumb.jpg' },
  { src: '/b.jpg', alt: 'Dashboard', width: 1200, height: 800, caption: 'Low mileage' },
  { src: '/c.jpg', alt: 'Boot', width: 800, height: 1200 },
];

function setup() {
  const user = userEvent.setup();
  render(<Gallery images={IMAGES} label="Photos of the ad" />);
  return { user };
}

const dialog = () => screen.getByRole('dialog', { name: i18next.t('ui.gallery.dialog') });
const counter = () => dialog().querySelector('[aria-live]')?.textContent;
const shownAlt = () => within(dialog()).getByRole('img').getAttribute('alt');

describe('Gallery', () => {
  it('lists lazy thumbnails with their size, named by their image', () => {
    setup();
    const list = screen.getByRole('list', { name: 'Photos of the ad' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Front of the car',
      'Dashboard',
      'Boot',
    ]);
    const img = buttons[0]!.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/a-thumb.jpg');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('height')).toBe('800');
  });

  it('opens the large image in a modal dialog with focus on Close', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(shownAlt()).toBe('Dashboard');
    expect(within(dialog()).getByRole('img').getAttribute('src')).toBe('/b.jpg');
    expect(counter()).toBe('2 / 3');
    expect(within(dialog()).getByText('Low mileage')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the viewer' }));
  });

  it('moves with the previous and next buttons, wrapping around', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Boot' }));
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(counter()).toBe('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(counter()).toBe('3 / 3');
  });

  it('→ shows the next image and ← the previous one in a left-to-right page', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Front of the car' }));
    await user.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Dashboard');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(shownAlt()).toBe('Boot');
    await user.keyboard('{Home}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{End}');
    expect(counter()).toBe('3 / 3');
  });

  it('← shows the next image in Arabic, whose arrows are mirrored', async () => {
    await i18next.changeLanguage('ar');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Front of the car' }));
    await user.keyboard('{ArrowLeft}');
    expect(shownAlt()).toBe('Dashboard');
    expect(counter()).toBe('2 من 3');
    await user.keyboard('{ArrowRight}');
    expect(shownAlt()).toBe('Front of the car');
    const next = screen.getByRole('button', { name: 'الصورة التالية' });
    expect(next.querySelector('svg')?.getAttribute('class')).toContain('flip-rtl');
    expect(next.className).toContain('end-3');
  });

  it('Escape closes and focus returns to the thumbnail of the image last shown', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Front of the car' }));
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dashboard' }));
  });

  it('keeps Tab inside the viewer', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Front of the car' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next image' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close the viewer' }));
  });
});
