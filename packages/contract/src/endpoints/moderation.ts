import { defineEndpoints } from './endpoint';

export const moderationEndpoints = defineEndpoints({
  reviewQueue: ['GET', '/admin/review-queue'],
  reviewListing: ['GET', '/admin/listings/:id'],
  claimListing: ['POST', '/admin/listings/:id/claim'],
  approveListing: ['POST', '/admin/listings/:id/approve'],
  rejectListing: ['POST', '/admin/listings/:id/reject'],
  bulkReview: ['POST', '/admin/listings/bulk'],
  rejectionReasons: ['GET', '/admin/rejection-reasons'],
  auditLog: ['GET', '/admin/audit-log'],
  allRejectionReasons: ['GET', '/admin/rejection-reasons/all'],
  createRejectionReason: ['POST', '/admin/rejection-reasons'],
  reorderRejectionReasons: ['PUT', '/admin/rejection-reasons/order'],
  updateRejectionReason: ['PATCH', '/admin/rejection-reasons/:id'],
  deleteRejectionReason: ['DELETE', '/admin/rejection-reasons/:id'],
});
