import { SWIPE_LIKES_PER_DAY, type SwipeBody, type SwipeResponse, type SwipeResult } from '@app/core';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { addLike, assertLikeable, notifyLike } from '../likes/service';
import type { NotificationPort } from '../members/notification-port';
import { lockMember } from '../members/member-lock';
import { loadProfileCards } from '../members/profile-cards';
import type { Member } from '../session/service';
import { findAccount } from '../users/accounts';
import { countSwipeLikesSince, findCardIds, insertPass } from './repo';

const CARDS_PER_DEAL = 10;

/** The daily allowance renews at midnight UTC, the same moment for every member. */
function startOfUtcDay(moment: Date): Date {
  return new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()));
}

const limitReached = () =>
  new AppError('swipe_limit_reached', 403, `You have used your ${SWIPE_LIKES_PER_DAY} swipe likes for today.`, undefined, {
    limit: SWIPE_LIKES_PER_DAY,
  });

export class SwipeService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Tells the liked member at once (a 'like' event); without it nobody is told. */
    private readonly bus?: RealtimeBus,
    /** Tells the liked member by push and mail; without it nobody is. */
    private readonly notifier?: NotificationPort,
  ) {}

  /** Likes left today: null for premium members (unlimited, SPEC §6). */
  private async likesLeft(db: Db, member: Member, paidUser: boolean, now: Date): Promise<number | null> {
    if (paidUser) return null;
    const used = await countSwipeLikesSince(db, member.userId, startOfUtcDay(now));
    return Math.max(0, SWIPE_LIKES_PER_DAY - used);
  }

  /** GET /api/swipe.php */
  async deal(member: Member): Promise<SwipeResponse> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    const now = this.now();
    const [ids, likesLeft] = await Promise.all([
      findCardIds(this.db, member.siteId, member.userId, CARDS_PER_DEAL),
      this.likesLeft(this.db, member, account.user.paidUser, now),
    ]);
    return { cards: await loadProfileCards(this.db, member.userId, ids, now), likes_left: likesLeft };
  }

  /**
   * POST /api/swipe.php: a pass hides the card; a like is a like, within the free daily allowance.
   */
  async swipe(member: Member, { profile_id: profileId, action }: SwipeBody): Promise<SwipeResult> {
    await assertLikeable(this.db, member, profileId);
    const now = this.now();
    let liked: { match: boolean } | undefined;
    const result = await this.db.transaction(async (tx) => {
      // The member's row lock makes the check and the spend one step: parallel swipes take turns.
      const locked = await lockMember(tx, member.userId);
      if (!locked) throw notFound('User');
      const left = await this.likesLeft(tx, member, locked.paidUser, now);
      if (action === 'pass') {
        await insertPass(tx, { fromUserId: member.userId, toUserId: profileId, createdAt: now });
        return { match: false, likes_left: left };
      }
      if (left === 0) throw limitReached();
      const { inserted, match } = await addLike(tx, member, profileId, 'swipe', now);
      if (inserted) liked = { match };
      return { match, likes_left: left === null || !inserted ? left : left - 1 };
    });
    // After the commit, so the page that reloads on it finds the like.
    if (liked) {
      this.bus?.publish([profileId], { type: 'like', from_id: member.userId, match: liked.match });
      if (this.notifier) await notifyLike(this.notifier, member.userId, profileId, liked.match);
    }
    return result;
  }
}
