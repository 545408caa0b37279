import type { ContentItem } from '@portal/contract/content';
import { directionOf } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { Gallery } from '../../../ui/gallery';
import { useSettings } from '../../settings/api';
import { useContentList } from '../api/list-content';
import { PageHeading } from '../components/page-heading';
import { EmptyList, ListStates, QueryStates } from '../components/states';
import { imageSources } from '../image-sources';
import { mediaListInput } from '../list-inputs';
import { useListParams } from '../list-params';

type MediaType = NonNullable<ReturnType<typeof useSettings>['data']>['multimedia_type'][number];

function Entry({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (item.details.kind !== 'media') return null;
  const { media_type, file, poster, photos } = item.details;
  const dir = directionOf(item.locale);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="media-entry">
      <h2 lang={item.locale} dir={dir} className="mb-2 font-semibold">
        {item.title}
      </h2>
      {media_type === 'video' && file ? (
        // The poster stands in for the video until it is played: nothing of it loads before.
        <video
          controls
          preload="none"
          poster={poster ? imageSources(poster, 'medium').src : undefined}
          src={file.url}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          className="aspect-video h-auto w-full rounded-lg bg-slate-900"
        >
          <a href={file.url}>{t('content.media.open_file')}</a>
        </video>
      ) : null}
      {media_type === 'audio' && file ? (
        <audio controls preload="none" src={file.url} className="w-full">
          <a href={file.url}>{t('content.media.open_file')}</a>
        </audio>
      ) : null}
      {media_type === 'photo' && photos.length > 0 ? (
        <Gallery
          label={t('content.media.album', { title: item.title })}
          images={photos.map((photo, index) => {
            const large = imageSources(photo, 'large');
            return {
              src: large.src,
              thumbnailSrc: imageSources(photo, 'thumbnail').src,
              width: photo.width ?? 1600,
              height: photo.height ?? 1200,
              alt: t('content.media.photo_alt', {
                title: item.title,
                n: formatNumber(locale, index + 1),
                total: formatNumber(locale, photos.length),
              }),
            };
          })}
        />
      ) : null}
      {item.summary ? (
        <p lang={item.locale} dir={dir} className="mt-2 text-sm text-slate-700">
          {item.summary}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The visual, audio and photo library: one tab per type the settings allow (`?type=`), videos
 * and sounds in the browser's own players (nothing loads before play), photo albums that open
 * in the site's lightbox.
 */
export default function MultimediaPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const settings = useSettings();
  const types: readonly MediaType[] = settings.data?.multimedia_type ?? [];
  const { type, query: input } = mediaListInput(params, types);
  const query = useContentList('media', input);
  return (
    <>
      <PageHeading route="multimedia" />
      {types.length > 1 ? (
        <nav aria-label={t('content.media.types')} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {types.map((each) => (
              <li key={each}>
                <Link
                  to={`?type=${each}`}
                  aria-current={each === type ? 'page' : undefined}
                  className={`block rounded-full border px-4 py-2 text-sm font-semibold ${
                    each === type
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
                  }`}
                  data-testid={`media-tab-${each}`}
                >
                  {t(`content.media.type.${each}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {type === undefined ? (
        settings.data ? (
          <EmptyList filtered={false} />
        ) : (
          <QueryStates query={settings}>{() => null}</QueryStates>
        )
      ) : (
        <ListStates query={query} filtered={false} hrefOfPage={params.hrefOfPage}>
          {(data) => (
            <ul className="grid gap-4 md:grid-cols-2">
              {data.map((item) => (
                <Entry key={item.id} item={item} />
              ))}
            </ul>
          )}
        </ListStates>
      )}
    </>
  );
}
