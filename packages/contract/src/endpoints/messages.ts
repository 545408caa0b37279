import { defineEndpoints } from './endpoint';

export const messagesEndpoints = defineEndpoints({
  startConversation: ['POST', '/listings/:id/conversations'],
  listConversations: ['GET', '/conversations'],
  unreadConversations: ['GET', '/conversations/unread'],
  getConversation: ['GET', '/conversations/:id'],
  sendConversationMessage: ['POST', '/conversations/:id/messages'],
  sendConversationPhoto: ['POST', '/conversations/:id/photos'],
  conversationPhoto: ['GET', '/conversations/:id/messages/:messageId/photo'],
  markConversationRead: ['POST', '/conversations/:id/read'],
  blockConversation: ['POST', '/conversations/:id/block'],
  unblockConversation: ['DELETE', '/conversations/:id/block'],
  reportConversation: ['POST', '/conversations/:id/report'],
  readReportedConversation: ['GET', '/admin/conversations/:id'],
});
