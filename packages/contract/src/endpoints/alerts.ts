import { defineEndpoints } from './endpoint';

export const alertsEndpoints = defineEndpoints({
  listSavedSearches: ['GET', '/saved-searches'],
  createSavedSearch: ['POST', '/saved-searches'],
  updateSavedSearch: ['PATCH', '/saved-searches/:id'],
  deleteSavedSearch: ['DELETE', '/saved-searches/:id'],
  openSavedSearch: ['POST', '/saved-searches/:id/open'],
  unsubscribeAlerts: ['POST', '/saved-searches/unsubscribe'],
  priceHistory: ['GET', '/listings/:id/price-history'],
});
