import { defineEndpoints } from './endpoint';

export const paymentsEndpoints = defineEndpoints({
  waitingPayments: ['GET', '/admin/payments'],
  paymentLedger: ['GET', '/admin/listings/:id/payments'],
  recordPayment: ['POST', '/admin/listings/:id/payments'],
  // Every payment of everything the portal sells (listing fees with their promotions, advertisements).
  paymentEntries: ['GET', '/admin/payments/ledger'],
});
