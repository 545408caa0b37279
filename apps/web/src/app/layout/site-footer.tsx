import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InstallButton } from '../../features/install';
import { useSettings } from '../../features/settings/api';
import { openCookieSettings } from '../../lib/consent';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';

/** Every page the footer links to (about, terms, privacy, help…); those without a route of their own show coming-soon. */
const GROUPS = [
  {
    title: 'footer.about',
    links: [
      ['footer.about_us', '/about-us'],
      ['footer.contact', '/contact-us'],
      ['footer.join_team', '/join-us'],
      ['footer.partners', '/coming-soon'],
      ['footer.subscriptions', '/coming-soon'],
      ['footer.app_download', '/app-download'],
    ],
  },
  {
    title: 'footer.help',
    links: [
      ['footer.faq', '/faq'],
      ['footer.user_guide', '/user-guide'],
      ['footer.downloadable_forms', '/downloadable-files'],
      ['footer.survey', '/share-survey-with-us'],
      ['footer.sitemap', '/sitemap'],
    ],
  },
  {
    title: 'footer.media',
    links: [
      ['footer.blog', '/blog'],
      ['footer.multimedia', '/multimedia'],
      ['footer.podcast', '/podcast'],
      ['footer.friendly_links', '/friendly-links'],
    ],
  },
  {
    title: 'footer.legal',
    links: [
      ['footer.terms', '/terms-and-conditions'],
      ['footer.privacy', '/privacy-policy'],
      ['footer.personal_data', '/personal-privacy'],
      ['footer.laws', '/legal-texts'],
    ],
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const year = settings?.general.copyright_year ?? 2025;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-8 px-4 py-10 md:grid-cols-4">
        {GROUPS.map((group) => (
          <section key={group.title}>
            <h2 className="mb-3 text-sm font-semibold text-slate-900">{t(group.title)}</h2>
            <ul className="space-y-2 text-sm">
              {group.links.map(([label, to]) => (
                <li key={label}>
                  <Link to={to} className="text-slate-600 hover:text-brand-700 hover:underline">
                    {t(label)}
                  </Link>
                </li>
              ))}
              {group.title === 'footer.about' ? (
                // Only where the browser offers to install (features/install).
                <li>
                  <InstallButton variant="link" className="text-sm" data-testid="footer-install" />
                </li>
              ) : null}
              {group.title === 'footer.legal' ? (
                <li>
                  <button
                    type="button"
                    onClick={openCookieSettings}
                    className="text-start text-slate-600 hover:text-brand-700 hover:underline"
                  >
                    {t('ui.consent.footer_link')}
                  </button>
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </div>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-500">
        {t('footer.copyright', {
          year: formatNumber(locale, year, { useGrouping: false }),
          site: settings?.general.site_name[locale] ?? t('common.site_name'),
        })}
      </p>
    </footer>
  );
}
