import type { ContentItem } from '@portal/contract/content';
import type { LinkList as LinkListName } from '@portal/contract/content-values';
import { directionOf } from '@portal/contract/locale';
import { useContentList } from '../api/list-content';
import { linkListInput } from '../list-inputs';
import { ExternalLink, hostOf } from './external-link';
import { PageHeading } from './page-heading';
import { ListStates } from './states';

function LinkCard({ item }: { item: ContentItem }) {
  if (item.details.kind !== 'link') return null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <ExternalLink href={item.details.url} className="font-semibold text-brand-800 hover:underline">
        <span lang={item.locale} dir={directionOf(item.locale)}>
          {item.title}
        </span>
      </ExternalLink>
      {item.summary ? (
        <p lang={item.locale} dir={directionOf(item.locale)} className="mt-1 text-sm text-slate-600">
          {item.summary}
        </p>
      ) : null}
      <p className="mt-1 text-xs text-slate-500" dir="ltr">
        <bdi>{hostOf(item.details.url)}</bdi>
      </p>
    </li>
  );
}

/** The friendly or related links, in the order the back office gave them. */
export function LinkList({ list }: { list: LinkListName }) {
  const query = useContentList('link', linkListInput(list));
  return (
    <>
      <PageHeading route={list === 'friendly' ? 'friendly-links' : 'related-links'} />
      <ListStates query={query} filtered={false}>
        {(data) => (
          <ul className="grid gap-3 sm:grid-cols-2" data-testid="link-list">
            {data.map((item) => (
              <LinkCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </ListStates>
    </>
  );
}
