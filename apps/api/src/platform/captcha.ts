import type { Config } from '../config';
import { AppError } from './errors';

/**
 * Server-side check of a reCAPTCHA v2 token against the configured verify URL (tests point it
 * at a local fake). With no keys configured, captcha is off and this does nothing.
 */
export async function verifyCaptcha(config: Config, token: string | undefined, ip: string): Promise<void> {
  if (!config.captcha) return;
  const refuse = () =>
    new AppError('validation_failed', { fieldErrors: { captcha_token: ['validation.captcha_failed'] } });
  if (!token) throw refuse();
  let ok: boolean;
  try {
    const response = await fetch(config.captcha.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: config.captcha.secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(5000),
    });
    ok = response.ok && ((await response.json()) as { success?: boolean }).success === true;
  } catch {
    ok = false;
  }
  if (!ok) throw refuse();
}
