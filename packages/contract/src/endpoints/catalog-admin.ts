import { defineEndpoints } from './endpoint';

export const catalogAdminEndpoints = defineEndpoints({
  listAdminCategories: ['GET', '/admin/catalog/:platform/categories'],
  createCategory: ['POST', '/admin/catalog/:platform/categories'],
  reorderCategories: ['PUT', '/admin/catalog/:platform/categories/order'],
  updateCategory: ['PATCH', '/admin/catalog/categories/:id'],
  deleteCategory: ['DELETE', '/admin/catalog/categories/:id'],
  listAdminRegions: ['GET', '/admin/catalog/regions'],
  updateRegion: ['PATCH', '/admin/catalog/regions/:id'],
  createCity: ['POST', '/admin/catalog/regions/:id/cities'],
  reorderCities: ['PUT', '/admin/catalog/regions/:id/cities/order'],
  updateCity: ['PATCH', '/admin/catalog/cities/:id'],
  deleteCity: ['DELETE', '/admin/catalog/cities/:id'],
  listAdminCurrencies: ['GET', '/admin/catalog/currencies'],
  createCurrency: ['POST', '/admin/catalog/currencies'],
  updateCurrency: ['PATCH', '/admin/catalog/currencies/:code'],
  setDefaultCurrency: ['POST', '/admin/catalog/currencies/:code/default'],
  deleteCurrency: ['DELETE', '/admin/catalog/currencies/:code'],
});
