import {
  type ChatEntry,
  type ChatMessage,
  type ChatsResponse,
  type ConversationResponse,
  FREE_CONVERSATION_LIMIT,
  type GiftsResponse,
  MESSAGES_PAGE_SIZE,
  type MessagesResponse,
  type ScamSignal,
  type SendMessageResponse,
  type SiteConfig,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { hasErrorCode, isUniqueViolation } from '../../db/driver-errors';
import { AppError, invalidField, notFound } from '../../http/app-error';
import type { RateLimits } from '../../http/rate-limits';
import type { Clock } from '../../platform/clock';
import type { RealtimeBus } from '../../platform/realtime/bus';
import type { ObjectStore, StoredObject } from '../../platform/storage/object-store';
import { chatPhoto, deletePhotoFiles, photoKey, type PhotoVariant, writePhotoFiles } from '../../platform/storage/user-files';
import { asCreditError } from '../credits/ledger';
import { lockMember } from '../members/member-lock';
import type { ProcessedPhoto } from '../../platform/images/process-photo';
import { processUpload } from '../photos/process-upload';
import type { NotificationPort } from '../members/notification-port';
import { loadProfileCards } from '../members/profile-cards';
import type { Member } from '../session/service';
import { GIFT_IDS, giftView, isGift } from './gifts';
import {
  type ConversationRow,
  conversationsWrittenToMember,
  findConversationBetween,
  findMembersConversation,
  findOwnConversation,
  findMessageByClientId,
  findSignupDraft,
  findUserState,
  hasConfirmedFictionalWarning,
  confirmFictionalWarning,
  findVisibleChatPhoto,
  insertChatPhoto,
  insertConversation,
  lastMessages,
  listMessages,
  markRead,
  type MessageRow,
  otherMember,
  setHidden,
  unconfirmedUsers,
} from './repo';
import { scamSignals } from './scam-check';
import { CONVERSATION_START_COUNTS, findSendContext, type NewMessage, type SendContext, sendMessage } from './send-repo';
import { countVisibleConversations, findUnread, listVisibleChats } from './visible-chats';

/** What a member sends; photo messages arrive as an uploaded file. */
export type OutgoingMessage = { profileId: number; clientMessageId: string } & (
  | { kind: 'text'; text: string }
  | { kind: 'gift'; giftId: string }
  | { kind: 'photo'; file: Buffer }
);

/** Who sends: a logged-in member, or a new member whose signup message goes out on confirmation. */
export type Sender = Pick<Member, 'userId' | 'siteId'>;

/** Who reads: a member, or an operator reading for a fictional profile. */
export type Reader = Pick<Member, 'userId'>;

const blockedError = () => new AppError('blocked', 403, 'You cannot contact this member.');
const conversationLimitReached = () =>
  new AppError('conversation_limit_reached', 403, 'This feature is only available for premium members.', undefined, {
    limit: FREE_CONVERSATION_LIMIT,
  });
const fictionalWarningUnconfirmed = () =>
  new AppError('fictional_warning_unconfirmed', 403, 'Confirm the warning about fictional profiles before writing to one.');
const cannotReply = () => new AppError('cannot_reply', 403, 'This member cannot be replied to yet.');

/** How a message is paid for and checked: a member's pays and may be held; a fictional profile's does neither. */
interface SendRules {
  cost: number;
  signals: ScamSignal[];
  /** Starting a conversation counts towards the sender's limits (SPEC §6 free conversations, conversations per hour). */
  limited: boolean;
  author?: OperatorAuthor;
}

/**
 * The operator console's part in a fictional profile's message, inside the message's transaction:
 * its checks first (the operator still holds the conversation; a first message is within the
 * site's limits), its record of who wrote it after, so both hold exactly when the message exists.
 */
export interface OperatorAuthor {
  check(tx: Tx): Promise<void>;
  record(tx: Tx, message: MessageRow): Promise<void>;
}

function assertWithinLimits(config: SiteConfig, input: OutgoingMessage): void {
  if (input.kind === 'text' && input.text.length > config.message_length) throw invalidField('text', 'too_long');
  if (input.kind === 'gift' && !isGift(input.giftId)) throw invalidField('gift_id', 'invalid');
}

/** Credits per kind of message (SPEC §9 costs; minimum_message_costs is money, shown by the web app). */
export function messageCost(config: SiteConfig, kind: OutgoingMessage['kind']): number {
  if (kind === 'photo') return config.photo_credits;
  if (kind === 'gift') return config.gift_credits;
  return config.message_credits;
}

export class ChatService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly bus: RealtimeBus,
    /** Where chat photos are kept, beside the sender's profile photos. */
    private readonly files: ObjectStore,
    /** Tells the receiver by push and mail, when they want that. */
    private readonly notifier: NotificationPort,
    /** Counts new conversations (conversations_per_hour...); the route counts messages. */
    private readonly limits: RateLimits,
  ) {}

  gifts(config: SiteConfig): GiftsResponse {
    return { gifts: GIFT_IDS.map((id) => giftView(id, config.gift_credits)) };
  }

  /** GET /api/chats.php: the member's visible chats, the newest first. */
  async chats(member: Member, config: SiteConfig): Promise<ChatsResponse> {
    const rows = await listVisibleChats(this.db, member.userId);
    const entries = await this.entries(
      member,
      config,
      rows.map((row) => ({ conversation: row.conversation, unread: row.unread })),
    );
    return { chats: entries, total_unread: entries.reduce((sum, entry) => sum + entry.num_unread_messages, 0) };
  }

  /** GET /api/conversation.php: the conversation with a member, started when there is none. */
  async open(member: Member, config: SiteConfig, profileId: number): Promise<ConversationResponse> {
    const context = await this.context(member, profileId, null, config);
    assertContactable(context);
    const conversation =
      context.conversation && !context.senderHidden
        ? context.conversation
        : await this.db.transaction(async (tx) => {
            const taken = await this.takeConversation(tx, member, profileId);
            await setHidden(tx, taken.id, member.userId, null);
            return taken;
          });
    const [entry] = await this.entries(member, config, [
      { conversation, unread: await findUnread(this.db, conversation.id, member.userId) },
    ]);
    if (!entry) throw notFound('Profile');
    return { chat: entry };
  }

  /** DELETE /api/chat.php: hidden for this member until a new message arrives. */
  async hide(member: Member, conversationId: number): Promise<void> {
    const conversation = await findMembersConversation(this.db, conversationId, member.userId);
    if (!conversation) throw notFound('Conversation');
    await setHidden(this.db, conversation.id, member.userId, this.now());
    this.bus.publish([member.userId], { type: 'chat_deleted', conversation_id: conversation.id });
  }

  /**
   * SPEC §4 removing chats by profile: once one blocked the other, their conversation leaves both
   * members' open lists at once, not on the next refresh (the lists leave it out from now on).
   */
  async blocked(blockerId: number, blockedId: number): Promise<void> {
    const conversation = await findConversationBetween(this.db, blockerId, blockedId);
    if (conversation) this.bus.publish([blockerId, blockedId], { type: 'chat_deleted', conversation_id: conversation.id });
  }

  /**
   * The chat with an unblocked member comes back into both lists, but for a free blocker only while
   * they are within their limit (SPEC §6): otherwise it stays out as a deleted chat does, until a
   * new message arrives, so blocking, starting another conversation and unblocking frees no place.
   * The member who was blocked did nothing: for them it is like being written to. Both members'
   * open pages reload their lists at once, as they dropped the chat at once on the block.
   */
  async unblocked(blockerId: number, blockedId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const self = await lockMember(tx, blockerId);
      const conversation = await findConversationBetween(tx, blockerId, blockedId);
      if (!self || self.paidUser || !conversation) return;
      if ((await countVisibleConversations(tx, blockerId, conversation.id)) >= FREE_CONVERSATION_LIMIT) {
        await setHidden(tx, conversation.id, blockerId, this.now());
      }
    });
    this.bus.publish([blockerId], { type: 'unblocked', member_id: blockedId });
    this.bus.publish([blockedId], { type: 'unblocked', member_id: blockerId });
  }

  /** GET /api/messages.php: a page of history, newest last. */
  async messages(member: Reader, config: SiteConfig, conversationId: number, before: number | undefined): Promise<MessagesResponse> {
    const conversation = await findMembersConversation(this.db, conversationId, member.userId);
    if (!conversation) throw notFound('Conversation');
    const rows = await listMessages(this.db, conversation.id, member.userId, before, MESSAGES_PAGE_SIZE + 1);
    const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
    return { messages: page.map((row) => toChatMessage(row, config)), has_more: rows.length > MESSAGES_PAGE_SIZE };
  }

  /**
   * POST /api/fictional-warning.php: the member read the site's warning about fictional profiles.
   * Once per member, not per profile: the warning explains the site's practice, which is the same
   * for every such profile, and each of them stays marked wherever it is shown.
   */
  async confirmFictionalWarning(member: Member): Promise<void> {
    await confirmFictionalWarning(this.db, member.userId, this.now());
  }

  /** POST /api/chat-read.php: SPEC §4, opening a conversation sets its unread to zero. */
  async markRead(member: Reader, conversationId: number): Promise<void> {
    const conversation = await findMembersConversation(this.db, conversationId, member.userId);
    if (!conversation) throw notFound('Conversation');
    const at = this.now();
    await this.db.transaction((tx) => markRead(tx, conversation.id, member.userId, at));
    const other = otherMember(conversation, member.userId);
    this.bus.publish(other === null ? [member.userId] : [member.userId, other], {
      type: 'read',
      conversation_id: conversation.id,
      reader_id: member.userId,
    });
  }

  /**
   * POST /api/messages.php: the message is stored if and only if its credits were taken, in one
   * transaction; a retry with the same client_message_id answers the stored message, unpaid. A
   * message with scam signals is stored and paid for the same, but held: the sender sees it as
   * sent, the receiver nothing of it until a moderator releases it (held-messages.ts).
   */
  async send(member: Sender, config: SiteConfig, input: OutgoingMessage): Promise<SendMessageResponse> {
    assertWithinLimits(config, input);
    const context = await this.context(member, input.profileId, input.clientMessageId, config);
    if (context.earlier) return { message: toChatMessage(context.earlier, config), credits: context.sender.credits };
    const receiver = assertContactable(context);
    // Checked here, not only in the app, so an older app cannot pay for such a message unwarned.
    if (receiver.fictional && context.sender.fictionalWarningConfirmedAt === null) throw fictionalWarningUnconfirmed();
    assertMayWrite(context);

    const photo = input.kind === 'photo' ? await processUpload(input.file) : undefined;
    const signals = await scamSignals(
      this.db,
      config,
      {
        senderId: member.userId,
        receiverId: input.profileId,
        text: input.kind === 'text' ? input.text : '',
        senderSince: context.sender.createdAt,
        firstMessagesSent: context.firstMessagesSent,
      },
      this.now(),
    );
    return this.store(member, config, input, photo, context, { cost: messageCost(config, input.kind), signals, limited: true });
  }

  /**
   * A fictional profile's message, written by an operator: the same path as a member's (stored,
   * delivered live, push and mail to the member), with the same blocks and SPEC rules, but free
   * for the profile, and without the checks that protect members from each other (scam signals,
   * conversation limits): staff write it. `record` runs in the message's transaction, so the
   * console's record of who wrote it exists exactly when the message does.
   */
  async sendAsProfile(profile: Sender, config: SiteConfig, input: OutgoingMessage, author: OperatorAuthor): Promise<SendMessageResponse> {
    assertWithinLimits(config, input);
    const context = await this.context(profile, input.profileId, input.clientMessageId, config);
    if (context.earlier) return { message: toChatMessage(context.earlier, config), credits: context.sender.credits };
    assertContactable(context);
    assertMayWrite(context);
    const photo = input.kind === 'photo' ? await processUpload(input.file) : undefined;
    return this.store(profile, config, input, photo, context, { cost: 0, signals: [], limited: false, author });
  }

  /** What the sender's checks read, in one round trip (send-repo.ts). */
  private async context(member: Sender, profileId: number, clientMessageId: string | null, config: SiteConfig): Promise<SendContext> {
    if (profileId === member.userId) throw invalidField('profile_id', 'invalid');
    const context = await findSendContext(this.db, {
      siteId: member.siteId,
      senderId: member.userId,
      receiverId: profileId,
      clientMessageId,
      firstMessages: config.scam_signals.first_messages,
    });
    if (!context) throw notFound('User');
    return context;
  }

  /**
   * Stores, pays for and delivers a message that passed its sender's checks: one statement
   * (send_message) for the common case; a transaction around it when a photo, an operator's
   * record or a free member's first message to someone (the free conversations' limit, under the
   * member's lock) comes with it.
   */
  private async store(
    member: Sender,
    config: SiteConfig,
    input: OutgoingMessage,
    photo: ProcessedPhoto | undefined,
    context: Pick<SendContext, 'conversation' | 'senderHidden' | 'sender'>,
    rules: SendRules,
  ): Promise<SendMessageResponse> {
    const at = this.now();
    // Writing again in a chat the free member deleted takes a place as starting one does.
    const startsCounted = (context.conversation === null || context.senderHidden) && rules.limited && !context.sender.paidUser;
    let writtenPhotoId: number | undefined;
    const values = (conversationId: number | null, photoId: number | null): NewMessage => ({
      siteId: member.siteId,
      conversationId,
      senderId: member.userId,
      receiverId: input.profileId,
      kind: input.kind,
      text: input.kind === 'text' ? input.text : '',
      photoId,
      giftId: input.kind === 'gift' ? input.giftId : null,
      clientMessageId: input.clientMessageId,
      cost: rules.cost,
      reason: `message:${input.kind}`,
      ledgerKey: `message:${input.clientMessageId}`,
      holdSignals: rules.signals,
      limited: rules.limited,
      at,
    });
    /** The conversation the statement writes in; null: the statement starts it, which counts towards the rate limit. */
    const knownConversation = async () => {
      const id = context.conversation?.id ?? null;
      if (id === null && rules.limited) await this.limits.take('conversation', { memberId: member.userId, address: null });
      return id;
    };
    let result: { message: MessageRow; balance: number };
    try {
      result =
        photo || rules.author || startsCounted
          ? await this.db.transaction(async (tx) => {
              await rules.author?.check(tx);
              const conversationId = startsCounted ? (await this.takeConversation(tx, member, input.profileId)).id : await knownConversation();
              let photoId: number | null = null;
              if (photo) {
                photoId = await insertChatPhoto(tx, { userId: member.userId, width: photo.width, height: photo.height, createdAt: at });
                writtenPhotoId = photoId;
                // Written before the commit, so no message ever points at a photo without files.
                await writePhotoFiles(this.files, chatPhoto(member.userId, photoId), photo);
              }
              const sent = await sendMessage(tx, values(conversationId, photoId));
              await rules.author?.record(tx, sent.message);
              return sent;
            })
          : await sendMessage(this.db, values(await knownConversation(), null));
    } catch (error) {
      if (writtenPhotoId !== undefined) await deletePhotoFiles(this.files, chatPhoto(member.userId, writtenPhotoId));
      // Premium ended since the checks read it: the start counts after all.
      if (hasErrorCode(error, CONVERSATION_START_COUNTS)) {
        return this.store(member, config, input, photo, { ...context, sender: { ...context.sender, paidUser: false } }, rules);
      }
      // The same message sent at the same moment: the other request stored (and paid for) it.
      const stored = isUniqueViolation(error) && (await findMessageByClientId(this.db, member.userId, input.clientMessageId));
      if (stored) return this.repeated(member, config, stored);
      throw asCreditError(error);
    }
    const view = toChatMessage(result.message, config);
    if (result.message.hold === 'held') this.bus.publish([member.userId], { type: 'message', message: view });
    else {
      const delivered = { message: result.message, senderId: member.userId, receiverId: input.profileId, view };
      await this.announce(delivered, [member.userId, input.profileId]);
    }
    return { message: view, credits: result.balance };
  }

  /** A message reaches its receiver: the real-time event to `to`, and push or mail as the receiver wants. */
  async announce(
    { message, senderId, receiverId, view }: { message: MessageRow; senderId: number; receiverId: number; view: ChatMessage },
    to: number[],
  ): Promise<void> {
    this.bus.publish(to, { type: 'message', message: view });
    await this.notifier.notify({
      type: 'message',
      recipientId: receiverId,
      memberId: senderId,
      conversationId: message.conversationId,
      messageId: message.id,
    });
  }

  /** The file of a chat photo, for the two members of its conversation only. */
  async photoFile(viewer: Member | null, photoId: number, variant: PhotoVariant): Promise<StoredObject> {
    if (!viewer) throw notFound('Photo');
    const found = await findVisibleChatPhoto(this.db, photoId, viewer.userId);
    const file = found && (await this.files.get(photoKey(chatPhoto(found.userId, photoId), variant)));
    if (!file) throw notFound('Photo');
    return file;
  }

  private async repeated(member: Sender, config: SiteConfig, message: MessageRow): Promise<SendMessageResponse> {
    const state = await findUserState(this.db, member.userId);
    return { message: toChatMessage(message, config), credits: state?.credits ?? 0 };
  }

  /**
   * The member's conversation with the profile, within the caller's transaction, started when
   * there is none. A free member needs a place for it (SPEC §6) whenever it is not in their list:
   * a new one, or one they deleted or never began, as bringing it back takes a place like starting
   * it. Checked under the member's row lock, so two at once cannot both pass the limit.
   */
  private async takeConversation(tx: Tx, member: Sender, profileId: number): Promise<ConversationRow> {
    const self = await lockMember(tx, member.userId);
    if (!self) throw notFound('User');
    const existing = await findOwnConversation(tx, member.userId, profileId);
    if (existing && !existing.hidden) return existing.conversation;
    if (!existing) await this.limits.take('conversation', { memberId: member.userId, address: null });
    if (!self.paidUser && (await countVisibleConversations(tx, member.userId)) >= FREE_CONVERSATION_LIMIT) {
      throw conversationLimitReached();
    }
    return existing?.conversation ?? insertConversation(tx, { siteId: member.siteId, starterId: member.userId, otherId: profileId, at: this.now() });
  }

  private async entries(
    member: Member,
    config: SiteConfig,
    rows: { conversation: ConversationRow; unread: number }[],
  ): Promise<ChatEntry[]> {
    if (rows.length === 0) return [];
    const otherIds = rows.flatMap((row) => otherMember(row.conversation, member.userId) ?? []);
    const conversationIds = rows.map((row) => row.conversation.id);
    const [cards, last, unconfirmed, writtenTo, warned, draft] = await Promise.all([
      loadProfileCards(this.db, member.userId, otherIds, this.now()),
      lastMessages(this.db, conversationIds, member.userId),
      unconfirmedUsers(this.db, otherIds),
      conversationsWrittenToMember(this.db, conversationIds, member.userId),
      hasConfirmedFictionalWarning(this.db, member.userId),
      findSignupDraft(this.db, member.userId),
    ]);
    const cardById = new Map(cards.map((card) => [card.id, card]));
    return rows.flatMap(({ conversation, unread }) => {
      const otherId = otherMember(conversation, member.userId);
      const card = otherId === null ? null : cardById.get(otherId);
      // A partner without a profile row leaves the chat out; a deleted one (no partner) does not.
      if (card === undefined) return [];
      const lastMessage = last.get(conversation.id);
      return [
        {
          conversation: { id: conversation.id },
          profile: card,
          num_unread_messages: unread,
          last_message: lastMessage ? toChatMessage(lastMessage, config) : null,
          // The same rule as sending: an unconfirmed member who has written cannot be answered yet.
          can_reply: otherId !== null && !(unconfirmed.has(otherId) && writtenTo.has(conversation.id)),
          fictional_warning_pending: card !== null && card.fictional && !warned,
          draft: draft && otherId === draft.profileId ? draft.text : null,
        },
      ];
    });
  }
}

/** An active member of the same site, and no block either way. */
function assertContactable(context: SendContext): { fictional: boolean } {
  if (!context.profile) throw notFound('Profile');
  if (!context.notBlocked) throw blockedError();
  return context.profile;
}

/** SPEC §6: a member with an unconfirmed e-mail cannot be replied to. */
function assertMayWrite(context: SendContext): void {
  if (context.receiverStatus === 'not_confirmed' && context.conversation && context.receiverHasWritten) throw cannotReply();
}

export function chatPhotoUrl(photoId: number, variant: PhotoVariant): string {
  return `/media/chat-photos/${photoId}/${variant}.jpg`;
}

export function toChatMessage(row: MessageRow, config: SiteConfig): ChatMessage {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender_id: row.senderId,
    kind: row.kind,
    text: row.text,
    photo: row.photoId === null ? null : { url: chatPhotoUrl(row.photoId, 'main'), thumb_url: chatPhotoUrl(row.photoId, 'thumb') },
    gift: row.giftId === null ? null : giftView(row.giftId, config.gift_credits),
    client_message_id: row.clientMessageId,
    created_at: row.createdAt.toISOString(),
    read: row.readAt !== null,
  };
}
