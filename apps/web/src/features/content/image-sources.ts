import type { ContentFile } from '@portal/contract/content';

/** The widths the API re-encodes every image of the CMS to (contentFileSchema's `urls`). */
const WIDTHS = { thumbnail: 320, medium: 800, large: 1600 } as const;

/**
 * An image's `src`, `srcSet` and intrinsic size: the browser picks the smallest width that
 * fills the slot (`sizes`), so a phone on a slow network never loads the 1600 px one for a card.
 */
export function imageSources(file: ContentFile, fallback: keyof typeof WIDTHS = 'medium') {
  const urls = file.urls;
  const src = urls ? urls[fallback] : file.url;
  const srcSet = urls
    ? (Object.keys(WIDTHS) as (keyof typeof WIDTHS)[])
        .map((size) => `${urls[size]} ${WIDTHS[size]}w`)
        .join(', ')
    : undefined;
  return {
    src,
    srcSet,
    width: file.width ?? undefined,
    height: file.height ?? undefined,
  };
}
