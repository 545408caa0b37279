import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';

/**
 * A link that leaves the site: it opens apart, without giving the other site `window.opener`
 * or our address, and says so (an icon and its words for screen readers).
 */
export function ExternalLink({
  href,
  children,
  className = '',
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="flip-rtl ms-1 inline size-4 align-[-2px]"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only"> {t('content.external')}</span>
    </a>
  );
}

/** The host of an address, as people read it ("www.example.dz"), or the address itself. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
