import { z } from 'zod';

/** What happened, for whom: `memberId` is the other member (the sender, the liker, the match, the visitor). */
export const NotificationEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    recipientId: z.number().int(),
    memberId: z.number().int(),
    conversationId: z.number().int(),
    messageId: z.number().int(),
  }),
  z.object({ type: z.literal('like'), recipientId: z.number().int(), memberId: z.number().int() }),
  z.object({ type: z.literal('match'), recipientId: z.number().int(), memberId: z.number().int() }),
  z.object({ type: z.literal('visit'), recipientId: z.number().int(), memberId: z.number().int() }),
]);
export type NotificationEvent = z.infer<typeof NotificationEvent>;

/**
 * How chat, likes, visits and the swipe game tell a member what happened: the notifications module
 * implements it (push and mail) and app.ts hands it in, so those features do not depend on it.
 */
export interface NotificationPort {
  /** After the commit of the message or like; never fails the caller. */
  notify(event: NotificationEvent): Promise<void>;
}
