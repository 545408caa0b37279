import { defineEndpoints } from './endpoint';

export const sellersEndpoints = defineEndpoints({
  getSeller: ['GET', '/sellers/:username'],
  revealSellerPhone: ['POST', '/sellers/:username/phone'],
  myBusiness: ['GET', '/user/business'],
  saveBusiness: ['PUT', '/user/business'],
  removeBusiness: ['DELETE', '/user/business'],
  uploadBusinessLogo: ['POST', '/user/business/logo'],
  adminBusinesses: ['GET', '/admin/businesses'],
  decideBusiness: ['POST', '/admin/businesses/:userId/verification'],
});
