import { z } from 'zod';
import { ChatMessage, Gift } from '../chat';
import { Id, IdParam } from '../ids';
import { Locale } from '../locale';
import { MemberProfile } from '../profiles';
import { FictionalProfileDetail } from './fictional';
import { FirstContactCandidate } from './first-contact';
import { FirstContactSettings } from '../settings';

/*
 * The operator console (issue 19): staff with the operator role answer the conversations of
 * fictional profiles, as the profile, through the members' chat path. They see what the profile
 * may see of a member (the public profile, the conversation), never an e-mail address, a payment
 * or an IP address.
 */

/**
 * How long a taken conversation stays an operator's own without a sign of them: the console
 * renews it every minute while it is open, so it lapses soon after the operator leaves.
 */
export const OPERATOR_CLAIM_MINUTES = 5;
/** How often the open console renews its claim. */
export const OPERATOR_CLAIM_RENEW_SECONDS = 20;

export const OperatorQueueQuery = z.object({
  siteId: IdParam.optional(),
  language: Locale.optional(),
});
export type OperatorQueueQuery = z.infer<typeof OperatorQueueQuery>;

const ShortProfile = z.object({
  id: Id,
  name: z.string(),
  age: z.number().int(),
  country: z.string(),
  city: z.string(),
  thumbUrl: z.string().nullable(),
});

/** Another operator (or this one) working on the conversation, until `expiresAt`. */
export const OperatorClaimView = z.object({
  staffName: z.string(),
  mine: z.boolean(),
  expiresAt: z.iso.datetime(),
});
export type OperatorClaimView = z.infer<typeof OperatorClaimView>;

/** A conversation whose member waits for the fictional profile's answer. */
export const OperatorQueueItem = z.object({
  conversationId: Id,
  siteId: Id,
  /** The member's language: the answer is written in it. */
  language: Locale,
  /** The member's oldest unanswered message. */
  waitingSince: z.iso.datetime(),
  /** How many of the member's messages wait. */
  waitingMessages: z.number().int().min(1),
  member: ShortProfile,
  fictional: ShortProfile.pick({ id: true, name: true, thumbUrl: true }),
  claim: OperatorClaimView.nullable(),
});
export type OperatorQueueItem = z.infer<typeof OperatorQueueItem>;

export const OperatorQueue = z.object({
  items: z.array(OperatorQueueItem),
  /** All waiting conversations the filter matches, beyond the page shown. */
  total: z.number().int().min(0),
  /** Waiting conversations per member language (site filter applied), for the language filter. */
  languages: z.array(z.object({ language: Locale, count: z.number().int().min(1) })),
});
export type OperatorQueue = z.infer<typeof OperatorQueue>;

export const OperatorConversationParams = z.object({ id: IdParam });
export type OperatorConversationParams = z.infer<typeof OperatorConversationParams>;

export const OperatorClaim = z.object({ conversationId: Id, expiresAt: z.iso.datetime() });
export type OperatorClaim = z.infer<typeof OperatorClaim>;

/** The fictional profile's own earlier answer in another conversation, for keeping its story straight. */
export const EarlierAnswer = z.object({
  conversationId: Id,
  memberName: z.string().nullable(),
  message: ChatMessage,
});
export type EarlierAnswer = z.infer<typeof EarlierAnswer>;

/** GET /api/admin/operator/conversations/:id: everything the operator answers from. */
export const OperatorConversation = z.object({
  conversationId: Id,
  siteId: Id,
  language: Locale,
  claim: OperatorClaim,
  /** The member as the fictional profile may see them. */
  member: MemberProfile,
  /** The profile answered as: its fields, notes (`visible_profile_notes`) and gallery. */
  fictional: FictionalProfileDetail,
  /** The latest messages, oldest first; `hasMore` pages back with `before`. */
  messages: z.array(ChatMessage),
  hasMore: z.boolean(),
  earlierAnswers: z.array(EarlierAnswer),
  gifts: z.array(Gift),
});
export type OperatorConversation = z.infer<typeof OperatorConversation>;

export const OperatorMessagesQuery = z.object({ before: IdParam });
export type OperatorMessagesQuery = z.infer<typeof OperatorMessagesQuery>;

export const OperatorMessagesPage = z.object({ messages: z.array(ChatMessage), hasMore: z.boolean() });
export type OperatorMessagesPage = z.infer<typeof OperatorMessagesPage>;

/** What an operator sends as the profile: a text, a gift, or one of the profile's own gallery photos. */
const messageAs = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.discriminatedUnion('kind', [
    z.object({ ...extra, client_message_id: z.uuid(), kind: z.literal('text'), text: z.string().trim().min(1, 'required') }),
    z.object({ ...extra, client_message_id: z.uuid(), kind: z.literal('gift'), gift_id: z.string().min(1).max(50) }),
    z.object({ ...extra, client_message_id: z.uuid(), kind: z.literal('photo'), photo_id: Id }),
  ]);

/**
 * POST /api/admin/operator/conversations/:id/messages: the answer. `seen_message_id` is the newest
 * message the operator had on screen: a member's message after it refuses the answer
 * (conversation_changed), so nothing they wrote goes unread.
 */
export const OperatorMessageBody = messageAs({ seen_message_id: Id.nullable() });
export type OperatorMessageBody = z.infer<typeof OperatorMessageBody>;

export const OperatorMessageSent = z.object({ message: ChatMessage });
export type OperatorMessageSent = z.infer<typeof OperatorMessageSent>;

/** POST /api/admin/operator/next: take the oldest free conversation the filter matches. */
export const OperatorNextBody = OperatorQueueQuery;
export type OperatorNextBody = z.infer<typeof OperatorNextBody>;

/** GET /api/admin/operator/first-contact: new members the profile may write the first message to. */
export const FirstContactQuery = z.object({ fictionalId: IdParam, language: Locale.optional() });
export type FirstContactQuery = z.infer<typeof FirstContactQuery>;

export const FirstContactList = z.object({
  candidates: z.array(FirstContactCandidate),
  /** The profile's site's limits, for the operator to read what the list keeps to. */
  settings: FirstContactSettings,
});
export type FirstContactList = z.infer<typeof FirstContactList>;

/** POST /api/admin/operator/first-contact: the profile's first message to a member, within the site's limits. */
export const FirstContactBody = messageAs({ fictionalId: Id, memberId: Id });
export type FirstContactBody = z.infer<typeof FirstContactBody>;
