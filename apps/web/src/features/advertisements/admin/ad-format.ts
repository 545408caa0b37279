import type { Locale } from '@portal/contract/locale';
import { formatDate } from '../../../lib/format';

/** A calendar day (YYYY-MM-DD) in the language, read as that day wherever the browser is. */
export function formatDay(
  locale: Locale,
  day: string,
  style: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  return formatDate(locale, `${day}T12:00:00Z`, { ...style, timeZone: 'UTC' });
}
