import type { BlocksResponse } from '@app/core';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import { findConversationBetween } from '../chat/repo';
import type { Member } from '../session/service';
import { userIsOnSite } from '../users/accounts';
import { deleteBlock, insertBlock, listBlocked } from './repo';

export class BlockService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly bus: RealtimeBus,
  ) {}

  /**
   * POST /api/block.php: SPEC §6, the blocked member can no longer view the blocker's profile or
   * contact them. SPEC §4: their conversation leaves both members' open lists at once, not on the
   * next refresh; the chat lists leave it out from now on (visible-chats.ts).
   */
  async block(member: Member, profileId: number): Promise<void> {
    await this.checkTarget(member, profileId);
    await insertBlock(this.db, member.userId, profileId, this.now());
    const conversation = await findConversationBetween(this.db, member.userId, profileId);
    if (conversation) this.bus.publish([member.userId, profileId], { type: 'chat_deleted', conversation_id: conversation.id });
  }

  /** DELETE /api/block.php: unblocking someone who is not blocked changes nothing. */
  async unblock(member: Member, profileId: number): Promise<void> {
    await this.checkTarget(member, profileId);
    await deleteBlock(this.db, member.userId, profileId);
  }

  async list(member: Member): Promise<BlocksResponse> {
    return { blocked: await listBlocked(this.db, member.userId) };
  }

  private async checkTarget(member: Member, profileId: number): Promise<void> {
    if (profileId === member.userId) throw invalidField('profile_id', 'invalid');
    if (!(await userIsOnSite(this.db, member.siteId, profileId))) throw notFound('Member');
  }
}
