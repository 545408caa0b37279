import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/call';

/**
 * GET /admin/conversations/{id}: a reported (or flagged) conversation's messages, the evidence
 * of its item in the reports queue. Each reading is audited: asked only when staff open it.
 */
export function useReportedConversation(id: number, enabled = true) {
  return useQuery({
    queryKey: ['admin', 'conversations', id],
    queryFn: async ({ signal }) =>
      (await call(messagesEndpoints.readReportedConversation, { params: { id }, signal })).conversation,
    staleTime: Infinity,
    enabled,
  });
}
