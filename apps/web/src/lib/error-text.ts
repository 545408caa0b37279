import type { TFunction } from 'i18next';
import { HttpError, httpErrorMessageKey } from './http';

/** What to tell the user about a failed call: the server's localized message, or ours for network trouble. */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof HttpError) return error.body?.message ?? t(httpErrorMessageKey(error));
  return t('http.bad_status');
}
