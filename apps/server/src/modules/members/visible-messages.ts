import { eq, isNull, or } from 'drizzle-orm';
import { messages } from '../../db/schema';

/**
 * A chat message its receiver may see: never held by a scam signal, or released by a moderator
 * (chat/held-messages.ts).
 */
export const deliveredMessage = or(isNull(messages.hold), eq(messages.hold, 'released'));

/** The messages a member may see: the delivered ones, and all of their own (a held one looks sent to its sender). */
export const messageVisibleTo = (viewerId: number) => or(eq(messages.senderId, viewerId), deliveredMessage);
