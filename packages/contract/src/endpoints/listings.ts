import { defineEndpoints } from './endpoint';

export const listingsEndpoints = defineEndpoints({
  uploadListingPhoto: ['POST', '/listings/photos'],
  listingPhoto: ['GET', '/listings/photos/:file'],
  createListing: ['POST', '/listings'],
  updateListing: ['PUT', '/listings/:id'],
  deleteListing: ['DELETE', '/listings/:id'],
  getRevision: ['GET', '/listings/:id/revision'],
  discardRevision: ['DELETE', '/listings/:id/revision'],
  renewListing: ['POST', '/listings/:id/renew'],
  myListings: ['GET', '/listings/mine'],
  searchListings: ['GET', '/listings'],
  featuredListings: ['GET', '/listings/featured'],
  similarListings: ['GET', '/listings/:id/similar'],
  ownerListings: ['GET', '/listings/:id/from-owner'],
  getListing: ['GET', '/listings/:slug'],
});
