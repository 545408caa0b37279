import { defineEndpoints } from './endpoint';

export const trustEndpoints = defineEndpoints({
  reportsQueue: ['GET', '/admin/reports'],
  dismissReport: ['POST', '/admin/reports/:id/dismiss'],
  unpublishReported: ['POST', '/admin/reports/:id/unpublish'],
  warnReported: ['POST', '/admin/reports/:id/warn'],
  suspendReported: ['POST', '/admin/reports/:id/suspend'],
  dismissConversationReport: ['POST', '/admin/reports/conversations/:id/dismiss'],
  warnConversationPerson: ['POST', '/admin/reports/conversations/:id/warn'],
  suspendConversationPerson: ['POST', '/admin/reports/conversations/:id/suspend'],
  bannedWords: ['GET', '/admin/banned-words'],
  addBannedWord: ['POST', '/admin/banned-words'],
  removeBannedWord: ['DELETE', '/admin/banned-words/:id'],
  adminUsers: ['GET', '/admin/users'],
  adminUser: ['GET', '/admin/users/:id'],
  suspendUser: ['POST', '/admin/users/:id/suspend'],
  unsuspendUser: ['POST', '/admin/users/:id/unsuspend'],
  setUserRole: ['PUT', '/admin/users/:id/role'],
  resendUserVerification: ['POST', '/admin/users/:id/resend-verification'],
});
