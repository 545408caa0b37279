import type { ContentFile, ContentItem } from '@portal/contract/content';
import { directionOf } from '@portal/contract/locale';
import { RichText } from '../../../ui/rich-text';
import { imageSources } from '../image-sources';

/**
 * The reading part of an item's page (an article, a service): its picture at full width, its
 * summary as the lead, then its text, each in the item's own language and direction.
 */
export function ItemLead({ item, picture }: { item: ContentItem; picture: ContentFile | null }) {
  return (
    <>
      {picture ? (
        <img
          {...imageSources(picture, 'large')}
          sizes="(min-width: 768px) 48rem, 100vw"
          alt=""
          fetchPriority="high"
          decoding="async"
          className="mb-6 aspect-video h-auto w-full rounded-xl bg-slate-100 object-cover"
        />
      ) : null}
      {item.summary ? (
        <p lang={item.locale} dir={directionOf(item.locale)} className="mb-6 text-lg text-slate-700">
          {item.summary}
        </p>
      ) : null}
      <RichText html={item.body ?? ''} locale={item.locale} />
    </>
  );
}
