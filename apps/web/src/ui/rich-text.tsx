import { directionOf, type Locale } from '@portal/contract/locale';
import { useMemo } from 'react';
import { useFormatEnv } from '../lib/render-env';
import { prepareRichText } from './rich-text-html';

/**
 * A rich text of the CMS (a page, an article, an answer) with readable typography (index.css,
 * `.rich-text`). The body is HTML by nature, written in the back office's editor, and the API
 * sanitized it with an allowlist when it was saved (no script, no event attribute, no style):
 * this is the one place the app inserts HTML as such. Images load lazily, tables scroll,
 * links that leave the site open apart (rich-text-html.ts). `locale` is the text's language,
 * which may differ from the page's when it fell back to another one: it then reads in its own
 * direction.
 */
export function RichText({
  html,
  locale,
  className = '',
  testId,
}: {
  html: string;
  locale?: Locale;
  className?: string;
  testId?: string;
}) {
  const { origin } = useFormatEnv();
  const prepared = useMemo(() => prepareRichText(html, origin), [html, origin]);
  return (
    <div
      lang={locale}
      dir={locale ? directionOf(locale) : undefined}
      className={`rich-text ${className}`}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: prepared }}
    />
  );
}
