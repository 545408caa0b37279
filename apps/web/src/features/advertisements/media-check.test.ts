import { describe, expect, it } from 'vitest';
import { checkAdMedia } from './media-check';

const file = (type: string, size = 100) => new File([new Uint8Array(size)], 'media', { type });
const sized = (width: number, height: number) => () => Promise.resolve({ width, height });

describe('the media check before sending', () => {
  it('takes an image at the 220 × 300 proportion with enough pixels, and any accepted video', async () => {
    expect(await checkAdMedia(file('image/png'), 1000, sized(1299, 1772))).toBeNull();
    expect(await checkAdMedia(file('image/jpeg'), 1000, sized(2200, 3000))).toBeNull();
    expect(await checkAdMedia(file('video/mp4'), 1000, sized(0, 0))).toBeNull();
  });

  it('says what is wrong: type, size, proportion, resolution, unreadable', async () => {
    expect(await checkAdMedia(file('image/gif'), 1000, sized(1299, 1772))).toEqual({ key: 'media_type' });
    expect(await checkAdMedia(file('image/png', 2000), 1000, sized(1299, 1772))).toEqual({
      key: 'media_too_large',
    });
    expect(await checkAdMedia(file('image/png'), 1000, sized(1772, 1299))).toEqual({
      key: 'media_ratio',
      width: 1772,
      height: 1299,
    });
    expect(await checkAdMedia(file('image/png'), 1000, sized(1100, 1500))).toEqual({
      key: 'media_resolution',
      width: 1100,
      height: 1500,
    });
    expect(await checkAdMedia(file('image/png'), 1000, () => Promise.resolve(null))).toEqual({
      key: 'media_unreadable',
    });
  });
});
