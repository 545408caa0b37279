import { defineEndpoints } from './endpoint';

export const engagementEndpoints = defineEndpoints({
  addFavorite: ['PUT', '/listings/:id/favorite'],
  removeFavorite: ['DELETE', '/listings/:id/favorite'],
  listFavorites: ['GET', '/favorites'],
  favoriteIds: ['GET', '/favorites/ids'],
  addLike: ['PUT', '/listings/:id/like'],
  removeLike: ['DELETE', '/listings/:id/like'],
  viewerState: ['GET', '/listings/:id/viewer-state'],
  reportListing: ['POST', '/listings/:id/report'],
  revealPhone: ['POST', '/listings/:id/phone'],
});
