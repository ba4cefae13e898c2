import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyRealtimeEvent, reloadAfterMissedEvents } from '../lib/realtime-dispatch';
import { RealtimeClient, realtimeUrl } from '../lib/realtime';
import { useCurrentUser } from './use-session';

/**
 * Keeps one WebSocket open while a member is logged in and lets its events update the cache.
 * After a reconnect, or when an event's number shows that one was lost, what events update reloads.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined || typeof WebSocket === 'undefined') return;
    const client = new RealtimeClient(realtimeUrl(), {
      onEvent: (event) => applyRealtimeEvent(queryClient, event, userId),
      onMissed: () => reloadAfterMissedEvents(queryClient),
    });
    client.start();
    return () => client.stop();
  }, [userId, queryClient]);
}
