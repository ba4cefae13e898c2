import type { BlocksResponse } from '@app/core';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { Member } from '../session/service';
import { userIsOnSite } from '../users/accounts';
import { deleteBlock, insertBlock, listBlocked } from './repo';

/**
 * What follows a block or an unblock in the features above this one (the chat lists), handed in
 * by app.ts so blocking does not depend on them; called after the change is stored.
 */
export interface BlockListener {
  blocked(blockerId: number, blockedId: number): Promise<void>;
  unblocked(blockerId: number, blockedId: number): Promise<void>;
}

export class BlockService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly listeners: readonly BlockListener[],
  ) {}

  /** POST /api/block.php: SPEC §6, the blocked member can no longer view the blocker's profile or contact them. */
  async block(member: Member, profileId: number): Promise<void> {
    await this.checkTarget(member, profileId);
    await insertBlock(this.db, member.userId, profileId, this.now());
    for (const listener of this.listeners) await listener.blocked(member.userId, profileId);
  }

  /** DELETE /api/block.php: unblocking someone who is not blocked changes nothing. */
  async unblock(member: Member, profileId: number): Promise<void> {
    await this.checkTarget(member, profileId);
    await deleteBlock(this.db, member.userId, profileId);
    for (const listener of this.listeners) await listener.unblocked(member.userId, profileId);
  }

  async list(member: Member): Promise<BlocksResponse> {
    return { blocked: await listBlocked(this.db, member.userId) };
  }

  private async checkTarget(member: Member, profileId: number): Promise<void> {
    if (profileId === member.userId) throw invalidField('profile_id', 'invalid');
    if (!(await userIsOnSite(this.db, member.siteId, profileId))) throw notFound('Member');
  }
}
