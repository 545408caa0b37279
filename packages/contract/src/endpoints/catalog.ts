import { defineEndpoints } from './endpoint';

export const catalogEndpoints = defineEndpoints({
  listCategories: ['GET', '/catalog/:platform/categories'],
  getCategory: ['GET', '/catalog/:platform/categories/:id'],
  listRegions: ['GET', '/regions'],
  getRegion: ['GET', '/regions/:id'],
  listCurrencies: ['GET', '/currencies'],
});
