import type { ContentItem } from '@portal/contract/content';
import { CONTENT_CATEGORIES } from '@portal/contract/content-values';
import { directionOf } from '@portal/contract/locale';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { RichText } from '../../../ui/rich-text';
import { textOfHtml } from '../../../ui/rich-text-html';
import { matchesSearch } from '../../../ui/search-text';
import { useContentList } from '../api/list-content';
import { CategorySelect, SearchBox, useCategoryLabel } from '../components/list-filters';
import { PageHeading } from '../components/page-heading';
import { EmptyList, QueryStates } from '../components/states';
import { groupByCategory } from '../group-by-category';
import { FAQ_LIST } from '../list-inputs';
import { useListParams } from '../list-params';
import { useHashTarget } from '../use-hash-target';

/** Whether an entry answers the words typed: its question, summary or answer, any spelling. */
export function faqMatches(item: ContentItem, words: string): boolean {
  return matchesSearch(`${item.title} ${item.summary} ${textOfHtml(item.body ?? '')}`, words);
}

function Entry({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const dir = directionOf(item.locale);
  return (
    <li>
      <details
        id={item.slug}
        className="group rounded-xl border border-slate-200 bg-white scroll-mt-24"
        data-testid="faq-entry"
      >
        <summary className="flex cursor-pointer items-center justify-between gap-3 px-4 py-3 font-semibold">
          <span lang={item.locale} dir={dir}>
            {item.title}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 shrink-0 transition-transform group-open:rotate-180"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="border-t border-slate-100 px-4 py-3">
          <RichText html={item.body ?? ''} locale={item.locale} />
          <a href={`#${item.slug}`} className="mt-3 inline-block text-sm text-brand-700 hover:underline">
            {t('content.faq.link')}
          </a>
        </div>
      </details>
    </li>
  );
}

/**
 * The FAQ: every published entry at once (a few dozen), grouped by category, filtered in the
 * page as one types (accents, hamza forms and harakat folded) or by category; an address
 * ending in `#<entry>` opens that entry.
 */
export default function FaqPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const words = params.get('q');
  const category = params.get('category');
  const label = useCategoryLabel('faq');
  const query = useContentList('faq', FAQ_LIST);
  const shown = useMemo(
    () =>
      (query.data?.data ?? []).filter(
        (item) =>
          (category === '' || (item.details.kind === 'faq' && item.details.category === category)) &&
          faqMatches(item, words),
      ),
    [query.data, category, words],
  );
  useHashTarget(query.data !== undefined, (id) => {
    const entry = document.getElementById(id);
    if (entry instanceof HTMLDetailsElement) entry.open = true;
  });
  return (
    <>
      <PageHeading route="faq" />
      <div className="mb-6 grid gap-3 sm:grid-cols-[2fr_1fr]" role="search">
        <SearchBox
          label={t('content.faq.search')}
          value={words}
          onChange={(q) => params.set({ q }, { replace: true })}
        />
        <CategorySelect kind="faq" value={category} onChange={(value) => params.set({ category: value })} />
      </div>
      <QueryStates query={query}>
        {() =>
          shown.length === 0 ? (
            <EmptyList filtered={words !== '' || category !== ''} />
          ) : (
            <div className="space-y-8">
              {groupByCategory(shown, CONTENT_CATEGORIES.faq).map(([key, entries]) => (
                <section key={key} aria-labelledby={`faq-group-${key}`}>
                  <h2 id={`faq-group-${key}`} className="mb-3 text-lg font-bold">
                    {label(key)}
                  </h2>
                  <ul className="space-y-2">
                    {entries.map((item) => (
                      <Entry key={item.id} item={item} />
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          )
        }
      </QueryStates>
    </>
  );
}
