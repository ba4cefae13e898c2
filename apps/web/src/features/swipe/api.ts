import type { SwipeBody } from '@app/core';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { likesQuery } from '../../lib/likes';

/**
 * GET /api/swipe.php answers the next unseen cards. Each fetch is one more 'page', so the deck
 * grows while the member swipes; a fetch without cards means the deck is done.
 */
export const swipeDeckQuery = infiniteQueryOptions({
  queryKey: ['swipe'],
  queryFn: ({ signal }) => api('swipe.php', 'SwipeResponse', { signal }),
  initialPageParam: 1,
  getNextPageParam: (lastPage, pages) => (lastPage.cards.length > 0 ? pages.length + 1 : undefined),
  staleTime: 0,
  gcTime: 0,
});

/** POST /api/swipe.php: a like counts as a like (and may make a match), a pass is remembered. */
export function useSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SwipeBody) => api('swipe.php', 'SwipeResult', { method: 'POST', body, repeatable: true }),
    onSuccess: (_result, body) => {
      if (body.action === 'like') void queryClient.invalidateQueries({ queryKey: likesQuery.queryKey });
    },
  });
}
