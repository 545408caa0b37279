import { directionOf } from '@portal/contract/locale';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../lib/use-translation';
import { formatNumber } from '../lib/format';
import { useLocale } from '../lib/use-locale';
import { useModalFocus } from './use-modal-focus';

export interface GalleryImage {
  src: string;
  /** What the image shows; also names its thumbnail button. */
  alt: string;
  /** Intrinsic size of `src`, so the page does not jump while it loads. */
  width: number;
  height: number;
  thumbnailSrc?: string;
  caption?: string;
}

export interface GalleryProps {
  images: readonly GalleryImage[];
  /** Names the list of thumbnails ("Photos of the ad"). */
  label: string;
}

/** How far a finger must travel across the image to change it, in CSS pixels. */
const SWIPE_MIN_PX = 40;

function Chevron({ d }: { d: string }) {
  // Arrows point the reading direction: `flip-rtl` (index.css) mirrors them in Arabic.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="flip-rtl size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface LightboxProps {
  images: readonly GalleryImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus: () => HTMLElement | null | undefined;
}

function Lightbox({ images, index, onIndexChange, onClose, returnFocus }: LightboxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  useModalFocus(panel, { open: true, onEscape: onClose, initialFocus: closeButton, returnFocus });
  // A swipe of a finger (or a pen) across the image: towards the reading start shows the next.
  const swipeStart = useRef<number | null>(null);

  const count = images.length;
  const image = images[index];
  if (!image) return null;
  const go = (delta: number) => onIndexChange((index + delta + count) % count);
  const rtl = directionOf(locale) === 'rtl';

  // ← and → follow the page: in Arabic the next image is to the left.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forward]: () => go(1),
      [backward]: () => go(-1),
      Home: () => onIndexChange(0),
      End: () => onIndexChange(count - 1),
    };
    const move = moves[event.key];
    if (!move || count < 2) return;
    event.preventDefault();
    move();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || count < 2) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) < SWIPE_MIN_PX) return;
    go(dx < 0 !== rtl ? 1 : -1);
  };

  const navButton = 'rounded-full bg-white/10 p-2 text-white hover:bg-white/20 focus-visible:outline-white';
  return createPortal(
    <div className="fixed inset-0 z-50 bg-slate-950/95 text-white">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('ui.gallery.dialog')}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex h-full flex-col"
      >
        <div className="flex items-center justify-between gap-2 p-3">
          <p aria-live="polite" aria-atomic="true" className="text-sm tabular-nums">
            {t('ui.gallery.counter', {
              current: formatNumber(locale, index + 1),
              total: formatNumber(locale, count),
            })}
          </p>
          <button
            ref={closeButton}
            type="button"
            onClick={onClose}
            aria-label={t('ui.gallery.close')}
            className={navButton}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <figure
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          className="flex min-h-0 flex-1 touch-pan-y flex-col items-center justify-center gap-2 px-2 pb-4 sm:px-16"
          data-testid="lightbox-figure"
        >
          <img
            key={image.src}
            src={image.src}
            alt={image.alt}
            width={image.width}
            height={image.height}
            decoding="async"
            className="h-auto max-h-[calc(100dvh-9rem)] w-auto max-w-full object-contain"
          />
          {image.caption ? (
            <figcaption className="text-center text-sm text-slate-200">{image.caption}</figcaption>
          ) : null}
        </figure>
        {count > 1 ? (
          <div className="flex justify-center gap-4 pb-4 sm:contents">
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('ui.gallery.previous')}
              className={`${navButton} sm:absolute sm:start-3 sm:top-1/2 sm:-translate-y-1/2`}
            >
              <Chevron d="M15 6l-6 6 6 6" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('ui.gallery.next')}
              className={`${navButton} sm:absolute sm:end-3 sm:top-1/2 sm:-translate-y-1/2`}
            >
              <Chevron d="M9 6l6 6-6 6" />
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}

/**
 * Thumbnails that open a lightbox (APG modal dialog): previous/next with arrows that point
 * the reading direction, ←/→ following it, Home/End, Escape closes and focus returns to the
 * thumbnail of the image last shown.
 */
export function Gallery({ images, label }: GalleryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const total = formatNumber(locale, images.length);

  return (
    <>
      <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {images.map((image, index) => (
          <li key={`${image.src}-${index}`}>
            <button
              ref={(el) => {
                thumbnails.current[index] = el;
              }}
              type="button"
              aria-haspopup="dialog"
              aria-label={
                image.alt || t('ui.gallery.open', { current: formatNumber(locale, index + 1), total })
              }
              onClick={() => setOpenIndex(index)}
              className="block w-full overflow-hidden rounded-lg bg-slate-100 hover:opacity-90"
            >
              <img
                src={image.thumbnailSrc ?? image.src}
                alt=""
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="aspect-square h-auto w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {openIndex !== null ? (
        <Lightbox
          images={images}
          index={openIndex}
          onIndexChange={setOpenIndex}
          onClose={() => setOpenIndex(null)}
          returnFocus={() => thumbnails.current[openIndex]}
        />
      ) : null}
    </>
  );
}
