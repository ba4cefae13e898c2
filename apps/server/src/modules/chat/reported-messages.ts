import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatPhotos, conversations, messages } from '../../db/schema';
import { deliveredMessage } from '../members/visible-messages';

export interface ReportedMessage {
  id: number;
  /** Null once the sender deleted their account. */
  senderId: number | null;
  kind: 'text' | 'photo' | 'gift';
  text: string;
  /** A photo message's photo and whose folder its files are in. */
  photo: { id: number; userId: number } | null;
  createdAt: Date;
}

const columns = {
  id: messages.id,
  senderId: messages.senderId,
  kind: messages.kind,
  text: messages.text,
  photo: { id: chatPhotos.id, userId: chatPhotos.userId },
  createdAt: messages.createdAt,
};

/**
 * A chat message a complaint may name: one `senderId` sent to `receiverId`. Only the two members
 * of a conversation can report its messages, and only the other one's delivered ones.
 */
export async function findMessageBetween(
  db: Db,
  messageId: number,
  { senderId, receiverId }: { senderId: number; receiverId: number },
): Promise<ReportedMessage | undefined> {
  const [row] = await db
    .select(columns)
    .from(messages)
    .leftJoin(chatPhotos, eq(chatPhotos.id, messages.photoId))
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.senderId, senderId),
        or(eq(conversations.memberA, receiverId), eq(conversations.memberB, receiverId)),
        // A message held from the receiver is not theirs to have seen.
        deliveredMessage,
      ),
    );
  return row;
}

/** A reported message as staff see it. */
export async function findReportedMessage(db: Db, messageId: number): Promise<ReportedMessage | undefined> {
  const [row] = await db
    .select(columns)
    .from(messages)
    .leftJoin(chatPhotos, eq(chatPhotos.id, messages.photoId))
    .where(eq(messages.id, messageId));
  return row;
}

/**
 * Takes a message's content away after a complaint decision: the text is blanked and the photo's
 * row deleted (the message keeps its place, with no photo). Answers the removed photo, whose files
 * the caller deletes once the transaction is committed.
 */
export async function removeMessageContent(tx: Tx, messageId: number): Promise<{ userId: number; photoId: number } | null> {
  const [message] = await tx.update(messages).set({ text: '' }).where(eq(messages.id, messageId)).returning({ photoId: messages.photoId });
  if (!message?.photoId) return null;
  const [photo] = await tx.delete(chatPhotos).where(eq(chatPhotos.id, message.photoId)).returning({ userId: chatPhotos.userId });
  return photo ? { userId: photo.userId, photoId: message.photoId } : null;
}
