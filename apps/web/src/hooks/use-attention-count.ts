import { useQuery } from '@tanstack/react-query';
import { chatsQuery } from '../lib/chat-queries';
import { likesQuery, newLikesCount } from '../lib/likes';
import { useCurrentUser } from './use-session';

/** The member's new likes (the Likes badge); 0 for a visitor. */
export function useNewLikesCount(): number {
  const { data: user } = useCurrentUser();
  const { data } = useQuery({ ...likesQuery, enabled: Boolean(user) });
  return user ? newLikesCount(data) : 0;
}

/** The member's unread messages (the Messages badge, ChatsResponse.total_unread); 0 for a visitor. */
export function useUnreadCount(): number {
  const { data: user } = useCurrentUser();
  const { data } = useQuery({ ...chatsQuery, enabled: Boolean(user) });
  return user ? (data?.total_unread ?? 0) : 0;
}

/** What waits for the member (SPEC §4): unread messages plus new likes, the title prefix and app badge. */
export function useAttentionCount(): number {
  return useUnreadCount() + useNewLikesCount();
}
