import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/upload';
import { MESSAGES_KEY } from './conversations';

/** POST /conversations/{id}/photos: a photo as a message (the server checks and re-encodes it); the thread reads itself again. */
export function useSendPhoto(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      upload(messagesEndpoints.sendConversationPhoto, file, {
        params: { id: conversationId },
        fieldName: 'photo',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
}
