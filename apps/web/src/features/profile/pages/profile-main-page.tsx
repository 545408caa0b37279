import { useTranslation } from '../../../lib/use-translation';
import { useCurrentUser } from '../../auth/api';
import { AccountDelete } from '../components/account-delete';
import { AvatarForm } from '../components/avatar-form';
import { DataExport } from '../components/data-export';
import { EmailChangeForm } from '../components/email-change-form';
import { PasswordChangeForm } from '../components/password-change-form';
import { ProfileCard } from '../components/profile-card';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { SessionsList } from '../components/sessions-list';
import { SettingsSection } from '../components/settings-section';

const SECTIONS = [
  ['profile-details', 'profile.details.title'],
  ['profile-avatar', 'profile.avatar.title'],
  ['profile-email', 'profile.email.title'],
  ['profile-password', 'profile.password.title'],
  ['profile-sessions', 'profile.sessions.title'],
  ['profile-data', 'profile.data.title'],
  ['profile-delete', 'profile.delete.title'],
] as const;

/**
 * /profile/main: who is signed in, and the account settings: details, photo,
 * email, password, signed-in devices, a copy of one's data and deleting the account.
 */
export default function ProfileMainPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The route requires a user (the guard sends visitors to log in); this covers the moment
  // an account is signed out while the page is open.
  if (!user) return null;
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold">{t('routes.profile-main.title')}</h1>
      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start">
        <aside className="flex flex-col gap-4 lg:sticky lg:top-4">
          <ProfileCard user={user} />
          <nav
            aria-label={t('profile.contents')}
            className="hidden rounded-2xl border border-slate-200 bg-white p-2 shadow-sm lg:block"
          >
            <ul>
              {SECTIONS.map(([id, title]) => (
                <li key={id}>
                  <a
                    href={`#${id}`}
                    className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
                  >
                    {t(title)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          <SettingsSection
            id="profile-details"
            title={t('profile.details.title')}
            description={t('profile.details.intro')}
          >
            <ProfileDetailsForm user={user} />
          </SettingsSection>
          <SettingsSection id="profile-avatar" title={t('profile.avatar.title')}>
            <AvatarForm user={user} />
          </SettingsSection>
          <SettingsSection
            id="profile-email"
            title={t('profile.email.title')}
            description={t('profile.email.intro')}
          >
            <EmailChangeForm user={user} />
          </SettingsSection>
          <SettingsSection
            id="profile-password"
            title={t('profile.password.title')}
            description={t('profile.password.intro')}
          >
            <PasswordChangeForm />
          </SettingsSection>
          <SettingsSection
            id="profile-sessions"
            title={t('profile.sessions.title')}
            description={t('profile.sessions.intro')}
          >
            <SessionsList />
          </SettingsSection>
          <SettingsSection
            id="profile-data"
            title={t('profile.data.title')}
            description={t('profile.data.intro')}
          >
            <DataExport />
          </SettingsSection>
          <SettingsSection
            id="profile-delete"
            tone="danger"
            title={t('profile.delete.title')}
            description={t('profile.delete.intro')}
          >
            <AccountDelete />
          </SettingsSection>
        </div>
      </div>
    </div>
  );
}
