import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../../../lib/use-locale';
import { useCurrentUser } from '../../auth/api';
import { useContentList } from '../../content/api/list-content';
import { useSettings } from '../../settings/api';
import { Branches } from '../components/branches';
import { ContactForm } from '../components/contact-form';

/** How to reach the agency at once (settings.general): its e-mail, phone and address. */
function GeneralContact() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: settings } = useSettings();
  if (!settings) return null;
  const { contact_email: email, phone } = settings.general;
  const address = settings.general.address[locale];
  if (!email && !phone && !address) return null;
  return (
    <aside
      aria-labelledby="contact-general"
      data-testid="contact-general"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6"
    >
      <h2 id="contact-general" className="mb-3 text-lg font-semibold">
        {t('contact.general_title')}
      </h2>
      <dl className="space-y-3 text-sm">
        {phone ? (
          <div>
            <dt className="text-slate-600">{t('contact.phone_label')}</dt>
            <dd>
              <a
                href={`tel:${phone.replace(/ /g, '')}`}
                dir="ltr"
                className="font-semibold text-brand-700 hover:underline"
              >
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div>
            <dt className="text-slate-600">{t('contact.email_label')}</dt>
            <dd>
              <a href={`mailto:${email}`} dir="ltr" className="font-semibold text-brand-700 hover:underline">
                {email}
              </a>
            </dd>
          </div>
        ) : null}
        {address ? (
          <div>
            <dt className="text-slate-600">{t('contact.address_label')}</dt>
            <dd dir="auto">{address}</dd>
          </div>
        ) : null}
      </dl>
    </aside>
  );
}

/** /contact-us: the form, the agency's general contact details and its branches. */
export default function ContactUsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const branches = useContentList('branch', { per_page: 50 });
  return (
    <div>
      <header className="mb-6">
        <h1 className="text-2xl font-bold sm:text-3xl">{t('routes.contact-us.title')}</h1>
        <p className="mt-1 text-slate-600">{t('contact.intro')}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ContactForm key={user?.id ?? 'visitor'} member={user} />
        </div>
        <GeneralContact />
      </div>
      <Branches branches={branches.data?.data ?? []} />
    </div>
  );
}
