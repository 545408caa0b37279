// What the other areas may use from this one (docs/decisions/023-module-boundaries.md).
/** Records an approved edit's price change (moderation applies the edits). */
export { isPriceDrop, recordPriceChange, type ListingPrice } from './prices';
