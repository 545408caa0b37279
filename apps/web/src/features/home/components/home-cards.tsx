import type { ContentItem } from '@portal/contract/content';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../ui/link';
import { CatalogIcon } from '../../../ui/catalog-icon';
import { ContentImage } from './content-image';
import { ContentText } from './content-text';
import { SectionHeading } from './section-heading';

const detailsOf = (item: ContentItem) => (item.details.kind === 'home_section' ? item.details : null);

/** Cards of a home section written in the back office (why choose us, horizons): icon or image, title, text. */
export function HomeCards({
  id,
  title,
  items,
}: {
  id: string;
  title: string;
  items: readonly ContentItem[];
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <SectionHeading id={id} title={title} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => {
          const details = detailsOf(item);
          return (
            <li key={item.id} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
              {details?.icon ? (
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <CatalogIcon name={details.icon} className="size-6" />
                </span>
              ) : null}
              <div className="min-w-0">
                <ContentText as="h3" item={item} className="mb-1 font-semibold text-slate-900">
                  {item.title}
                </ContentText>
                {item.summary ? (
                  <ContentText as="p" item={item} className="text-sm text-slate-600">
                    {item.summary}
                  </ContentText>
                ) : null}
                {details?.image ? (
                  <ContentImage
                    file={details.image}
                    alt=""
                    sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw"
                    className="mt-3 h-auto w-full rounded-lg bg-slate-100"
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** "About us": the back office's cards of that section, short, and the way to the whole page. */
export function AboutSection({ items }: { items: readonly ContentItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="home-about" data-testid="home-about" className="rounded-2xl bg-brand-50 p-6">
      <h2 id="home-about" className="mb-3 text-xl font-bold">
        {t('home.about_title')}
      </h2>
      <div className="space-y-4">
        {items.map((item) => {
          const image = detailsOf(item)?.image;
          return (
            <div key={item.id} className="flex flex-col gap-4 sm:flex-row">
              {image ? (
                <ContentImage
                  file={image}
                  alt=""
                  sizes="(min-width: 640px) 240px, 90vw"
                  className="h-auto w-full rounded-lg bg-slate-100 sm:w-60"
                />
              ) : null}
              <div className="min-w-0">
                <ContentText as="h3" item={item} className="mb-1 font-semibold">
                  {item.title}
                </ContentText>
                <ContentText as="p" item={item} className="text-slate-700">
                  {item.summary}
                </ContentText>
              </div>
            </div>
          );
        })}
      </div>
      <Link to="/about-us" className="mt-4 inline-block font-semibold text-brand-800 hover:underline">
        {t('home.about_more')}
      </Link>
    </section>
  );
}
