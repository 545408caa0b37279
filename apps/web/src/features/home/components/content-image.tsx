import type { ContentFile } from '@portal/contract/content';

/**
 * A CMS image below the fold: its three widths as a srcset, its own size reserved (no layout
 * shift), loaded only when scrolled near. `sizes` is how wide it is drawn.
 */
export function ContentImage({
  file,
  alt,
  sizes,
  className,
}: {
  file: ContentFile;
  alt: string;
  sizes: string;
  className?: string;
}) {
  if (!file.urls) return null;
  return (
    <img
      src={file.urls.medium}
      srcSet={`${file.urls.thumbnail} 320w, ${file.urls.medium} 800w, ${file.urls.large} 1600w`}
      sizes={sizes}
      alt={alt}
      width={file.width ?? undefined}
      height={file.height ?? undefined}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
