import { messagesEndpoints } from '@portal/contract/endpoints/messages';
import { endpointUrl } from '@portal/contract/endpoints/endpoint';
import { MESSAGE_EVENT_KINDS } from '@portal/contract/messages-values';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '../../auth/api';
import { MESSAGES_KEY } from './conversations';

/**
 * While a messages page is open: the server's live events (Server-Sent Events, signed in by the
 * session cookie) make the conversations read themselves again, so new messages, read receipts
 * and blocks show without a reload. The browser reconnects by itself after a lost connection;
 * each (re)opening reads everything again, so nothing sent meanwhile is missed.
 */
export function useLiveMessages(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user || typeof EventSource === 'undefined') return;
    const source = new EventSource(endpointUrl(messagesEndpoints.conversationEvents, {}));
    const refresh = () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
    source.addEventListener('open', refresh);
    for (const kind of MESSAGE_EVENT_KINDS) source.addEventListener(kind, refresh);
    return () => source.close();
  }, [user, queryClient]);
}
