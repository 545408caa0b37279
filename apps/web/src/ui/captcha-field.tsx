import { captchaSiteKey } from '../lib/runtime-config';
import { useLocale } from '../lib/use-locale';
import { Captcha } from './captcha';

/**
 * The captcha of the public forms (sign-up, sign-in, the contact page), shown only when the server has captcha keys (the site
 * key comes with the start-up call); the token goes into the form's `captcha_token`.
 */
export function CaptchaField({
  onToken,
  error,
}: {
  onToken: (token: string | undefined) => void;
  error?: string | undefined;
}) {
  const locale = useLocale();
  const siteKey = captchaSiteKey();
  if (!siteKey) return null;
  return (
    <div className="flex flex-col gap-1">
      <Captcha siteKey={siteKey} lang={locale} onVerify={onToken} onExpire={() => onToken(undefined)} />
      {error ? <p className="text-sm text-red-700">{error}</p> : null}
    </div>
  );
}
