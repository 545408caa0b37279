import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { InstallButton } from '../components/install-button';
import { useInstallState } from '../install-prompt';

/** iOS Safari's Share button (a box with an arrow going up), as the visitor sees it. */
function ShareIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="inline size-5 align-text-bottom text-sky-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3v12M8 7l4-4 4 4M7 11H5v10h14V11h-2" />
    </svg>
  );
}

/** "Add to Home Screen": a square with a plus. */
function AddIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="inline size-5 align-text-bottom text-slate-700"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <rect x="4" y="4" width="16" height="16" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

/** A browser's menu button (three dots). */
function MenuIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="inline size-5 align-text-bottom text-slate-700">
      <circle cx="12" cy="5" r="2" fill="currentColor" />
      <circle cx="12" cy="12" r="2" fill="currentColor" />
      <circle cx="12" cy="19" r="2" fill="currentColor" />
    </svg>
  );
}

function Steps({ title, steps, testId }: { title: string; steps: ReactNode[]; testId: string }) {
  return (
    <section data-testid={testId} className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      <ol className="list-decimal space-y-2 ps-6 text-slate-700">
        {steps.map((step, index) => (
          <li key={index}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /app-download: installing the portal on a phone. The install button where the browser offers
 * it; the steps for iOS Safari and for Android browsers that do not; what works offline.
 */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const { installed, canPrompt } = useInstallState();
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold">{t('routes.app-download.title')}</h1>
        <p className="text-slate-700">{t('install.page.intro')}</p>
        {installed ? (
          <p role="status" data-testid="app-installed" className="font-semibold text-brand-800">
            {t('install.page.installed')}
          </p>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <InstallButton size="lg" data-testid="install-app" />
            {canPrompt ? null : <p className="text-sm text-slate-600">{t('install.page.no_prompt')}</p>}
          </div>
        )}
      </header>

      <div className="grid gap-4 md:grid-cols-2">
        <Steps
          testId="install-ios"
          title={t('install.page.ios_title')}
          steps={[
            <>
              {t('install.page.ios_step_share')} <ShareIcon />
            </>,
            <>
              {t('install.page.ios_step_add')} <AddIcon />
            </>,
            t('install.page.ios_step_confirm'),
          ]}
        />
        <Steps
          testId="install-android"
          title={t('install.page.android_title')}
          steps={[
            <>
              {t('install.page.android_step_menu')} <MenuIcon />
            </>,
            t('install.page.android_step_add'),
            t('install.page.android_step_confirm'),
          ]}
        />
      </div>

      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t('install.page.offline_title')}</h2>
        <ul className="list-disc space-y-1 ps-6 text-slate-700">
          <li>{t('install.page.offline_pages')}</li>
          <li>{t('install.page.offline_photos')}</li>
          <li>{t('install.page.offline_unknown_page')}</li>
        </ul>
        <h3 className="font-semibold">{t('install.page.online_only_title')}</h3>
        <ul className="list-disc space-y-1 ps-6 text-slate-700">
          <li>{t('install.page.online_only_actions')}</li>
          <li>{t('install.page.online_only_account')}</li>
        </ul>
        <p className="text-sm text-slate-600">{t('install.page.privacy')}</p>
      </section>
    </article>
  );
}
