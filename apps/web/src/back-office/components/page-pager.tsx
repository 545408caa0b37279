import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../ui/link';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';

/** Previous and next pages as links (they keep the URL's search), with "page 2 of 5". */
export function PagePager({
  page,
  last,
  href,
}: {
  page: number;
  last: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (last <= 1) return null;
  const link =
    'rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold hover:border-brand-600';
  return (
    <nav aria-label={t('admin.pager.label')} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev" className={link}>
          {t('admin.pager.previous')}
        </Link>
      ) : null}
      <p className="text-sm text-slate-700" aria-current="page">
        {t('admin.pager.page', { page: formatNumber(locale, page), last: formatNumber(locale, last) })}
      </p>
      {page < last ? (
        <Link to={href(page + 1)} rel="next" className={link}>
          {t('admin.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}
