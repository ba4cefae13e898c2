import type { AutoLikeResponse, LikeResponse, ProfileCard } from '@app/core';
import type { Db } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, HOUR_MS } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { isBlockedEitherWay } from '../members/blocks';
import { lockMember } from '../members/member-lock';
import { findActiveProfile } from '../members/visible-members';
import type { NotificationPort } from '../members/notification-port';
import { loadProfileCards } from '../members/profile-cards';
import { asJsonText, type JsonText } from '../../http/json-text';
import type { Member } from '../session/service';
import { findAccount } from '../users/accounts';
import {
  autoLikedSince,
  deleteLike,
  findLikesJson,
  insertLike,
  type LikeSource,
  likeExists,
  pickAutoLiker,
} from './repo';

/** A fictional member likes a member automatically at most this often (SPEC §7 auto-like). */
const AUTO_LIKE_INTERVAL_MS = HOUR_MS;

/**
 * Who a member may like or swipe: an active member of the same site, not themselves, and no block
 * either way. Shared by likes and the swipe game.
 */
export async function assertLikeable(db: Db, member: Member, profileId: number): Promise<void> {
  if (profileId === member.userId) throw invalidField('profile_id', 'invalid');
  if (!(await findActiveProfile(db, member.siteId, profileId))) throw notFound('Profile');
  if (await isBlockedEitherWay(db, member.userId, profileId)) {
    throw new AppError('blocked', 403, 'You cannot contact this member.');
  }
}

/** Likes, in the caller's transaction if any (idempotent); answers whether it is a match, i.e. liked back. */
export async function addLike(db: Db, member: Member, profileId: number, source: LikeSource, now: Date) {
  const inserted = await insertLike(db, { fromUserId: member.userId, toUserId: profileId, source, createdAt: now });
  return { inserted, match: await likeExists(db, profileId, member.userId) };
}

/**
 * After a new like is stored: the liked member hears of it by push and mail, as a match when they
 * liked first. The one who liked sees the match on screen already.
 */
export function notifyLike(notifier: NotificationPort, fromId: number, toId: number, match: boolean): Promise<void> {
  return notifier.notify({ type: match ? 'match' : 'like', recipientId: toId, memberId: fromId });
}

export class LikeService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Tells the liked member at once (a 'like' event); without it nobody is told. */
    private readonly bus?: RealtimeBus,
    /** Tells the liked member by push and mail; without it nobody is. */
    private readonly notifier?: NotificationPort,
  ) {}

  private async card(member: Member, profileId: number): Promise<ProfileCard> {
    const [card] = await loadProfileCards(this.db, member.userId, [profileId], this.now());
    if (!card) throw notFound('Profile');
    return card;
  }

  /** POST /api/like.php: liking twice keeps the first like. */
  async like(member: Member, profileId: number): Promise<LikeResponse> {
    await assertLikeable(this.db, member, profileId);
    const { inserted, match } = await addLike(this.db, member, profileId, 'profile', this.now());
    if (inserted) {
      this.bus?.publish([profileId], { type: 'like', from_id: member.userId, match });
      if (this.notifier) await notifyLike(this.notifier, member.userId, profileId, match);
    }
    return { match, profile: await this.card(member, profileId) };
  }

  async unlike(member: Member, profileId: number): Promise<void> {
    await deleteLike(this.db, member.userId, profileId);
  }

  /**
   * GET /api/likes.php (SPEC §7): sent = profiles the member liked; received = liked_by; matches =
   * both. The LikesResponse as PostgreSQL writes it.
   */
  async likes(member: Member): Promise<JsonText> {
    const { profiles, likedBy } = await findLikesJson(this.db, member.siteId, member.userId, this.now());
    return asJsonText(`{"profiles":${profiles},"liked_by":${likedBy}}`);
  }

  /**
   * GET /api/auto-like.php (SPEC §7): a fictional member likes the member, at most once an hour;
   * otherwise (or when no fictional member is left) the answer is profile null.
   */
  async autoLike(member: Member): Promise<AutoLikeResponse> {
    const account = await findAccount(this.db, member.userId);
    if (!account) throw notFound('User');
    const now = this.now();
    const likerId = await this.db.transaction(async (tx) => {
      // Under the member's row lock, two calls at once cannot both find the hour free.
      await lockMember(tx, member.userId);
      if (await autoLikedSince(tx, member.userId, addMs(now, -AUTO_LIKE_INTERVAL_MS))) return undefined;
      const id = await pickAutoLiker(tx, member.siteId, {
        userId: member.userId,
        country: account.profile.country,
        sexuality: account.profile.sexuality,
      });
      if (id !== undefined) await insertLike(tx, { fromUserId: id, toUserId: member.userId, source: 'auto', createdAt: now });
      return id;
    });
    return { profile: likerId === undefined ? null : await this.card(member, likerId) };
  }
}
