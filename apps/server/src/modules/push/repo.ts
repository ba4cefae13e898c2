import type { PushSubscriptionJson } from '@app/core';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/**
 * Stores a browser's subscription for the member. The endpoint is unique: the same browser logged
 * into another account now notifies that account, so the row moves, but only with the keys stored
 * for it, which only that browser holds (an endpoint alone is no secret). False when another
 * member's row stays where it is. A repeated subscribe counts as new (createdAt), which makes
 * "oldest" in trimSubscriptions mean "longest not seen".
 */
export async function upsertSubscription(
  tx: Tx,
  userId: number,
  subscription: PushSubscriptionJson,
  userAgent: string | null,
  now: Date,
): Promise<boolean> {
  const values = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent,
    createdAt: now,
  };
  const stored = await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        ...values,
        // A success before the row moved to this member (or before new keys) says nothing about now.
        lastSuccessAt: sql`case
          when ${pushSubscriptions.userId} = excluded.user_id and ${pushSubscriptions.auth} = excluded.auth
          then ${pushSubscriptions.lastSuccessAt}
        end`,
      },
      setWhere: sql`${pushSubscriptions.userId} = excluded.user_id
        or (${pushSubscriptions.p256dh} = excluded.p256dh and ${pushSubscriptions.auth} = excluded.auth)`,
    })
    .returning({ id: pushSubscriptions.id });
  return stored.length > 0;
}

/** Keeps the member's newest `keep` subscriptions and deletes the rest. */
export async function trimSubscriptions(tx: Tx, userId: number, keep: number): Promise<void> {
  const newest = tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(keep);
  await tx
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Only the member's own row: an endpoint is no secret that lets anyone silence someone else. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
