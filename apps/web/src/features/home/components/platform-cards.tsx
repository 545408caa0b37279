import type { HomePlatform, HomePlatformCount } from '@portal/contract/home';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';

const PLATFORMS: Record<HomePlatform, { to: string; title: string; body: string; count: string }> = {
  announcements: {
    to: '/announcements',
    title: 'home.platform_announcements',
    body: 'home.platform_announcements_body',
    count: 'home.count_announcements',
  },
  sales: {
    to: '/sales',
    title: 'home.platform_sales',
    body: 'home.platform_sales_body',
    count: 'home.count_sales',
  },
  services: {
    to: '/services/all',
    title: 'home.platform_services',
    body: 'home.platform_services_body',
    count: 'home.count_services',
  },
  advertisement: {
    to: '/advertisement',
    title: 'home.platform_advertisement',
    body: 'home.platform_advertisement_body',
    count: 'home.count_advertisement',
  },
};

/** The platforms and services, each with how much it offers now when its area counts it. */
export function PlatformCards({ platforms }: { platforms: readonly HomePlatformCount[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section aria-labelledby="platforms-title">
      <h2 id="platforms-title" className="mb-4 text-xl font-bold">
        {t('home.platforms_title')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {platforms.map(({ key, count }) => {
          const p = PLATFORMS[key];
          return (
            <li key={key}>
              <Link
                to={p.to}
                data-testid={`platform-${key}`}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-600 hover:shadow-sm"
              >
                <h3 className="mb-1 font-semibold text-brand-800">{t(p.title)}</h3>
                <p className="text-sm text-slate-600">{t(p.body)}</p>
                {count === null ? null : (
                  <p className="mt-3 text-sm font-semibold text-slate-900" data-testid="platform-count">
                    {t(p.count, { count, formatted: formatNumber(locale, count) })}
                  </p>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
