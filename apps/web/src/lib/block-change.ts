import type { QueryClient } from '@tanstack/react-query';
import { chatsQuery } from './chat-queries';
import { likesQuery } from './likes';
import { memberQuery } from './member-profile';
import { visitsQuery } from './visits';

/** GET /api/blocks.php's key: the members the member blocked. */
export const BLOCKS_KEY = ['blocks'];

/**
 * A block between the member and another was made or lifted, in this tab or elsewhere (the
 * realtime event): the lists that leave blocked members out reload, and the other's profile.
 */
export async function reloadAfterBlockChange(queryClient: QueryClient, memberId: number): Promise<void> {
  const keys = [chatsQuery.queryKey, memberQuery(memberId).queryKey, likesQuery.queryKey, visitsQuery.queryKey, BLOCKS_KEY, ['search'], ['match-finder']];
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
