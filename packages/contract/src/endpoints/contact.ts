import { defineEndpoints } from './endpoint';

export const contactEndpoints = defineEndpoints({
  sendContactMessage: ['POST', '/contact'],
  listContactThreads: ['GET', '/admin/contact/threads'],
  getContactThread: ['GET', '/admin/contact/threads/:id'],
  replyContactThread: ['POST', '/admin/contact/threads/:id/reply'],
  setContactThreadState: ['POST', '/admin/contact/threads/:id/state'],
});
