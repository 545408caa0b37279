import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../lib/use-translation';
import {
  getRecaptchaResponse,
  loadRecaptcha,
  RecaptchaError,
  renderRecaptcha,
  resetRecaptcha,
  type RecaptchaErrorCode,
} from '../lib/recaptcha';
import { useLocale } from '../lib/use-locale';

export interface CaptchaHandle {
  /** Clears the checkbox, e.g. after the server refused the token. */
  reset(): void;
  /** The current token, '' when not solved. */
  getResponse(): string;
}

export interface CaptchaProps {
  /** reCAPTCHA v2 site key; without one (captcha not configured) nothing renders. */
  siteKey?: string | null;
  /** The visitor solved it: send this token with the form. */
  onVerify: (token: string) => void;
  /** The token expired (2 minutes): the form must not send the old one. */
  onExpire?: () => void;
  onError?: (error: RecaptchaError) => void;
  /** The widget's language; the page's by default. */
  lang?: string;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  ref?: Ref<CaptchaHandle>;
}

const ERROR_KEYS: Record<RecaptchaErrorCode, string> = {
  script_failed: 'ui.captcha.script_failed',
  not_loaded: 'ui.captcha.not_loaded',
  no_element: 'ui.captcha.no_element',
};

function CaptchaWidget({
  siteKey,
  onVerify,
  onExpire,
  onError,
  lang,
  theme = 'light',
  size = 'normal',
  ref,
}: CaptchaProps & { siteKey: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hl = lang ?? locale;
  const container = useRef<HTMLDivElement>(null);
  const widgetId = useRef<number | null>(null);
  const [error, setError] = useState<RecaptchaError | null>(null);
  const [attempt, setAttempt] = useState(0);

  const verified = useEffectEvent((token: string) => onVerify(token));
  const expired = useEffectEvent(() => onExpire?.());
  const failed = useEffectEvent((e: RecaptchaError) => {
    setError(e);
    onError?.(e);
  });

  useImperativeHandle(
    ref,
    () => ({
      reset: () => {
        if (widgetId.current !== null) resetRecaptcha(widgetId.current);
      },
      getResponse: () => (widgetId.current === null ? '' : getRecaptchaResponse(widgetId.current)),
    }),
    [],
  );

  useEffect(() => {
    // A fresh element per render: grecaptcha refuses to render twice into one (StrictMode
    // mounts effects twice, and the key or language may change).
    const host = document.createElement('div');
    container.current?.appendChild(host);
    let cancelled = false;
    loadRecaptcha(hl)
      .then(() => {
        if (cancelled) return;
        widgetId.current = renderRecaptcha(host.isConnected ? host : null, {
          sitekey: siteKey,
          theme,
          size,
          callback: (token) => verified(token),
          'expired-callback': () => expired(),
        });
      })
      .catch((e: unknown) => {
        if (!cancelled) failed(e instanceof RecaptchaError ? e : new RecaptchaError('not_loaded'));
      });
    return () => {
      cancelled = true;
      widgetId.current = null;
      host.remove();
    };
  }, [siteKey, hl, theme, size, attempt]);

  return (
    <div>
      {/* Reserves the checkbox's size so the form does not jump when it appears. */}
      <div ref={container} className={size === 'compact' ? 'min-h-36' : 'min-h-20'} />
      {error ? (
        <div role="alert" className="mt-2 flex flex-wrap items-center gap-2 text-sm text-red-700">
          <span>{t(ERROR_KEYS[error.code])}</span>
          {error.code === 'script_failed' ? (
            <button
              type="button"
              onClick={() => {
                setError(null);
                setAttempt((n) => n + 1);
              }}
              className="rounded-md border border-red-300 px-2 py-1 font-semibold hover:bg-red-50"
            >
              {t('ui.captcha.retry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The reCAPTCHA v2 checkbox, or nothing when no site key is configured. */
export function Captcha(props: CaptchaProps) {
  return props.siteKey ? <CaptchaWidget {...props} siteKey={props.siteKey} /> : null;
}
