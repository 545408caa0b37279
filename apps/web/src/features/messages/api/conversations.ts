import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useLocale } from '../../../lib/use-locale';
import { useCurrentUser } from '../../auth/api';

/** Everything cached about my conversations (per user: a sign-out forgets it); live events refresh it. */
export const MESSAGES_KEY = ['messages'] as const;

/** GET /conversations?page=: /profile/messages, the latest message first. */
export function useConversations(page: number) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'list', user?.id, page],
    queryFn: ({ signal }) => call(messagesEndpoints.listConversations, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    enabled: user !== null,
  });
}

/** GET /conversations/unread: the badge of the profile menu's "Messages" (read while `wanted`). */
export function useUnreadMessages(wanted = true) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'unread', user?.id],
    queryFn: async ({ signal }) => (await call(messagesEndpoints.unreadConversations, { signal })).count,
    enabled: user !== null && wanted,
    staleTime: 30_000,
  });
}

/** GET /conversations/{id}: the listing's card, the other person and every message. */
export function useConversation(id: number) {
  const user = useCurrentUser();
  const locale = useLocale();
  return useQuery({
    queryKey: [...MESSAGES_KEY, 'one', user?.id, id, locale],
    queryFn: async ({ signal }) =>
      (await call(messagesEndpoints.getConversation, { params: { id }, signal })).conversation,
    enabled: user !== null,
  });
}
