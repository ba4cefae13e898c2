import type { ProfileCard } from '@app/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { withLiked } from '../lib/liked-cards';
import { likesQuery } from '../lib/likes';
import { useShowLikeModal } from './use-like-modal';

/** Cached queries that hold member cards with a `liked` flag. */
const CARD_QUERIES = new Set<unknown>(['search', 'match-finder', 'signup-matches', 'member', 'swipe', 'likes']);

function setLikedEverywhere(queryClient: QueryClient, id: number, liked: boolean) {
  queryClient.setQueriesData({ predicate: (query) => CARD_QUERIES.has(query.queryKey[0]) }, (data: unknown) =>
    data === undefined ? data : withLiked(data, id, liked),
  );
}

interface LikeVariables {
  profile: ProfileCard;
  like: boolean;
}

/**
 * POST /api/like.php likes a member, DELETE takes the like back. Every card of that member shows the
 * change at once; a like that makes a match opens the match modal (SPEC §4).
 */
export function useLike() {
  const queryClient = useQueryClient();
  const showLikeModal = useShowLikeModal();
  return useMutation({
    mutationFn: async ({ profile, like }: LikeVariables) => {
      const body = { profile_id: profile.id };
      if (like) return api('like.php', 'LikeResponse', { method: 'POST', body, repeatable: true });
      await api('like.php', 'OkResponse', { method: 'DELETE', body });
      return undefined;
    },
    onMutate: ({ profile, like }) => setLikedEverywhere(queryClient, profile.id, like),
    onError: (_error, { profile, like }) => setLikedEverywhere(queryClient, profile.id, !like),
    onSuccess: (answer) => {
      if (answer?.match) showLikeModal(answer.profile, 'match');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: likesQuery.queryKey }),
  });
}
