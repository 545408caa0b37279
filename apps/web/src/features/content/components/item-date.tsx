import { formatDate } from '../../../lib/format';
import { useFormatEnv } from '../../../lib/render-env';
import { useLocale } from '../../../lib/use-locale';

/** A date of an item as a `<time>`, in the page's language and the render's time zone. */
export function ItemDate({ date }: { date: string }) {
  const locale = useLocale();
  const { zone } = useFormatEnv();
  // A date without a time ("2024-05-01", a law's) is a calendar day: no time zone shifts it.
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const text = formatDate(locale, dayOnly ? `${date}T00:00:00Z` : date, {
    dateStyle: 'long',
    ...(dayOnly ? { timeZone: 'UTC' } : zone),
  });
  return <time dateTime={date}>{text}</time>;
}
