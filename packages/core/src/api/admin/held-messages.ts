import { z } from 'zod';
import { MessageKind } from '../chat';
import { Id } from '../ids';
import { Reason } from './staff';

/*
 * The back office's queue of chat messages held by a scam signal (issue 18): the receiver sees
 * nothing of them until a moderator releases one; a rejected one stays unseen and its credits go
 * back to the sender.
 */

/** Why a message was held; the thresholds are the site's `scam_signals` settings. */
export const SCAM_SIGNALS = [
  /** A new account sent this text, or one nearly the same, to many members. */
  'same_text',
  /** A new account started many conversations within an hour. */
  'conversation_burst',
  /** One of the sender's first messages has a link in it, */
  'link',
  /** ... a phone number, */
  'phone',
  /** ... an e-mail address, */
  'email',
  /** ... a bank account (IBAN), */
  'iban',
  /** ... or a crypto currency address. */
  'crypto',
] as const;
export const ScamSignal = z.enum(SCAM_SIGNALS);
export type ScamSignal = z.infer<typeof ScamSignal>;

/** Where a held message is: waiting for a moderator, released to its receiver, or rejected. */
export const HOLD_STATES = ['held', 'released', 'rejected'] as const;
export const HoldState = z.enum(HOLD_STATES);
export type HoldState = z.infer<typeof HoldState>;

const MemberRef = z.object({ id: Id, name: z.string() });

/** One of the sender's other recent messages, for the moderator to judge the held one by. */
export const SenderMessage = z.object({
  id: Id,
  receiver: MemberRef,
  kind: MessageKind,
  text: z.string(),
  /** Null for a message that was never held. */
  hold: HoldState.nullable(),
  created_at: z.iso.datetime(),
});
export type SenderMessage = z.infer<typeof SenderMessage>;

export const HeldMessage = z.object({
  id: Id,
  site_id: Id,
  sender: MemberRef.extend({ email: z.string(), signed_up_at: z.iso.datetime() }),
  receiver: MemberRef,
  kind: MessageKind,
  text: z.string(),
  /** The staff-only URL of a photo message's picture. */
  photo_url: z.string().nullable(),
  credits_charged: z.number().int().min(0),
  signals: z.array(ScamSignal),
  created_at: z.iso.datetime(),
  /** The sender's messages around it, the newest first (held ones included). */
  recent: z.array(SenderMessage),
});
export type HeldMessage = z.infer<typeof HeldMessage>;

/** GET /api/admin/moderation/messages (for QueueCountQuery): the oldest first. */
export const HeldMessagesResponse = z.object({ messages: z.array(HeldMessage) });
export type HeldMessagesResponse = z.infer<typeof HeldMessagesResponse>;

/** The staff-only URL of a held photo message's picture. */
export const adminHeldPhotoUrl = (messageId: number) => `/api/admin/moderation/messages/${messageId}/photo.jpg`;

/** POST /api/admin/moderation/messages/:id: release delivers it now; reject returns its credits. */
export const HeldMessageDecisionBody = z.object({ decision: z.enum(['release', 'reject']), reason: Reason });
export type HeldMessageDecisionBody = z.infer<typeof HeldMessageDecisionBody>;
