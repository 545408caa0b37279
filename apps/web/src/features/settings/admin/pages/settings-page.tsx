import type { Settings, SettingsKey } from '@portal/contract/settings';
import { SETTINGS_SECTIONS } from '@portal/contract/settings-admin';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useAdminSettings } from '../api/settings';
import { QueryView } from '../../../../back-office/components/query-view';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { AnnouncementsSection } from '../components/announcements-section';
import { AdvertisementsSection } from '../components/advertisements-section';
import { AppointmentsSection, MultimediaSection, StateSection } from '../components/option-sections';
import { SECTION_LABELS } from '../settings-labels';
import { GeneralSection, SearchSection, TermsSection } from '../components/text-sections';

const SECTIONS: { [K in SettingsKey]: (value: Settings[K]) => ReactNode } = {
  general: (value) => <GeneralSection value={value} />,
  announcements: (value) => <AnnouncementsSection value={value} />,
  terms_of_paid_advertising: (value) => <TermsSection value={value} />,
  settings_state: (value) => <StateSection value={value} />,
  advertisements: (value) => <AdvertisementsSection value={value} />,
  appointments: (value) => <AppointmentsSection value={value} />,
  multimedia_type: (value) => <MultimediaSection value={value} />,
  search: (value) => <SearchSection value={value} />,
};

function section<K extends SettingsKey>(key: K, settings: Settings): ReactNode {
  return SECTIONS[key](settings[key]);
}

/**
 * /admin/settings (admins; a moderator gets the not-found state and the API's 403): every field
 * of the settings response, a form per section, each saved on its own (the public settings
 * follow at once).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  return (
    <BackOfficeLayout>
      <div className="space-y-6">
        <h1 className="text-2xl font-bold">{t('routes.admin-settings.title')}</h1>
        <nav aria-label={t('admin-settings.sections')}>
          <ul className="flex flex-wrap gap-2 text-sm">
            {SETTINGS_SECTIONS.map((key) => (
              <li key={key}>
                <a href={`#settings-${key}`} className="text-brand-800 underline">
                  {t(SECTION_LABELS[key].title)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <QueryView query={settings}>
          {(data) => (
            <div className="space-y-6">
              {SETTINGS_SECTIONS.map((key) => (
                <div key={key}>{section(key, data)}</div>
              ))}
            </div>
          )}
        </QueryView>
      </div>
    </BackOfficeLayout>
  );
}
