import { useQuery } from '@tanstack/react-query';
import { chatsQuery } from '../lib/chat-queries';
import { likesQuery } from '../lib/likes';
import { isPushSubscribed } from '../lib/push-subscribed';
import { refreshInterval } from '../lib/refresh';
import { userQuery } from '../lib/session';

const schedule = (query: { state: { dataUpdateCount: number } }) => refreshInterval(query.state.dataUpdateCount, isPushSubscribed());

/**
 * SPEC §9: a member's user, chats and likes are refreshed 5 s after the page loads, then every
 * 60 s (300 s with push). One observer per query keeps that schedule, once per tab: as part of the
 * shared query options, every component that read them (each card's like button reads the user)
 * kept a timer of its own and reset it at each change of the query, a sixth of a second of a
 * phone's CPU at each refresh of /members (issue #20).
 */
export function useMemberRefresh(): void {
  const { data: user } = useQuery({ ...userQuery, refetchInterval: (query) => (query.state.data ? schedule(query) : false) });
  const member = Boolean(user);
  useQuery({ ...chatsQuery, enabled: member, refetchInterval: schedule });
  useQuery({ ...likesQuery, enabled: member, refetchInterval: schedule });
}
