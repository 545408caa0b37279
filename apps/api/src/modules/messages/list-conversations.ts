import type { ConversationList } from '@portal/contract/messages';
import type { MessagesDeps } from './deps';
import { countUnreadFor, selectConversationsOf } from './queries';
import { summaryView } from './views';

/** GET /conversations: the reader's conversations, the latest message first. */
export async function listConversations(
  deps: MessagesDeps,
  userId: number,
  query: { page: number; per_page: number },
): Promise<ConversationList> {
  const { rows, total } = await selectConversationsOf(deps.db, userId, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  return {
    data: rows.map((row) => summaryView(row, userId)),
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** GET /conversations/unread: the profile menu's badge. */
export async function unreadCount(deps: MessagesDeps, userId: number): Promise<{ count: number }> {
  return { count: await countUnreadFor(deps.db, userId) };
}
