import {
  type EarlierAnswer,
  type FirstContactBody,
  type FirstContactList,
  type FirstContactQuery,
  type FirstContactRefusal,
  type FirstContactSettings,
  OPERATOR_CLAIM_MINUTES,
  type OperatorClaim,
  type OperatorConversation,
  type OperatorMessageBody,
  type OperatorMessageSent,
  type OperatorMessagesPage,
  type OperatorQueue,
  type OperatorQueueQuery,
  type ProfileCard,
  type QueueCount,
  type QueueCountQuery,
} from '@app/core';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../http/app-error';
import { addMs, type Clock, MINUTE_MS } from '../../platform/clock';
import type { ObjectStore } from '../../platform/storage/object-store';
import { photoKey, profilePhoto } from '../../platform/storage/user-files';
import type { ChatService, OutgoingMessage } from '../chat/service';
import { toChatMessage } from '../chat/service';
import type { FictionalProfileService } from '../fictional-profiles/service';
import { firstContactCandidates, firstContactRefusal } from '../members/first-contact';
import { lockMember } from '../members/member-lock';
import { loadProfileCards } from '../members/profile-cards';
import type { ProfileService } from '../profiles/service';
import { findSiteById } from '../site/site-by-id';
import type { SiteRow } from '../site/site-row';
import type { StaffMember } from '../staff/staff-session';
import {
  claim,
  countWaiting,
  countWaitingByLanguage,
  currentClaim,
  earlierAnswers,
  findOperatedConversation,
  findWaitingSince,
  latestMessageFrom,
  listWaiting,
  lockClaim,
  oldestFree,
  recordOperatorMessage,
  release,
} from './repo';

/** Conversations a queue page shows; the total says how many more wait. */
const QUEUE_PAGE = 100;
/** New members a first-contact list shows at most. */
const FIRST_CONTACT_PAGE = 50;
/** The profile's answers elsewhere shown beside the conversation. */
const EARLIER_ANSWERS = 10;
const CLAIM_MS = OPERATOR_CLAIM_MINUTES * MINUTE_MS;

/** The refusal to a second operator, naming who works on the conversation. */
async function taken(db: Db, conversationId: number, now: Date): Promise<AppError> {
  const staffName = (await currentClaim(db, conversationId, now))?.staffName ?? 'Another operator';
  return new AppError('conversation_taken', 409, `${staffName} is working on this conversation.`, undefined, { staff: staffName });
}
const firstContactRefused = (reason: FirstContactRefusal) =>
  new AppError('first_contact_refused', 403, 'The site does not let this profile write first to this member now.', undefined, { reason });
const changed = () => new AppError('conversation_changed', 409, 'The member wrote again: read the new message before answering.');

type Operated = NonNullable<Awaited<ReturnType<typeof findOperatedConversation>>>;

/**
 * The operator console: staff answer the members who write to fictional profiles, as the
 * profile, each conversation taken by one operator at a time. What they see of a member is what
 * the profile may see (the public profile and the conversation), never an address or a payment.
 */
