import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { usePageMeta } from '../../../app/page-meta';
import { buttonClass } from '../../../ui/button';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta('not-found');
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center"
      data-testid="not-found"
    >
      <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t('pages.not_found_title')}</h1>
      <p className="text-slate-600">{t('pages.not_found_body')}</p>
      <Link to="/home" className={buttonClass({ size: 'lg' })}>
        {t('pages.not_found_home')}
      </Link>
    </section>
  );
}
