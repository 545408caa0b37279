import type { ContentItem } from '@portal/contract/content';
import { CONTENT_MAX_PAGE_SIZE } from '@portal/contract/content-values';
import { directionOf } from '@portal/contract/locale';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { useContentList } from '../api/list-content';
import { PageHeading } from '../components/page-heading';
import { ListStates } from '../components/states';
import { imageSources } from '../image-sources';
import { servicePath } from '../services';

/** A service in the list: its picture, title and summary; the whole card opens its page. */
function ServiceCard({ item }: { item: ContentItem }) {
  const { t } = useTranslation();
  if (item.details.kind !== 'service') return null;
  const { image } = item.details;
  const dir = directionOf(item.locale);
  return (
    <li
      className="relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-600 hover:shadow-sm"
      data-testid="service-card"
    >
      {image ? (
        <img
          {...imageSources(image, 'thumbnail')}
          sizes="(min-width: 1024px) 22rem, (min-width: 640px) 50vw, 100vw"
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full bg-slate-100 object-cover"
        />
      ) : (
        <div aria-hidden="true" className="aspect-video w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 lang={item.locale} dir={dir} className="text-lg font-semibold">
          {/* The link covers the card, so a tap anywhere on it opens the service. */}
          <Link
            to={servicePath(item)}
            className="after:absolute after:inset-0 hover:text-brand-800 focus:outline-none"
          >
            {item.title}
          </Link>
        </h2>
        {item.summary ? (
          <p lang={item.locale} dir={dir} className="line-clamp-3 text-sm text-slate-700">
            {item.summary}
          </p>
        ) : null}
        <p className="mt-auto pt-2 text-sm font-semibold text-brand-700" aria-hidden="true">
          {t('content.service.more')}
        </p>
      </div>
    </li>
  );
}

/** The agency's services (/services/all), in the order staff give them. */
export default function ServicesPage() {
  const query = useContentList('service', { per_page: CONTENT_MAX_PAGE_SIZE });
  return (
    <>
      <PageHeading route="services-all" />
      <ListStates query={query} filtered={false}>
        {(data) => (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="services">
            {data.map((item) => (
              <ServiceCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