export class OperatorConsole {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    private readonly chat: ChatService,
    private readonly fictional: FictionalProfileService,
    private readonly profiles: ProfileService,
    /** Where the profile's gallery photos are, to send one in the chat. */
    private readonly files: ObjectStore,
  ) {}

  /** GET /api/admin/operator/queue: the longest waiting first, with who works on each. */
  async queue(staff: StaffMember, filter: OperatorQueueQuery): Promise<OperatorQueue> {
    const now = this.now();
    const [rows, total, languages] = await Promise.all([
      listWaiting(this.db, filter, now, QUEUE_PAGE),
      countWaiting(this.db, filter),
      countWaitingByLanguage(this.db, filter),
    ]);
    const cards = await loadProfileCards(this.db, null, rows.flatMap((row) => [row.memberId, row.fictionalId]), now);
    const card = new Map(cards.map((item) => [item.id, item]));
    return {
      items: rows.flatMap((row) => {
        const member = card.get(row.memberId);
        const fictional = card.get(row.fictionalId);
        if (!member || !fictional) return [];
        return [
          {
            conversationId: row.conversationId,
            siteId: row.siteId,
            language: row.language,
            waitingSince: row.waitingSince.toISOString(),
            waitingMessages: row.waitingMessages,
            member: shortCard(member),
            fictional: { id: fictional.id, name: fictional.name, thumbUrl: shortCard(fictional).thumbUrl },
            claim:
              row.claimStaffId === null || row.claimExpiresAt === null
                ? null
                : {
                    staffName: row.claimStaffName ?? '',
                    mine: row.claimStaffId === staff.staffId,
                    expiresAt: row.claimExpiresAt.toISOString(),
                  },
          },
        ];
      }),
      total: total.count,
      languages,
    };
  }

  /** GET /api/admin/operator/queue/count: the top bar's and the home page's figure. */
  count({ siteId }: QueueCountQuery): Promise<QueueCount> {
    return countWaiting(this.db, { siteId });
  }

  /** POST /api/admin/operator/conversations/:id/claim: take it, or keep it while the console is open. */
  async take(staff: StaffMember, conversationId: number): Promise<OperatorClaim> {
    await this.operated(conversationId);
    return this.claimFor(staff, conversationId);
  }

  /** POST /api/admin/operator/next: the longest-waiting conversation nobody else works on. */
  async next(staff: StaffMember, filter: OperatorQueueQuery): Promise<OperatorClaim> {
    // Another operator may take the same one between the look and the claim: then look again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const conversationId = await oldestFree(this.db, filter, staff.staffId, this.now());
      if (conversationId === undefined) break;
      const expiresAt = await claim(this.db, conversationId, staff.staffId, this.now(), addMs(this.now(), CLAIM_MS));
      if (expiresAt) return { conversationId, expiresAt: expiresAt.toISOString() };
    }
    throw new AppError('queue_empty', 404, 'No conversation is waiting for an answer.');
  }

  /** DELETE /api/admin/operator/conversations/:id/claim: the operator lets go without answering. */
  async release(staff: StaffMember, conversationId: number): Promise<void> {
    await release(this.db, conversationId, staff.staffId);
  }

  /** GET /api/admin/operator/conversations/:id: for the operator who holds it (opening it takes it). */
  async conversation(staff: StaffMember, conversationId: number): Promise<OperatorConversation> {
    const operated = await this.operated(conversationId);
    const held = await this.claimFor(staff, conversationId);
    const site = await this.site(operated.siteId);
    const reader = { userId: operated.fictionalId };
    const [member, fictional, page, earlier] = await Promise.all([
      this.profiles.view(reader, site, operated.memberId),
      this.fictional.detail(operated.fictionalId),
      this.chat.messages(reader, site.config, conversationId, undefined),
      earlierAnswers(this.db, operated.fictionalId, conversationId, EARLIER_ANSWERS),
    ]);
    return {
      conversationId,
      siteId: operated.siteId,
      language: operated.language,
      claim: held,
      member,
      fictional,
      messages: page.messages,
      hasMore: page.has_more,
      earlierAnswers: earlier.map(
        (row): EarlierAnswer => ({
          conversationId: row.message.conversationId,
          memberName: row.memberName,
          message: toChatMessage(row.message, site.config),
        }),
      ),
      gifts: this.chat.gifts(site.config).gifts,
    };
  }

  /** GET /api/admin/operator/conversations/:id/messages?before=: older history. */
  async olderMessages(staff: StaffMember, conversationId: number, before: number): Promise<OperatorMessagesPage> {
    const operated = await this.operated(conversationId);
    await this.claimFor(staff, conversationId);
    const site = await this.site(operated.siteId);
    const page = await this.chat.messages({ userId: operated.fictionalId }, site.config, conversationId, before);
    return { messages: page.messages, hasMore: page.has_more };
  }

  /**
   * POST /api/admin/operator/conversations/:id/messages: the answer, as the profile, through the
   * chat (live to the member, push or mail when away). The member's messages are read then, which
   * takes the conversation out of the queue, and the operator lets go of it.
   */
  async answer(staff: StaffMember, conversationId: number, body: OperatorMessageBody): Promise<OperatorMessageSent> {
    const operated = await this.operated(conversationId);
    await this.claimFor(staff, conversationId);
    const latest = await latestMessageFrom(this.db, conversationId, operated.memberId);
    if (latest !== undefined && latest > (body.seen_message_id ?? 0)) throw changed();
    const site = await this.site(operated.siteId);
    const waitedSince = await findWaitingSince(this.db, conversationId, operated.memberId);
    const sent = await this.chat.sendAsProfile(profileOf(operated), site.config, await this.outgoing(operated, body), {
      // Still theirs when it goes: a claim that lapsed meanwhile may be another operator's now.
      check: async (tx) => {
        const holder = await lockClaim(tx, conversationId, this.now());
        if (holder?.staffId !== staff.staffId) throw await taken(tx, conversationId, this.now());
      },
      record: (tx, message) => record(tx, staff, operated, message, { waitedSince, firstContact: false }),
    });
    await this.chat.markRead({ userId: operated.fictionalId }, conversationId);
    await release(this.db, conversationId, staff.staffId);
    return { message: sent.message };
  }

  /** GET /api/admin/operator/first-contact: the new members the profile may write first to now. */
  async firstContactList(query: FirstContactQuery): Promise<FirstContactList> {
    const { settings } = await this.fictionalSite(query.fictionalId);
    const candidates = await firstContactCandidates(this.db, settings, {
      fictionalId: query.fictionalId,
      now: this.now(),
      limit: FIRST_CONTACT_PAGE,
      ...(query.language && { language: query.language }),
    });
    return { candidates, settings };
  }

  /**
   * POST /api/admin/operator/first-contact: the profile writes first. The site's limits are checked
   * again in the message's transaction, under the member's lock, so two operators writing to the
   * same new member at once cannot both pass `per_member`.
   */
  async firstContact(staff: StaffMember, body: FirstContactBody): Promise<OperatorMessageSent> {
    const { fictionalId, memberId } = body;
    const { site, settings } = await this.fictionalSite(fictionalId);
    const pair = { fictionalId, memberId, siteId: site.id };
    const refusal = (tx: Db) => firstContactRefusal(tx, settings, { fictionalId, memberId, now: this.now() });
    const early = await refusal(this.db);
    if (early) throw firstContactRefused(early);
    const sent = await this.chat.sendAsProfile(profileOf(pair), site.config, await this.outgoing(pair, body), {
      check: async (tx) => {
        await lockMember(tx, memberId);
        const reason = await refusal(tx);
        if (reason) throw firstContactRefused(reason);
      },
      record: (tx, message) => record(tx, staff, pair, message, { waitedSince: null, firstContact: true }),
    });
    return { message: sent.message };
  }

  /** An active fictional profile's site and its first-contact limits, or 404. */
  private async fictionalSite(fictionalId: number): Promise<{ site: SiteRow; settings: FirstContactSettings }> {
    const site = await this.site((await this.fictional.detail(fictionalId)).siteId);
    return { site, settings: site.config.first_contact };
  }

  /** The chat message an operator's body stands for; a photo must be one of the profile's own. */
  private async outgoing(
    operated: { fictionalId: number; memberId: number },
    body: OperatorMessageBody | FirstContactBody,
  ): Promise<OutgoingMessage> {
    const common = { profileId: operated.memberId, clientMessageId: body.client_message_id };
    if (body.kind === 'text') return { ...common, kind: 'text', text: body.text };
    if (body.kind === 'gift') return { ...common, kind: 'gift', giftId: body.gift_id };
    const gallery = (await this.fictional.detail(operated.fictionalId)).photos;
    const file = gallery.some((photo) => photo.id === body.photo_id)
      ? await this.files.get(photoKey(profilePhoto(operated.fictionalId, body.photo_id), 'main'))
      : null;
    if (!file) throw invalidField('photo_id', 'invalid');
    return { ...common, kind: 'photo', file: Buffer.concat(await file.body.toArray()) };
  }

  private async claimFor(staff: StaffMember, conversationId: number): Promise<OperatorClaim> {
    const now = this.now();
    const expiresAt = await claim(this.db, conversationId, staff.staffId, now, addMs(now, CLAIM_MS));
    if (expiresAt) return { conversationId, expiresAt: expiresAt.toISOString() };
    throw await taken(this.db, conversationId, now);
  }

  /** A conversation between a member and a fictional profile, or 404. */
  private async operated(conversationId: number): Promise<Operated> {
    const operated = await findOperatedConversation(this.db, conversationId);
    if (!operated) throw notFound('Conversation');
    return operated;
  }

  private async site(siteId: number): Promise<SiteRow> {
    const site = await findSiteById(this.db, siteId);
    if (!site) throw notFound('Site');
    return site;
  }
}

const profileOf = (pair: { fictionalId: number; siteId: number }) => ({ userId: pair.fictionalId, siteId: pair.siteId });

/** The console's record of an operator's message: who wrote it, and how long the member had waited. */
function record(
  tx: Tx,
  staff: StaffMember,
  pair: { siteId: number; fictionalId: number; memberId: number },
  message: { id: number; conversationId: number; createdAt: Date },
  values: { waitedSince: Date | null; firstContact: boolean },
): Promise<void> {
  return recordOperatorMessage(tx, {
    ...values,
    ...pair,
    messageId: message.id,
    conversationId: message.conversationId,
    sentAt: message.createdAt,
    staffId: staff.staffId,
  });
}

/** The queue's line about a member: who, how old, where, and the face. */
function shortCard(card: ProfileCard) {
  return { id: card.id, name: card.name, age: card.age, country: card.country, city: card.city, thumbUrl: card.main_image?.thumb_url ?? null };
}
