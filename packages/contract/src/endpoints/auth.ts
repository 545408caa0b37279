import { defineEndpoints } from './endpoint';

export const authEndpoints = defineEndpoints({
  register: ['POST', '/register'],
  login: ['POST', '/login'],
  logout: ['POST', '/logout'],
  me: ['GET', '/user/me'],
  confirmPassword: ['POST', '/user/confirm-password'],
  verifyEmail: ['POST', '/email/verify'],
  verifyEmailLink: ['POST', '/email/verify-link'],
  resendVerification: ['POST', '/email/resend'],
  forgotPassword: ['POST', '/forgot-password'],
  forgotPasswordCode: ['POST', '/forgot-password/code'],
  resetPassword: ['POST', '/reset-password'],
  listSessions: ['GET', '/user/sessions'],
  revokeSession: ['DELETE', '/user/sessions/:id'],
  revokeOtherSessions: ['DELETE', '/user/sessions'],
});
