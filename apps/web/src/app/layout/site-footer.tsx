import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from '../../ui/link';
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form';
import { InstallButton } from '../../features/install';
import { useSettings } from '../../features/settings/api';
import { openCookieSettings } from '../../lib/consent';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';

/** Every page the footer links to (about, terms, privacy, help…), each at its own route. */
const GROUPS = [
  {
    title: 'footer.about',
    links: [
      ['footer.about_us', '/about-us'],
      ['footer.contact', '/contact-us'],
      ['footer.join_team', '/join-us'],
      ['footer.partners', '/partners'],
      ['footer.subscriptions', '/subscriptions'],
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
      ['footer.news', '/news'],
      ['footer.blog', '/blog'],
      ['footer.multimedia', '/multimedia'],
      ['footer.podcast', '/podcast'],
      ['footer.friendly_links', '/friendly-links'],
      ['footer.related_links', '/related-links'],
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

/**
 * A group of links: always open on a wide screen; on a phone a heading that opens it, so the
 * footer's twenty-odd links do not make a long scroll (closed until asked).
 */
function FooterGroup({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <section>
      <h2 className="mb-3 text-sm font-semibold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((was) => !was)}
          className="flex w-full items-center justify-between gap-2 text-start md:hidden"
        >
          {title}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <span className="hidden md:inline">{title}</span>
      </h2>
      <ul id={listId} className={`space-y-2 text-sm ${open ? '' : 'hidden md:block'}`}>
        {children}
      </ul>
    </section>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  const year = settings?.general.copyright_year ?? 2025;
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-4 py-8 md:grid-cols-4 md:gap-8 md:py-10">
        {GROUPS.map((group) => (
          <FooterGroup key={group.title} title={t(group.title)}>
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
          </FooterGroup>
        ))}
      </div>
      {/* The newsletter's compact form (double opt-in: a mailed link confirms it). */}
      <div className="mx-auto max-w-6xl px-4 pb-8">
        <div className="max-w-md">
          <SubscribeForm compact />
        </div>
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
