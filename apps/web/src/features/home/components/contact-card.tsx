import type { HomeResponse } from '@portal/contract/home';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';

/** How to reach the agency (settings.general), and the contact page. */
export function ContactCard({ contact }: { contact: HomeResponse['contact'] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-contact"
      data-testid="home-contact"
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 id="home-contact" className="mb-3 text-xl font-bold">
        {t('home.contact_title')}
      </h2>
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {contact.phone ? (
          <div>
            <dt className="text-slate-600">{t('home.phone')}</dt>
            <dd>
              <a
                href={`tel:${contact.phone.replace(/ /g, '')}`}
                dir="ltr"
                className="font-semibold text-brand-700 hover:underline"
              >
                {contact.phone}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.email ? (
          <div>
            <dt className="text-slate-600">{t('home.email')}</dt>
            <dd>
              <a
                href={`mailto:${contact.email}`}
                dir="ltr"
                className="font-semibold text-brand-700 hover:underline"
              >
                {contact.email}
              </a>
            </dd>
          </div>
        ) : null}
        {contact.address ? (
          <div>
            <dt className="text-slate-600">{t('home.address')}</dt>
            <dd dir="auto">{contact.address}</dd>
          </div>
        ) : null}
      </dl>
      <Link
        to="/contact-us"
        className="mt-4 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('home.contact_us')}
      </Link>
    </section>
  );
}
