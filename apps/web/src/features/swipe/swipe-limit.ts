import { SWIPE_LIKES_PER_DAY } from '@app/core';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client';

/**
 * The limit a free member has hit (SPEC §6, §9: 4 swipe-game likes a day): from the server's
 * swipe_limit_reached, or because no likes are left today. Undefined while liking is possible.
 */
export function swipeLimit(likesLeft: number | null | undefined, error: unknown): number | undefined {
  if (error instanceof ApiError && error.code === 'swipe_limit_reached') {
    const limit = Number(error.params?.limit);
    return Number.isFinite(limit) && limit > 0 ? limit : SWIPE_LIKES_PER_DAY;
  }
  return likesLeft === 0 ? SWIPE_LIKES_PER_DAY : undefined;
}

/** The translated limit message, or undefined while liking is possible. */
export function swipeLimitMessage(t: TFunction, likesLeft: number | null | undefined, error: unknown): string | undefined {
  const limit = swipeLimit(likesLeft, error);
  return limit === undefined ? undefined : t('errors.swipe_limit_reached', { limit });
}
