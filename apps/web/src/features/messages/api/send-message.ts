import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import type { MessageBody } from '@portal/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { MESSAGES_KEY } from './conversations';

/** POST /listings/{id}/conversations: the first message about a listing (or one more in its conversation). */
export function useStartConversation(listingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) =>
      call(messagesEndpoints.startConversation, { params: { id: listingId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}

/** POST /conversations/{id}/messages: an answer; the thread reads itself again. */
export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageBody) =>
      call(messagesEndpoints.sendConversationMessage, { params: { id: conversationId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
