// What other areas may show of engagement (docs/architecture.md, "Between areas"). Listings
// does not import it: the app puts these in the places listings leaves (app/listing-slots.tsx).
export { FavoriteButton } from './components/favorite-button';
export { ListingActions } from './components/listing-actions';
export { PhoneReveal } from './components/phone-reveal';
