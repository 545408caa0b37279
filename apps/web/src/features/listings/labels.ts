/**
 * The labels of the contract's enums are one set for the whole site (features/browse/labels.ts):
 * a value reads the same in the posting form, the owner's lists and the public pages.
 */
export {
  ADVERTISER_LABELS,
  CONTACT_TIME_LABELS,
  GUARANTEE_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_TYPE_LABELS,
  PRICE_TYPE_LABELS,
  QUALITY_LABELS,
  QUANTITY_LABELS,
  SELLABILITY_LABELS,
  SELLING_STYLE_LABELS,
  SOURCE_LABELS,
  STATUS_LABELS,
} from '../browse/labels';

/** Options of a native select from a label map, in the map's order. */
export function optionsOf(labels: Record<string, string>, t: (key: string) => string) {
  return Object.entries(labels).map(([value, key]) => ({ value, label: t(key) }));
}
