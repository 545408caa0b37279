import { directionOf } from '@portal/contract/locale';
import type { PageKey } from '@portal/contract/content-values';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../../ui/rich-text';
import { richTextHeadings } from '../../../ui/rich-text-html';
import { useContentItem } from '../api/get-content';
import { useHashTarget } from '../use-hash-target';
import { FallbackNotice } from './fallback-notice';
import { ItemDate } from './item-date';
import { QueryStates } from './states';
import { TableOfContents } from './table-of-contents';

/**
 * One informational page (about, terms, privacy, personal data, user guide): its title, when
 * it last changed, and its text; `toc` adds the in-page table of contents of its headings.
 */
export function InfoPage({ pageKey, toc = false }: { pageKey: PageKey; toc?: boolean }) {
  const { t } = useTranslation();
  const query = useContentItem('page', pageKey);
  useHashTarget(query.data !== undefined);
  return (
    <QueryStates query={query}>
      {({ item }) => {
        const headings = toc ? richTextHeadings(item.body ?? '') : [];
        return (
          <article className={headings.length > 0 ? 'lg:grid lg:grid-cols-[1fr_16rem] lg:gap-10' : ''}>
            <div className="min-w-0">
              <FallbackNotice item={item} />
              <header className="mb-6">
                <h1
                  lang={item.locale}
                  dir={directionOf(item.locale)}
                  className="text-2xl font-bold sm:text-3xl"
                >
                  {item.title}
                </h1>
                <p className="mt-2 text-sm text-slate-600">
                  {t('content.updated_on')} <ItemDate date={item.updated_at} />
                </p>
              </header>
              <TableOfContents headings={headings} placement="inline" />
              <RichText html={item.body ?? ''} locale={item.locale} />
            </div>
            <TableOfContents headings={headings} placement="aside" />
          </article>
        );
      }}
    </QueryStates>
  );
}
