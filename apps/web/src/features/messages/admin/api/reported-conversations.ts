import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

const REPORTED_KEY = ['admin', 'conversations'] as const;

/** GET /admin/conversations: conversations with an open report, the oldest report first. */
export function useReportedConversations(page: number) {
  return useQuery({
    queryKey: [...REPORTED_KEY, 'list', page],
    queryFn: ({ signal }) => call(messagesEndpoints.reportedConversations, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/conversations/{id}: a reported conversation's messages (each reading is audited). */
export function useReportedConversation(id: number) {
  return useQuery({
    queryKey: [...REPORTED_KEY, 'one', id],
    queryFn: async ({ signal }) =>
      (await call(messagesEndpoints.readReportedConversation, { params: { id }, signal })).conversation,
    staleTime: Infinity,
  });
}

/** POST /admin/conversations/{id}/dismiss: the reports are settled. */
export function useDismissConversationReports(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(messagesEndpoints.dismissConversationReports, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTED_KEY }),
  });
}
