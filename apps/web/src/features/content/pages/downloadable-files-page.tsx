import type { ContentItem } from '@portal/contract/content';
import { directionOf } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useContentList } from '../api/list-content';
import { languageName } from '../components/fallback-notice';
import { FileDownload } from '../components/file-download';
import { CategorySelect, useCategoryLabel } from '../components/list-filters';
import { PageHeading } from '../components/page-heading';
import { ListStates } from '../components/states';
import { downloadsInput } from '../list-inputs';
import { useListParams } from '../list-params';

function DownloadItem({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const label = useCategoryLabel('download');
  if (item.details.kind !== 'download') return null;
  const { category, file, file_locale, download_count } = item.details;
  const dir = directionOf(item.locale);
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4" data-testid="download-item">
      <p className="text-xs font-semibold text-brand-800">{label(category)}</p>
      <h2 lang={item.locale} dir={dir} className="mt-1 font-semibold">
        {item.title}
      </h2>
      {item.summary ? (
        <p lang={item.locale} dir={dir} className="mt-1 text-sm text-slate-700">
          {item.summary}
        </p>
      ) : null}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-slate-600">
        <dt>{t('content.download.language')}</dt>
        <dd>{languageName(locale, file_locale)}</dd>
        <dt>{t('content.download.count_label')}</dt>
        <dd>{formatNumber(locale, download_count)}</dd>
      </dl>
      <div className="mt-auto pt-3">
        <FileDownload itemId={item.id} file={file} title={item.title} />
      </div>
    </li>
  );
}

/** The forms and documents to download, by category, with their language, size and downloads. */
export default function DownloadableFilesPage() {
  const params = useListParams();
  const category = params.get('category');
  const query = useContentList('download', downloadsInput(params));
  return (
    <>
      <PageHeading route="downloadable-files" />
      <div className="mb-6 max-w-xs">
        <CategorySelect
          kind="download"
          value={category}
          onChange={(value) => params.set({ category: value })}
        />
      </div>
      <ListStates query={query} filtered={category !== ''} hrefOfPage={params.hrefOfPage}>
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.map((item) => (
              <DownloadItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
