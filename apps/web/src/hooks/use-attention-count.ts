import { useQuery } from '@tanstack/react-query';
import { likesQuery, newLikesCount } from '../lib/likes';
import { useCurrentUser } from './use-session';

/** The member's new likes (the Likes badge); 0 for a visitor. */
export function useNewLikesCount(): number {
  const { data: user } = useCurrentUser();
  const { data } = useQuery({ ...likesQuery, enabled: Boolean(user) });
  return user ? newLikesCount(data) : 0;
}

/**
 * What waits for the member (SPEC §4): unread messages plus new likes. Only the likes exist so far;
 * the chat adds its unread count here when it arrives.
 */
export function useAttentionCount(): number {
  return useNewLikesCount();
}
