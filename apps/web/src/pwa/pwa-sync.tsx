import { SERVICE_WORKER_PATH } from '@app/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { pushStateQuery } from '../hooks/use-push';
import { chatsQuery } from '../lib/chat-queries';
import { likesQuery } from '../lib/likes';
import { recheckPushSubscription } from '../lib/push-subscribed';
import { userQuery } from '../lib/session';
import { visitsQuery } from '../lib/visits';
import { ConnectionStatus } from './connection-status';
import './pwa.css';
import { activeSubscription, storeSubscription, unsubscribeBrowser } from './push';
import { serviceWorkerAvailable } from './service-worker';

/** SPEC §7: a push tells open tabs that chats, likes or visits changed; reload them, and the user with its credits. */
function reloadAfterPush(queryClient: QueryClient) {
  for (const query of [chatsQuery, likesQuery, visitsQuery, userQuery]) void queryClient.invalidateQueries({ queryKey: query.queryKey });
}

/** Registers the service worker once the page has loaded (it must not compete with the first paint) and listens to it. */
function useServiceWorker(queryClient: QueryClient) {
  useEffect(() => {
    if (!serviceWorkerAvailable()) return;
    const register = () => {
      navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch((error: unknown) => {
        // The site works without it (no offline page, no push); worth a note, not an error page.
        console.warn('The service worker could not be registered', error);
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });

    const onMessage = (event: MessageEvent) => {
      void import('./push-contract').then(({ ServiceWorkerMessage }) => {
        if (ServiceWorkerMessage.safeParse(event.data).success) reloadAfterPush(queryClient);
      });
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('load', register);
      navigator.serviceWorker.removeEventListener('message', onMessage);
    };
  }, [queryClient]);
}

/**
 * A push subscription belongs to whoever is logged in on this browser: a member who logs in has
 * it linked to their account (it may have been made before logging in, or for someone else), and
 * logging out ends it, so the next person at this device never sees the last member's messages.
 */
function usePushFollowsMember(queryClient: QueryClient) {
  const { data: user } = useQuery(userQuery);
  const memberId = user?.id;
  const previous = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (user === undefined || !serviceWorkerAvailable()) return;
    const before = previous.current;
    previous.current = memberId ?? null;
    if (memberId !== undefined && memberId !== before) {
      void activeSubscription()
        .then((subscription) => subscription && storeSubscription(subscription))
        // Not stored this time: the next page load tries again.
        .catch(() => {});
    } else if (memberId === undefined && typeof before === 'number') {
      void unsubscribeBrowser(false).then(async () => {
        await recheckPushSubscription();
        await queryClient.invalidateQueries({ queryKey: pushStateQuery.queryKey });
      });
    }
  }, [user, memberId, queryClient]);
}

/** The installed app's work that runs once per tab, whatever the page: worker, push and the connection toast. */
export function PwaSync() {
  const queryClient = useQueryClient();
  useServiceWorker(queryClient);
  usePushFollowsMember(queryClient);
  return <ConnectionStatus />;
}
