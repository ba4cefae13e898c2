import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { chatsQuery } from '../lib/chat-queries';
import { applyRealtimeEvent } from '../lib/realtime-dispatch';
import { likesQuery } from '../lib/likes';
import { RealtimeClient, realtimeUrl } from '../lib/realtime';
import { useCurrentUser } from './use-session';

/**
 * Keeps one WebSocket open while a member is logged in and lets its events update the cache.
 * After a reconnect the chats and likes reload, since events may have been missed meanwhile.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || typeof WebSocket === 'undefined') return;
    const client = new RealtimeClient(realtimeUrl(), {
      onEvent: (event) => applyRealtimeEvent(queryClient, event, userId),
      onOpen: (reconnected) => {
        if (!reconnected) return;
        void queryClient.invalidateQueries({ queryKey: chatsQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
        void queryClient.invalidateQueries({ queryKey: ['messages'] });
      },
    });
    client.start();
    return () => client.stop();
  }, [userId, queryClient]);
}
