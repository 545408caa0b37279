import { useTranslation } from '../lib/use-translation';
import { Link } from './link';
import { formatNumber } from '../lib/format';
import { useLocale } from '../lib/use-locale';

function Arrow({ d }: { d: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="flip-rtl size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d={d} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The pages to show around the current one: first, last, neighbours, and `null` for a gap. */
export function pageWindow(current: number, last: number, around = 1): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - current) <= around) pages.push(p);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/**
 * Pages as links (they can be opened in a new tab or shared), numbers in the page's language.
 * `hrefOf` gives the address of a page with the list's other parameters kept.
 */
export function Pagination({
  current: asked,
  last,
  hrefOf,
}: {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (last <= 1) return null;
  const current = Math.min(asked, last);
  const item =
    'flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm font-semibold tabular-nums';
  const link = `${item} border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800`;
  return (
    <nav aria-label={t('browse.pagination.label')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              to={hrefOf(current - 1)}
              rel="prev"
              className={link}
              aria-label={t('browse.pagination.previous')}
            >
              <Arrow d="M15 6l-6 6 6 6" />
            </Link>
          </li>
        ) : null}
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={page}>
              {page === current ? (
                <span aria-current="page" className={`${item} border-brand-700 bg-brand-700 text-white`}>
                  <span className="sr-only">{t('browse.pagination.page')} </span>
                  {formatNumber(locale, page)}
                </span>
              ) : (
                <Link to={hrefOf(page)} className={link}>
                  <span className="sr-only">{t('browse.pagination.page')} </span>
                  {formatNumber(locale, page)}
                </Link>
              )}
            </li>
          ),
        )}
        {current < last ? (
          <li>
            <Link
              to={hrefOf(current + 1)}
              rel="next"
              className={link}
              aria-label={t('browse.pagination.next')}
            >
              <Arrow d="M9 6l6 6-6 6" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
