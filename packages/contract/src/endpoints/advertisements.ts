import { defineEndpoints } from './endpoint';

export const advertisementsEndpoints = defineEndpoints({
  // Ordering (the offer and the quote are public: the ordering page shows them before sign-in).
  adOffer: ['GET', '/advertisements/offer'],
  adQuote: ['GET', '/advertisements/quote'],
  adAvailability: ['GET', '/advertisements/availability'],
  createAdvertisement: ['POST', '/advertisements'],
  myAdvertisements: ['GET', '/user/advertisements'],
  myAdvertisement: ['GET', '/user/advertisements/:id'],
  cancelAdvertisement: ['POST', '/user/advertisements/:id/cancel'],
  uploadAdPaymentProof: ['POST', '/user/advertisements/:id/payment-proofs'],
  myAdStats: ['GET', '/user/advertisements/:id/stats'],
  adDocument: ['GET', '/advertisements/:id/documents/:fileId'],
  // An order's public media (image or video) under its random name.
  adMedia: ['GET', '/media/ads/:file'],
  // Serving.
  servedAdvertisements: ['GET', '/advertisements/served'],
  publicAdvertisement: ['GET', '/advertisements/:id'],
  recordAdImpression: ['POST', '/advertisements/:id/impressions'],
  adClick: ['GET', '/advertisements/:id/click'],
  // Back office.
  adminAdvertisements: ['GET', '/admin/advertisements'],
  adminAdvertisement: ['GET', '/admin/advertisements/:id'],
  claimAdvertisement: ['POST', '/admin/advertisements/:id/claim'],
  approveAdvertisement: ['POST', '/admin/advertisements/:id/approve'],
  rejectAdvertisement: ['POST', '/admin/advertisements/:id/reject'],
  recordAdPayment: ['POST', '/admin/advertisements/:id/payments'],
  adminAdCalendar: ['GET', '/admin/advertisements/calendar'],
  adminAdStats: ['GET', '/admin/advertisements/stats'],
  adminAdDayStats: ['GET', '/admin/advertisements/:id/stats'],
});
