import { defineEndpoints } from './endpoint';

export const searchEndpoints = defineEndpoints({
  siteSearch: ['GET', '/search'],
});
