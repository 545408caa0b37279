/**
 * The reCAPTCHA v2 loader: the script from www.google.com (the non-China
 * domain) in explicit-render mode, loaded once, with an optional language. The server's
 * Content-Security-Policy lets Google's hosts in only when captcha is configured.
 */
export const RECAPTCHA_SCRIPT_ORIGIN = 'https://www.google.com';
/** The global function the script calls once `grecaptcha.render` is ready. */
export const RECAPTCHA_ONLOAD_CALLBACK = '__portalRecaptchaOnload';

/** The three captcha failures the user can meet, with their exact English messages. */
export const RECAPTCHA_ERROR_MESSAGES = {
  script_failed: 'Failed to load script',
  not_loaded: 'reCAPTCHA is not loaded',
  no_element: 'element is not defined',
} as const;
export type RecaptchaErrorCode = keyof typeof RECAPTCHA_ERROR_MESSAGES;

export class RecaptchaError extends Error {
  constructor(readonly code: RecaptchaErrorCode) {
    super(RECAPTCHA_ERROR_MESSAGES[code]);
    this.name = 'RecaptchaError';
  }
}

export interface RecaptchaRenderParams {
  sitekey: string;
  theme?: 'light' | 'dark';
  size?: 'normal' | 'compact';
  tabindex?: number;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
}

/** The part of `window.grecaptcha` we use. */
export interface Grecaptcha {
  render(container: HTMLElement, params: RecaptchaRenderParams): number;
  reset(widgetId?: number): void;
  getResponse(widgetId?: number): string;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __portalRecaptchaOnload?: () => void;
  }
}

export function recaptchaScriptUrl(lang?: string): string {
  const params = new URLSearchParams({ render: 'explicit', onload: RECAPTCHA_ONLOAD_CALLBACK });
  if (lang) params.set('hl', lang);
  return `${RECAPTCHA_SCRIPT_ORIGIN}/recaptcha/api.js?${params.toString()}`;
}

function ready(): Grecaptcha | undefined {
  const g = window.grecaptcha;
  return g && typeof g.render === 'function' ? g : undefined;
}

let loading: Promise<Grecaptcha> | null = null;

/**
 * Loads the script once and resolves with `grecaptcha` when it can render. The first call's
 * language wins: the script cannot change language once loaded. A failed load may be retried.
 */
export function loadRecaptcha(lang?: string): Promise<Grecaptcha> {
  if (loading) return loading;
  const loaded = ready();
  if (loaded) {
    loading = Promise.resolve(loaded);
    return loading;
  }
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    window[RECAPTCHA_ONLOAD_CALLBACK] = () => {
      const g = ready();
      if (g) resolve(g);
      else {
        loading = null;
        reject(new RecaptchaError('not_loaded'));
      }
    };
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(lang);
    script.async = true;
    script.defer = true;
    script.addEventListener('error', () => {
      script.remove();
      loading = null;
      reject(new RecaptchaError('script_failed'));
    });
    document.head.appendChild(script);
  });
  return loading;
}

/** Draws the checkbox in `element`; returns its widget id. */
export function renderRecaptcha(
  element: HTMLElement | null | undefined,
  params: RecaptchaRenderParams,
): number {
  const g = ready();
  if (!g) throw new RecaptchaError('not_loaded');
  if (!element) throw new RecaptchaError('no_element');
  return g.render(element, params);
}

export function resetRecaptcha(widgetId?: number): void {
  const g = ready();
  if (!g) throw new RecaptchaError('not_loaded');
  g.reset(widgetId);
}

/** The token of a solved checkbox, '' before. */
export function getRecaptchaResponse(widgetId?: number): string {
  const g = ready();
  if (!g) throw new RecaptchaError('not_loaded');
  return g.getResponse(widgetId);
}
