import { defineEndpoints } from './endpoint';

export const profileEndpoints = defineEndpoints({
  updateProfile: ['PUT', '/user/profile'],
  updatePassword: ['PUT', '/user/password'],
  updateEmail: ['PUT', '/user/email'],
  confirmEmailChange: ['POST', '/user/email/verify'],
  uploadAvatar: ['POST', '/user/avatar'],
  removeAvatar: ['DELETE', '/user/avatar'],
  deleteAccount: ['DELETE', '/user'],
  exportAccount: ['GET', '/user/export'],
  avatarImage: ['GET', '/media/avatars/:file'],
});
