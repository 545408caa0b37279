import type { z } from 'zod';
import type { initResponseSchema } from '@portal/contract/system';

export type RuntimeConfig = z.infer<typeof initResponseSchema>;

/**
 * What the initialisation call told us (at start-up): the captcha site key, null when
 * captcha is off. Read by the forms that show the captcha.
 */
let current: RuntimeConfig = { locale: 'ar', time_zone: 'UTC', captcha_site_key: null };

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

export function captchaSiteKey(): string | null {
  return current.captcha_site_key;
}

/** The portal's time zone (settings), in which staff schedule what goes public. */
export function portalTimeZone(): string {
  return current.time_zone;
}
