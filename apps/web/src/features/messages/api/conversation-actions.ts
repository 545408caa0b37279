import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import type { ConversationReportBody } from '@portal/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { MESSAGES_KEY } from './conversations';

/** POST /conversations/{id}/read: I saw the messages to me (their senders see the receipts). */
export function useMarkRead(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messagesEndpoints.markConversationRead, { params: { id: conversationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** POST or DELETE /conversations/{id}/block: block the other person, or take it back. */
export function useSetBlock(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      call(blocked ? messagesEndpoints.blockConversation : messagesEndpoints.unblockConversation, {
        params: { id: conversationId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** POST /conversations/{id}/report: the conversation goes to the moderators. */
export function useReportConversation(conversationId: number) {
  return useMutation({
    mutationFn: (body: ConversationReportBody) =>
      call(messagesEndpoints.reportConversation, { params: { id: conversationId }, body }),
  });
}
