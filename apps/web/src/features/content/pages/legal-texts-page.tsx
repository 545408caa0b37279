import type { ContentItem } from '@portal/contract/content';
import { CONTENT_CATEGORIES } from '@portal/contract/content-values';
import { directionOf } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { useContentList } from '../api/list-content';
import { FileDownload } from '../components/file-download';
import { ItemDate } from '../components/item-date';
import { CategorySelect, SearchBox, useCategoryLabel } from '../components/list-filters';
import { PageHeading } from '../components/page-heading';
import { ListStates } from '../components/states';
import { groupByCategory } from '../group-by-category';
import { legalTextsInput } from '../list-inputs';
import { useListParams } from '../list-params';

function LegalText({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  if (item.details.kind !== 'legal_text') return null;
  const { reference, issued_on, file } = item.details;
  const dir = directionOf(item.locale);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="legal-text">
      <h3 lang={item.locale} dir={dir} className="font-semibold">
        {item.title}
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {reference ? (
          <span>
            {t('content.legal.reference')} <bdi>{reference}</bdi>
          </span>
        ) : null}
        {issued_on ? (
          <span>
            {t('content.legal.issued_on')} <ItemDate date={issued_on} />
          </span>
        ) : null}
      </p>
      {item.summary ? (
        <p lang={item.locale} dir={dir} className="mt-2 text-sm text-slate-700">
          {item.summary}
        </p>
      ) : null}
      {file ? (
        <div className="mt-3">
          <FileDownload itemId={item.id} file={file} title={item.title} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Laws and decrees with their PDF, grouped by category. The search and the category are asked
 * of the server (its search reads every spelling, as the listings' does), so the list stays
 * right past a page of texts.
 */
export default function LegalTextsPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const words = params.get('q');
  const category = params.get('category');
  const label = useCategoryLabel('legal_text');
  const query = useContentList('legal_text', legalTextsInput(params));
  return (
    <>
      <PageHeading route="legal-texts" />
      <div className="mb-6 grid gap-3 sm:grid-cols-[2fr_1fr]" role="search">
        <SearchBox
          label={t('content.legal.search')}
          value={words}
          onChange={(q) => params.set({ q }, { replace: true })}
        />
        <CategorySelect
          kind="legal_text"
          value={category}
          onChange={(value) => params.set({ category: value })}
        />
      </div>
      <ListStates query={query} filtered={words !== '' || category !== ''} hrefOfPage={params.hrefOfPage}>
        {(data) => (
          <div className="space-y-8">
            {groupByCategory(data, CONTENT_CATEGORIES.legal_text).map(([key, texts]) => (
              <section key={key} aria-labelledby={`legal-group-${key}`}>
                <h2 id={`legal-group-${key}`} className="mb-3 text-lg font-bold">
                  {label(key)}
                </h2>
                <ul className="space-y-3">
                  {texts.map((item) => (
                    <LegalText key={item.id} item={item} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </ListStates>
    </>
  );
}
