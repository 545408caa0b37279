import { MESSAGE_EVENT_KINDS } from '@portal/contract/messages-values';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLiveEvents } from '../../../lib/live-events';
import { useCurrentUser } from '../../auth/api';
import { MESSAGES_KEY } from './conversations';

/**
 * While a messages page is open: the member's live events (the tab's one stream, shared with
 * the bell) make the conversations read themselves again, so new messages, read receipts and
 * blocks show without a reload; each (re)connection reads everything again, so nothing sent
 * meanwhile is missed.
 */
export function useLiveMessages(): void {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
    [queryClient],
  );
  useLiveEvents(MESSAGE_EVENT_KINDS, refresh, user !== null);
}
