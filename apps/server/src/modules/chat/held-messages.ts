import {
  adminHeldPhotoUrl,
  type HeldMessage,
  type HeldMessageDecisionBody,
  type QueueCountQuery,
  type HeldMessagesResponse,
  type QueueCount,
} from '@app/core';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { ObjectStore, StoredObject } from '../../platform/storage/object-store';
import { chatPhoto, photoKey } from '../../platform/storage/user-files';
import { changeCredits } from '../credits/ledger';
import { findSiteById } from '../site/site-by-id';
import { recordAudit } from '../staff/audit-log';
import type { StaffMember } from '../staff/staff-session';
import {
  countHeldMessages,
  decideHold,
  findMessagePhoto,
  latestMessagesOf,
  listHeldMessages,
  lockHeldMessage,
  recordDelivery,
} from './repo';
import { type ChatService, toChatMessage } from './service';

/** A moderator works through a page at a time; the count on the home page says how many wait. */
const QUEUE_PAGE = 50;
/** Enough of a sender's other messages to see a pattern. */
const RECENT_PER_SENDER = 10;

/** The moderators' queue of chat messages held by scam signals (docs/back-office.md). */
export class HeldMessages {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly chat: ChatService,
    private readonly bus: RealtimeBus,
    private readonly files: ObjectStore,
  ) {}

  /** GET /api/admin/moderation/messages: the oldest first, each with its sender's latest messages. */
  async list(query: QueueCountQuery): Promise<HeldMessagesResponse> {
    const rows = await listHeldMessages(this.db, query.siteId, QUEUE_PAGE);
    const recent = await latestMessagesOf(this.db, [...new Set(rows.map((row) => row.senderId))], RECENT_PER_SENDER);
    return {
      messages: rows.map(
        (row): HeldMessage => ({
          id: row.message.id,
          site_id: row.siteId,
          sender: {
            id: row.senderId,
            name: row.senderName ?? '',
            email: row.senderEmail,
            signed_up_at: row.senderSignedUpAt.toISOString(),
          },
          receiver: { id: row.receiverId, name: row.receiverName ?? '' },
          kind: row.message.kind,
          text: row.message.text,
          photo_url: row.message.photoId === null ? null : adminHeldPhotoUrl(row.message.id),
          credits_charged: row.message.creditsCharged,
          signals: row.message.holdSignals ?? [],
          created_at: row.message.createdAt.toISOString(),
          recent: recent
            .filter((other) => other.senderId === row.senderId && other.id !== row.message.id)
            .map((other) => ({
              id: other.id,
              receiver: { id: other.receiverId, name: other.receiverName ?? '' },
              kind: other.kind,
              text: other.text,
              hold: other.hold,
              created_at: other.createdAt.toISOString(),
            })),
        }),
      ),
    };
  }

  /** GET /api/admin/moderation/messages/count. */
  async count(query: QueueCountQuery): Promise<QueueCount> {
    return countHeldMessages(this.db, query.siteId);
  }

  /**
   * POST /api/admin/moderation/messages/:id. Release: delivered now, as if just sent (unread, the chat
   * list, the real-time event, push and mail). Reject: never delivered, and its credits go back to
   * the sender through the ledger, once (the message's id is the key).
   */
  async decide(staff: StaffMember, messageId: number, { decision, reason }: HeldMessageDecisionBody): Promise<void> {
    const at = this.now();
    const decided = await this.db.transaction(async (tx) => {
      const held = await lockHeldMessage(tx, messageId);
      if (!held) throw notFound('Held message');
      const { message, senderId, receiverId, siteId } = held;
      if (decision === 'release') {
        await recordDelivery(tx, message.conversationId, senderId, receiverId, at);
        await decideHold(tx, message.id, 'released', at);
      } else {
        await changeCredits(tx, senderId, message.creditsCharged, `message_returned:${message.kind}`, `message-returned:${message.id}`);
        await decideHold(tx, message.id, 'rejected', at);
      }
      await recordAudit(tx, staff, {
        action: decision === 'release' ? 'message.release' : 'message.reject',
        subjectType: 'member',
        subjectId: senderId,
        siteId,
        before: { messageId: message.id, hold: 'held', signals: message.holdSignals },
        after: {
          messageId: message.id,
          hold: decision === 'release' ? 'released' : 'rejected',
          ...(decision === 'reject' ? { creditsReturned: message.creditsCharged } : {}),
        },
        reason,
      });
      return held;
    });
    if (decision === 'reject') {
      // The sender's balance changed.
      this.bus.publish([decided.senderId], { type: 'user' });
      return;
    }
    const site = await findSiteById(this.db, decided.siteId);
    if (!site) return;
    const view = toChatMessage(decided.message, site.config);
    await this.chat.announce({ ...decided, view }, [decided.receiverId]);
  }

  /** GET /api/admin/moderation/messages/:id/photo.jpg: the picture of a held photo message. */
  async photo(messageId: number): Promise<StoredObject> {
    const found = await findMessagePhoto(this.db, messageId);
    const file = found && (await this.files.get(photoKey(chatPhoto(found.senderId, found.photoId), 'main')));
    if (!file) throw notFound('Photo');
    return file;
  }
}
