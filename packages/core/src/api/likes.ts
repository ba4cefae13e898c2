import { z } from 'zod';
import { LIKE_TYPES } from '../constants';
import { Id } from './ids';
import { ProfileCard } from './profiles';

/** SPEC §3 liked-by entry: who liked the member, and whether the member has seen it. */
export const LikedBy = z.object({ id: Id, like_new: z.boolean() });
export type LikedBy = z.infer<typeof LikedBy>;

/**
 * GET /api/likes.php (SPEC §7): every member in a like relation with the viewer, and who liked
 * the viewer. Sent = profiles with liked; received = liked_by; matches = both.
 */
export const LikesResponse = z.object({
  profiles: z.array(ProfileCard),
  liked_by: z.array(LikedBy),
});
export type LikesResponse = z.infer<typeof LikesResponse>;

export const LikeType = z.enum(LIKE_TYPES);
export type LikeType = z.infer<typeof LikeType>;

/** POST /api/like.php answer: a mutual like is a match. */
export const LikeResponse = z.object({ match: z.boolean(), profile: ProfileCard });
export type LikeResponse = z.infer<typeof LikeResponse>;

/** GET /api/auto-like.php (SPEC §7): a member who just liked the viewer, for the like modal. */
export const AutoLikeResponse = z.object({ profile: ProfileCard.nullable() });
export type AutoLikeResponse = z.infer<typeof AutoLikeResponse>;

/** SPEC §6, §9: free members get this many swipe-game likes a day; premium is unlimited. */
export const SWIPE_LIKES_PER_DAY = 4;

export const SwipeAction = z.enum(['like', 'pass']);
export type SwipeAction = z.infer<typeof SwipeAction>;

/** GET /api/swipe.php: the next cards and the likes left today (null = unlimited). */
export const SwipeResponse = z.object({
  cards: z.array(ProfileCard),
  likes_left: z.number().int().min(0).nullable(),
});
export type SwipeResponse = z.infer<typeof SwipeResponse>;

export const SwipeBody = z.object({ profile_id: Id, action: SwipeAction });
export type SwipeBody = z.infer<typeof SwipeBody>;

export const SwipeResult = z.object({ match: z.boolean(), likes_left: z.number().int().min(0).nullable() });
export type SwipeResult = z.infer<typeof SwipeResult>;
