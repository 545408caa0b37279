import { defineEndpoints } from './endpoint';

export const joinRequestsEndpoints = defineEndpoints({
  createJoinRequest: ['POST', '/join-requests'],
  myJoinRequests: ['GET', '/user/join-requests'],
  joinRequestFile: ['GET', '/join-requests/:id/files/:fileId'],
  adminJoinRequests: ['GET', '/admin/join-requests'],
  adminJoinRequest: ['GET', '/admin/join-requests/:id'],
  decideJoinRequest: ['POST', '/admin/join-requests/:id/status'],
});
