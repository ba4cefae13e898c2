import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { chatPhotos, conversations, messages } from '../../db/schema';

export interface ReportedMessage {
  id: number;
  senderId: number;
  kind: 'text' | 'photo' | 'gift';
  text: string;
  photoId: number | null;
  createdAt: Date;
}

const columns = {
  id: messages.id,
  senderId: messages.senderId,
  kind: messages.kind,
  text: messages.text,
  photoId: messages.photoId,
  createdAt: messages.createdAt,
};

/**
 * A chat message a complaint may name: one `senderId` sent to `receiverId`. Only the two members
 * of a conversation can report its messages, and only the other one's.
 */
export async function findMessageBetween(
  db: Db,
  messageId: number,
  { senderId, receiverId }: { senderId: number; receiverId: number },
): Promise<ReportedMessage | undefined> {
  const [row] = await db
    .select(columns)
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, messageId),
        eq(messages.senderId, senderId),
        or(eq(conversations.memberA, receiverId), eq(conversations.memberB, receiverId)),
      ),
    );
  return row;
}

/** A reported message as staff see it. */
export async function findReportedMessage(db: Db, messageId: number): Promise<ReportedMessage | undefined> {
  const [row] = await db
    .select(columns)
    .from(messages)
    .where(eq(messages.id, messageId));
  return row;
}

/**
 * Takes a message's content away after a complaint decision: the text is blanked and the photo's
 * row deleted (the message keeps its place, with no photo). Answers the removed photo, whose files
 * the caller deletes once the transaction is committed.
 */
export async function removeMessageContent(tx: Tx, messageId: number): Promise<{ userId: number; photoId: number } | null> {
  const [message] = await tx
    .update(messages)
    .set({ text: '' })
    .where(eq(messages.id, messageId))
    .returning({ photoId: messages.photoId, senderId: messages.senderId });
  if (!message?.photoId) return null;
  await tx.delete(chatPhotos).where(eq(chatPhotos.id, message.photoId));
  return { userId: message.senderId, photoId: message.photoId };
}
