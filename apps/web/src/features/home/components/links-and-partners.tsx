import type { ContentItem } from '@portal/contract/content';
import { useTranslation } from '../../../lib/use-translation';
import { ContentImage } from './content-image';
import { ContentText } from './content-text';
import { SectionHeading } from './section-heading';

/** Related sites (the back office's "related" links), leaving the portal in a new tab. */
export function RelatedLinks({ links }: { links: readonly ContentItem[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="home-links" data-testid="home-links">
      <SectionHeading id="home-links" title={t('home.links_title')} to="/related-links" />
      <ul className="flex flex-wrap gap-2">
        {links.map((item) =>
          item.details.kind === 'link' ? (
            <li key={item.id}>
              <a
                href={item.details.url}
                rel="noopener noreferrer"
                target="_blank"
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm hover:border-brand-600"
              >
                <ContentText item={item}>{item.title}</ContentText>
              </a>
            </li>
          ) : null,
        )}
      </ul>
    </section>
  );
}

/** Partners' logos (their name when there is no logo), each to the partner's site when known. */
export function Partners({ partners }: { partners: readonly ContentItem[] }) {
  const { t } = useTranslation();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="home-partners" data-testid="home-partners">
      <SectionHeading id="home-partners" title={t('home.partners_title')} to="/partners" />
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {partners.map((item) => {
          if (item.details.kind !== 'partner') return null;
          const { logo, url } = item.details;
          const face = logo?.urls ? (
            <ContentImage
              file={logo}
              alt={item.title}
              sizes="160px"
              className="mx-auto h-16 w-auto max-w-full object-contain"
            />
          ) : (
            <ContentText item={item} className="font-semibold">
              {item.title}
            </ContentText>
          );
          return (
            <li
              key={item.id}
              className="flex min-h-24 items-center justify-center rounded-xl border border-slate-200 bg-white p-3 text-center"
            >
              {url ? (
                <a href={url} rel="noopener noreferrer" target="_blank" className="block w-full">
                  {face}
                </a>
              ) : (
                face
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
