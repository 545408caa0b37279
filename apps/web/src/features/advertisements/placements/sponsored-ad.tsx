import type { ServedAd } from '@portal/contract/advertisements';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { UserText } from '../../../ui/user-text';
import { useAdImpression } from './use-ad-impression';

/** The localized "Sponsored" mark every placement carries. */
export function SponsoredLabel({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900 ${className}`}>
      {t('ad-placements.sponsored')}
    </span>
  );
}

/** The advertisement's link: through the click redirect, marked sponsored (never followed by search engines). */
export function AdLink({
  ad,
  className,
  children,
}: {
  ad: ServedAd;
  className?: string;
  children: ReactNode;
}) {
  if (!ad.click_path) return <>{children}</>;
  return (
    <a href={ad.click_path} rel="sponsored noopener" target="_blank" className={className}>
      {children}
    </a>
  );
}

/** The media at its own proportions (width and height given: nothing moves when it loads), loaded lazily. */
export function AdMedia({ ad, className = '' }: { ad: ServedAd; className?: string }) {
  const media = ad.media;
  if (!media) return null;
  const size = media.width && media.height ? { width: media.width, height: media.height } : {};
  return media.type === 'image' ? (
    <img src={media.url} alt="" loading="lazy" decoding="async" {...size} className={`h-auto ${className}`} />
  ) : (
    <video
      src={media.url}
      controls
      muted
      playsInline
      preload="none"
      {...size}
      className={`h-auto ${className}`}
    />
  );
}

export type AdVariant = 'bar' | 'banner' | 'card' | 'section';

const FRAME: Record<AdVariant, string> = {
  bar: 'flex items-center justify-center gap-3 px-4 py-2 text-sm',
  banner: 'flex items-center gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-4',
  card: 'flex h-full flex-col gap-2 rounded-2xl border border-amber-200 bg-amber-50 p-4',
  section:
    'flex flex-col gap-4 rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:flex-row sm:items-center',
};

/** One advertisement in a placement: the mark, the media, the name and description as written, the link. */
export function SponsoredAd({ ad, variant, testId }: { ad: ServedAd; variant: AdVariant; testId: string }) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  useAdImpression(frame, ad.id);
  const media =
    variant === 'bar' ? null : (
      <AdMedia ad={ad} className={variant === 'card' ? 'w-full' : 'w-32 shrink-0'} />
    );
  return (
    <div ref={frame} className={FRAME[variant]} data-testid={testId} data-ad-id={ad.id}>
      <SponsoredLabel />
      {media}
      <div className="min-w-0 flex-1">
        <UserText as="p" className="font-semibold text-slate-900">
          {ad.name}
        </UserText>
        {variant === 'bar' ? null : (
          <UserText as="p" className="line-clamp-3 text-sm text-slate-700">
            {ad.description}
          </UserText>
        )}
      </div>
      {ad.click_path ? (
        <AdLink ad={ad} className="shrink-0 font-semibold text-amber-900 underline">
          {t('ad-placements.visit')}
          <span className="sr-only"> ({t('ad-placements.opens_new_tab')})</span>
        </AdLink>
      ) : null}
    </div>
  );
}
