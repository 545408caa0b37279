import type { ListingDetail } from '@portal/contract/listings';
import type { Locale } from '@portal/contract/locale';
import { detailRows } from '../../listings/detail-rows';
import { listingPriceText } from '../../listings/listing-price';
import { formatNumber } from '../../../lib/format';

/**
 * A field-by-field diff of an edited listing against its published version. The
 * reviewer's view carries both versions (`published` and the proposed `listing`); each is
 * rendered as the public detail renders it — the same rows (detail-rows.ts), the price as its
 * tag shows it, the location's names — and the fields whose text differs are the changes.
 */
export interface FieldChange {
  field: string;
  /** The field's name in the page's language. */
  label: string;
  /** As the public detail shows it; empty when the field is not filled. */
  before: string;
  after: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Row {
  field: string;
  label: string;
  value: string;
}

/** The fields of one version as the public detail shows them, in reading order. */
function rowsOf(listing: ListingDetail, t: Translate, locale: Locale): Row[] {
  return [
    { field: 'title', label: t('admin-revisions.field.title'), value: listing.title },
    { field: 'description', label: t('browse.detail.description'), value: listing.description },
    {
      field: 'price',
      label: t('admin-revisions.field.price'),
      value: listingPriceText(locale, listing) ?? '',
    },
    { field: 'region', label: t('browse.field.region'), value: listing.region.name },
    { field: 'city', label: t('browse.field.city'), value: listing.city?.name ?? '' },
    ...detailRows(listing, t, locale),
  ];
}

/** The photos' change: how many, which were added or removed, and a new order or cover. */
function photosChange(
  published: ListingDetail,
  proposed: ListingDetail,
  t: Translate,
  locale: Locale,
): FieldChange | null {
  const ids = (listing: ListingDetail) => listing.photos.map((p) => p.id);
  const cover = (listing: ListingDetail) => listing.photos.find((p) => p.is_cover)?.id ?? null;
  const [before, after] = [ids(published), ids(proposed)];
  const added = after.filter((id) => !before.includes(id)).length;
  const removed = before.filter((id) => !after.includes(id)).length;
  const reordered = added === 0 && removed === 0 && before.join() !== after.join();
  const coverChanged = cover(published) !== cover(proposed);
  if (added === 0 && removed === 0 && !reordered && !coverChanged) return null;
  const n = (count: number) => ({ count, n: formatNumber(locale, count) });
  const parts = [t('admin-revisions.photos.count', n(after.length))];
  if (added) parts.push(t('admin-revisions.photos.added', n(added)));
  if (removed) parts.push(t('admin-revisions.photos.removed', n(removed)));
  if (reordered) parts.push(t('admin-revisions.photos.reordered'));
  if (coverChanged) parts.push(t('admin-revisions.photos.cover'));
  return {
    field: 'photos',
    label: t('admin-revisions.field.photos'),
    before: t('admin-revisions.photos.count', n(before.length)),
    after: parts.join(' · '),
  };
}

/** The fields the proposed version changes, as the public would read them before and after. */
export function listingChanges(
  published: ListingDetail,
  proposed: ListingDetail,
  t: Translate,
  locale: Locale,
): FieldChange[] {
  const before = new Map(rowsOf(published, t, locale).map((row) => [row.field, row]));
  const after = new Map(rowsOf(proposed, t, locale).map((row) => [row.field, row]));
  const fields = [...new Set([...after.keys(), ...before.keys()])];
  const changes = fields.flatMap((field) => {
    const [old, next] = [before.get(field), after.get(field)];
    const label = (next ?? old)!.label;
    return (old?.value ?? '') === (next?.value ?? '')
      ? []
      : [{ field, label, before: old?.value ?? '', after: next?.value ?? '' }];
  });
  const photos = photosChange(published, proposed, t, locale);
  return photos ? [...changes, photos] : changes;
}
