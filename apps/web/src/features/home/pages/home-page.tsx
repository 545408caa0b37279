import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../settings/api';
import { useLocale } from '../../../lib/use-locale';

const PLATFORMS = [
  { to: '/announcements', title: 'home.platform_announcements', body: 'home.platform_announcements_body' },
  { to: '/sales', title: 'home.platform_sales', body: 'home.platform_sales_body' },
  { to: '/services/all', title: 'home.platform_services', body: 'home.platform_services_body' },
] as const;

export default function HomePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  return (
    <div className="space-y-10">
      <section className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-12 text-white sm:px-10">
        <p className="mb-2 text-sm font-semibold text-brand-100" data-testid="site-name">
          {settings?.general.site_name[locale] ?? t('common.site_name')}
        </p>
        <h1 className="mb-3 text-3xl font-bold sm:text-4xl">{t('home.hero_title')}</h1>
        <p className="max-w-2xl text-brand-50">{t('home.hero_body')}</p>
      </section>
      <section aria-labelledby="platforms-title">
        <h2 id="platforms-title" className="mb-4 text-xl font-bold">
          {t('home.platforms_title')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {PLATFORMS.map((p) => (
            <li key={p.to}>
              <Link
                to={p.to}
                className="block h-full rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm"
              >
                <h3 className="mb-1 font-semibold text-brand-800">{t(p.title)}</h3>
                <p className="text-sm text-slate-600">{t(p.body)}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
