import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { BLOCKS_KEY, reloadAfterBlockChange } from '../../lib/block-change';
import { removeChatsWithProfile } from '../../lib/chat-queries';
import { storedNetwork } from '../../lib/traffic-source';
import type { SearchState } from './search-state';

/** GET /api/search.php; the previous page stays on screen while the next one loads. */
export const searchQuery = (state: SearchState) =>
  queryOptions({
    queryKey: ['search', state],
    // A visitor's traffic source may open the search (SPEC §4 logged_out_search_trafficsource).
    queryFn: ({ signal }) =>
      api('search.php', 'SearchResponse', { query: { ...state, network: storedNetwork() }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/match-finder.php: suggestions for the member. */
export const matchFinderQuery = queryOptions({
  queryKey: ['match-finder'],
  queryFn: ({ signal }) => api('match-finder.php', 'MatchFinderResponse', { signal }),
  staleTime: 5 * 60_000,
});

export const blocksQuery = queryOptions({
  queryKey: BLOCKS_KEY,
  queryFn: ({ signal }) => api('blocks.php', 'BlocksResponse', { signal }),
});

/** POST /api/block.php blocks a member, DELETE unblocks; the member's cards, likes and chats follow. */
export function useBlock(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) =>
      api('block.php', 'OkResponse', { method: block ? 'POST' : 'DELETE', body: { profile_id: id }, repeatable: true }),
    onSuccess: (_, block) => {
      // The server hides the chats with a blocked member and brings them back on unblock.
      if (block) removeChatsWithProfile(queryClient, id);
      return reloadAfterBlockChange(queryClient, id);
    },
  });
}
