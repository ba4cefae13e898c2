import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import {
  chatPhotos,
  complaints,
  conversations,
  creditLedger,
  dataExports,
  likes,
  messages,
  orderReceipts,
  paymentOrders,
  photos,
  profiles,
  profileVisits,
  sessions,
} from '../../db/schema';
import { messageVisibleTo } from '../members/visible-messages';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function latestExport(db: Db, userId: number): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function findExport(db: Db, id: number): Promise<DataExportRow | undefined> {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
  return row;
}

export async function insertExport(tx: Tx, userId: number, requestedAt: Date): Promise<number> {
  const [row] = await tx.insert(dataExports).values({ userId, requestedAt }).returning({ id: dataExports.id });
  return row!.id;
}

/** False when the row is gone: the account was deleted while its export was being built. */
export async function markReady(tx: Tx, id: number, values: { readyAt: Date; expiresAt: Date; size: number }): Promise<boolean> {
  const updated = await tx
    .update(dataExports)
    .set({ status: 'ready', ...values })
    .where(eq(dataExports.id, id))
    .returning({ id: dataExports.id });
  return updated.length > 0;
}

export async function markExpired(db: Db, id: number): Promise<void> {
  await db.update(dataExports).set({ status: 'expired' }).where(eq(dataExports.id, id));
}

const otherProfile = alias(profiles, 'other_profile');

/**
 * Everything of the member's the export holds besides the account and profile (users/accounts.ts
 * reads those): each part as rows, the columns named as the ZIP's JSON names them.
 */
export async function personalData(db: Db, userId: number) {
  const [photoRows, likesGiven, likesReceived, visitsMade, chats, chatPhotoRows, orders, ledger, sessionRows, complaintRows] = await Promise.all([
    db
      .select({
        id: photos.id,
        status: photos.status,
        private: photos.private,
        position: photos.position,
        width: photos.width,
        height: photos.height,
        uploaded_at: photos.createdAt,
      })
      .from(photos)
      .where(eq(photos.userId, userId))
      .orderBy(asc(photos.position), asc(photos.id)),
    db
      .select({ member_id: likes.toUserId, member_name: otherProfile.name, source: likes.source, at: likes.createdAt })
      .from(likes)
      .leftJoin(otherProfile, eq(otherProfile.userId, likes.toUserId))
      .where(eq(likes.fromUserId, userId))
      .orderBy(asc(likes.createdAt)),
    db
      .select({ member_id: likes.fromUserId, member_name: otherProfile.name, at: likes.createdAt })
      .from(likes)
      .leftJoin(otherProfile, eq(otherProfile.userId, likes.fromUserId))
      .where(eq(likes.toUserId, userId))
      .orderBy(asc(likes.createdAt)),
    // The profiles the member opened; who opened theirs is the visitors' data, and a premium feature.
    db
      .select({ member_id: profileVisits.visitedId, member_name: otherProfile.name, last_visit_at: profileVisits.visitedAt })
      .from(profileVisits)
      .leftJoin(otherProfile, eq(otherProfile.userId, profileVisits.visitedId))
      .where(eq(profileVisits.visitorId, userId))
      .orderBy(asc(profileVisits.visitedAt)),
    db
      .select({
        id: conversations.id,
        member_id: sql<number | null>`case when ${conversations.memberA} = ${userId} then ${conversations.memberB} else ${conversations.memberA} end`,
        member_name: otherProfile.name,
        started_at: conversations.createdAt,
      })
      .from(conversations)
      .leftJoin(
        otherProfile,
        eq(otherProfile.userId, sql`case when ${conversations.memberA} = ${userId} then ${conversations.memberB} else ${conversations.memberA} end`),
      )
      .where(or(eq(conversations.memberA, userId), eq(conversations.memberB, userId)))
      .orderBy(asc(conversations.id)),
    db.select({ id: chatPhotos.id }).from(chatPhotos).where(eq(chatPhotos.userId, userId)).orderBy(asc(chatPhotos.id)),
    db
      .select({
        id: paymentOrders.id,
        created_at: paymentOrders.createdAt,
        paid_at: paymentOrders.paidAt,
        status: paymentOrders.status,
        bundle: paymentOrders.bundleId,
        credits: paymentOrders.credits,
        amount: paymentOrders.amount,
        amount_before_discount: paymentOrders.amountBeforeDiscount,
        currency: paymentOrders.currency,
        method: paymentOrders.method,
        country: paymentOrders.country,
        discount_code: paymentOrders.discountCode,
        vat_rate_basis_points: orderReceipts.vatRate,
        vat_amount: orderReceipts.vatAmount,
      })
      .from(paymentOrders)
      .leftJoin(orderReceipts, eq(orderReceipts.orderId, paymentOrders.id))
      .where(eq(paymentOrders.userId, userId))
      .orderBy(asc(paymentOrders.id)),
    db
      .select({ at: creditLedger.createdAt, change: creditLedger.delta, balance: creditLedger.balanceAfter, reason: creditLedger.reason })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id)),
    db
      .select({
        logged_in_at: sessions.createdAt,
        expires_at: sessions.expiresAt,
        ip: sessions.ip,
        user_agent: sessions.userAgent,
        device_id: sessions.deviceId,
      })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.id)),
    db
      .select({
        id: complaints.id,
        at: complaints.createdAt,
        about_member_id: complaints.aboutUserId,
        reason: complaints.reason,
        message: complaints.message,
        email: complaints.reporterEmail,
        ip: complaints.reporterIp,
      })
      .from(complaints)
      .where(eq(complaints.reporterUserId, userId))
      .orderBy(asc(complaints.id)),
  ]);
  const messageRows =
    chats.length === 0
      ? []
      : await db
          .select({
            id: messages.id,
            conversation_id: messages.conversationId,
            sender_id: messages.senderId,
            kind: messages.kind,
            text: messages.text,
            photo_id: messages.photoId,
            gift: messages.giftId,
            sent_at: messages.createdAt,
            read_at: messages.readAt,
          })
          .from(messages)
          .where(
            and(
              inArray(
                messages.conversationId,
                chats.map((chat) => chat.id),
              ),
              // A message held from its receiver is not theirs to read until released.
              messageVisibleTo(userId),
            ),
          )
          .orderBy(asc(messages.id));
  return {
    photos: photoRows,
    likesGiven,
    likesReceived,
    visitsMade,
    chats,
    messages: messageRows,
    chatPhotoIds: chatPhotoRows.map((row) => row.id),
    orders,
    ledger,
    sessions: sessionRows,
    complaints: complaintRows,
  };
}
export type PersonalData = Awaited<ReturnType<typeof personalData>>;
