// What other areas may show of a listing (docs/architecture.md, "Between areas"): they import
// these from here, never from listings' folders.
export { BrowseView } from './components/browse-view';
export { ListingCard, ListingCover } from './components/listing-card';
export { DetailBody } from './components/listing-detail';
export { ListingStatusBadge } from './components/listing-status-badge';
export { PriceTag } from './components/price-tag';
export { categoryPath, detailPath, platformPath } from './labels';
export { postAdPath } from './platform';
export { prefetchBrowse } from './prefetch';
