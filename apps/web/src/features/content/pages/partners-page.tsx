import type { ContentItem } from '@portal/contract/content';
import { directionOf } from '@portal/contract/locale';
import { useContentList } from '../api/list-content';
import { PARTNERS_LIST } from '../list-inputs';
import { ExternalLink } from '../components/external-link';
import { PageHeading } from '../components/page-heading';
import { ListStates } from '../components/states';
import { imageSources } from '../image-sources';

function Partner({ item }: { item: ContentItem }) {
  if (item.details.kind !== 'partner') return null;
  const { url, logo } = item.details;
  const body = (
    <>
      <span className="flex h-24 items-center justify-center">
        {logo ? (
          <img
            {...imageSources(logo, 'thumbnail')}
            sizes="10rem"
            alt=""
            loading="lazy"
            decoding="async"
            className="max-h-24 w-auto max-w-full object-contain"
          />
        ) : null}
      </span>
      <span lang={item.locale} dir={directionOf(item.locale)} className="mt-3 block font-semibold">
        {item.title}
      </span>
    </>
  );
  const box = 'flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-4 text-center';
  return (
    <li>
      {url ? (
        <ExternalLink href={url} className={`${box} hover:border-brand-600`}>
          {body}
        </ExternalLink>
      ) : (
        <div className={box}>{body}</div>
      )}
    </li>
  );
}

/** The partners: logo, name and a link to their site. */
export default function PartnersPage() {
  const query = useContentList('partner', PARTNERS_LIST);
  return (
    <>
      <PageHeading route="partners" />
      <ListStates query={query} filtered={false}>
        {(data) => (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4" data-testid="partners">
            {data.map((item) => (
              <Partner key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
