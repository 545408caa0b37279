import { defineEndpoints } from './endpoint';

export const newsletterEndpoints = defineEndpoints({
  subscribeNewsletter: ['POST', '/newsletter/subscribe'],
  confirmNewsletter: ['POST', '/newsletter/confirm'],
  unsubscribeNewsletter: ['POST', '/newsletter/unsubscribe'],
  newsletterStats: ['GET', '/admin/newsletter/stats'],
  listNewsletterIssues: ['GET', '/admin/newsletter/issues'],
  createNewsletterIssue: ['POST', '/admin/newsletter/issues'],
  sendNewsletterIssue: ['POST', '/admin/newsletter/issues/:id/send'],
});
