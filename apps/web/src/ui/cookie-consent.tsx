import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../lib/use-translation';
import {
  acceptAllCookies,
  closeCookieSettings,
  CONSENT_CATEGORIES,
  rejectOptionalCookies,
  saveConsent,
  useConsent,
  type ConsentCategory,
  type ConsentRecord,
  type OptionalCategory,
} from '../lib/consent';
import { useServerRender } from '../lib/render-env';

const CATEGORY_TEXT: Record<ConsentCategory, { label: string; body: string }> = {
  necessary: { label: 'ui.consent.necessary', body: 'ui.consent.necessary_body' },
  performance: { label: 'ui.consent.performance', body: 'ui.consent.performance_body' },
  functional: { label: 'ui.consent.functional', body: 'ui.consent.functional_body' },
  targeting: { label: 'ui.consent.targeting', body: 'ui.consent.targeting_body' },
};

// On a phone the banner takes at most a quarter of the first screen (360×740): smaller text and
// padding, and the buttons on one row (a long label wraps inside its button, not to a new row).
const BUTTON =
  'flex-auto rounded-lg border px-2 py-1.5 text-xs font-semibold leading-tight border-brand-700 bg-brand-700 text-white hover:bg-brand-800 sm:flex-none sm:px-4 sm:py-2 sm:text-sm';
const SECONDARY =
  'flex-auto rounded-lg border px-2 py-1.5 text-xs font-semibold leading-tight border-slate-300 bg-white text-slate-800 hover:bg-slate-50 sm:flex-none sm:px-4 sm:py-2 sm:text-sm';

function ConsentPanel({ record, reopened }: { record: ConsentRecord | null; reopened: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const focusChoices = useRef(false);
  const [customising, setCustomising] = useState(reopened);
  const [choices, setChoices] = useState<Record<OptionalCategory, boolean>>({
    performance: record?.categories.performance ?? false,
    functional: record?.categories.functional ?? false,
    targeting: record?.categories.targeting ?? false,
  });

  // Reopened from the footer: bring focus here, and back to the link when done. On a first
  // visit the banner waits at the bottom without taking focus from the page.
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [reopened]);

  // "Customise" goes away when the choices appear: focus moves to the first one.
  useEffect(() => {
    if (!customising || !focusChoices.current) return;
    focusChoices.current = false;
    firstChoice.current?.focus();
  }, [customising]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && reopened) {
      event.preventDefault();
      closeCookieSettings();
    }
  };

  return (
    <section
      aria-labelledby={titleId}
      data-testid="cookie-consent"
      onKeyDown={onKeyDown}
      className="fixed inset-x-0 bottom-0 z-40 max-h-[85dvh] overflow-y-auto border-t border-slate-200 bg-white shadow-2xl"
    >
      <div className="mx-auto max-w-4xl px-3 py-2.5 sm:p-6">
        <h2
          ref={heading}
          id={titleId}
          tabIndex={-1}
          className="text-sm font-semibold text-slate-900 sm:text-lg"
        >
          {t('ui.consent.title')}
        </h2>
        <p className="mt-0.5 text-xs leading-snug text-slate-600 sm:mt-1 sm:text-sm">
          {t('ui.consent.body')}
        </p>
        {customising ? (
          <fieldset className="mt-4 space-y-3">
            <legend className="sr-only">{t('ui.consent.categories')}</legend>
            {CONSENT_CATEGORIES.map((category) => {
              const id = `${titleId}-${category}`;
              const necessary = category === 'necessary';
              return (
                <div key={category} className="flex items-start gap-3">
                  <input
                    ref={category === 'performance' ? firstChoice : undefined}
                    id={id}
                    type="checkbox"
                    checked={necessary || choices[category]}
                    disabled={necessary}
                    aria-describedby={`${id}-body`}
                    onChange={(e) => {
                      if (!necessary) setChoices((c) => ({ ...c, [category]: e.target.checked }));
                    }}
                    className="mt-1 size-4 shrink-0 accent-brand-700"
                  />
                  <div className="min-w-0">
                    <label htmlFor={id} className="text-sm font-medium text-slate-900">
                      {t(CATEGORY_TEXT[category].label)}
                      {necessary ? (
                        <span className="ms-2 text-xs font-normal text-slate-500">
                          {t('ui.consent.always_on')}
                        </span>
                      ) : null}
                    </label>
                    <p id={`${id}-body`} className="text-xs text-slate-600">
                      {t(CATEGORY_TEXT[category].body)}
                    </p>
                  </div>
                </div>
              );
            })}
          </fieldset>
        ) : null}
        {/* Refusing is as easy and as visible as accepting. */}
        <div className={`mt-2 flex gap-2 sm:mt-4 sm:flex-wrap ${reopened ? 'flex-wrap' : ''}`}>
          <button type="button" onClick={acceptAllCookies} className={BUTTON}>
            {t('ui.consent.accept_all')}
          </button>
          <button type="button" onClick={rejectOptionalCookies} className={BUTTON}>
            {t('ui.consent.reject_optional')}
          </button>
          {customising ? (
            <button type="button" onClick={() => saveConsent(choices)} className={SECONDARY}>
              {t('ui.consent.save')}
            </button>
          ) : (
            <button
              type="button"
              onClick={() => {
                focusChoices.current = true;
                setCustomising(true);
              }}
              className={SECONDARY}
            >
              {t('ui.consent.customise')}
            </button>
          )}
          {reopened ? (
            <button type="button" onClick={closeCookieSettings} className={SECONDARY}>
              {t('ui.consent.close')}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/**
 * The cookie banner: on a first visit, and again from `openCookieSettings()`.
 * Mounted once by the root layout.
 */
export function CookieConsent() {
  const { record, decided, settingsOpen } = useConsent();
  // The server knows the choice by its cookie (mirrorConsentCookie); the browser by its storage.
  const server = useServerRender();
  if (server)
    return server.consentDecided ? null : <ConsentPanel key="banner" record={null} reopened={false} />;
  if (decided && !settingsOpen) return null;
  return <ConsentPanel key={settingsOpen ? 'settings' : 'banner'} record={record} reopened={settingsOpen} />;
}
