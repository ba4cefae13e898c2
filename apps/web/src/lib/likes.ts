import type { LikeType, LikesResponse, ProfileCard } from '@app/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * GET /api/likes.php (SPEC §7): who the member likes and who likes the member. Shared by the
 * navigation badge, the title prefix and the likes page; refreshed on the SPEC §9 schedule (useMemberRefresh).
 */
export const likesQuery = queryOptions({
  queryKey: ['likes'],
  queryFn: ({ signal }) => api('likes.php', 'LikesResponse', { signal }),
  staleTime: 10_000,
});

/** A member in the likes lists, with whether the like to the viewer is still unseen. */
export interface LikeEntry {
  profile: ProfileCard;
  /** This member likes the viewer. */
  likesYou: boolean;
  /** That like is new (SPEC §3 like_new). */
  isNew: boolean;
}

/**
 * The three tabs of /likes (SPEC §2, §4): received = liked_by in the API's order with the new ones
 * first (the sort is stable, so the order within new and within seen stays); sent = the members
 * the viewer liked; matches = both ways.
 */
export function likesOfType(data: LikesResponse, type: LikeType): LikeEntry[] {
  const byId = new Map(data.profiles.map((profile) => [profile.id, profile]));
  const likedBy = new Map(data.liked_by.map((entry) => [entry.id, entry.like_new]));
  const entry = (profile: ProfileCard): LikeEntry => ({
    profile,
    likesYou: likedBy.has(profile.id),
    isNew: likedBy.get(profile.id) === true,
  });
  if (type === 'received') {
    const received = data.liked_by.flatMap(({ id }) => {
      const profile = byId.get(id);
      return profile ? [entry(profile)] : [];
    });
    return received.sort((a, b) => Number(b.isNew) - Number(a.isNew));
  }
  if (type === 'sent') return data.profiles.filter((profile) => profile.liked).map(entry);
  return data.profiles.filter((profile) => profile.liked && likedBy.has(profile.id)).map(entry);
}

/** How many likes the member has not seen yet: the Likes badge and part of the title prefix. */
export function newLikesCount(data: LikesResponse | undefined): number {
  return data?.liked_by.filter((entry) => entry.like_new).length ?? 0;
}
