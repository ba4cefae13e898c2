import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from './use-session';

/** The socket's client and what its events do: its own chunk, fetched for a logged-in member only. */
const loadRealtime = () => Promise.all([import('../lib/realtime'), import('../lib/realtime-dispatch')]);

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
    let stop: (() => void) | undefined;
    let ended = false;
    void loadRealtime().then(([{ RealtimeClient, realtimeUrl }, { applyRealtimeEvent, reloadAfterMissedEvents }]) => {
      if (ended) return;
      const client = new RealtimeClient(realtimeUrl(), {
        onEvent: (event) => applyRealtimeEvent(queryClient, event, userId),
        onMissed: () => reloadAfterMissedEvents(queryClient),
      });
      client.start();
      stop = () => client.stop();
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
