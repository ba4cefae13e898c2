import type { AdminMemberOrder, Currency } from '@app/core';
import type { Db } from '../../db/client';
import { listOrders } from './repo';

/** A member's orders, the newest first, as the back office's member page lists them. */
export async function ordersOfMember(db: Db, userId: number): Promise<AdminMemberOrder[]> {
  return (await listOrders(db, userId)).map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    credits: row.credits,
    amount: row.amount,
    currency: row.currency as Currency,
    method: row.method,
    country: row.country,
    discountCode: row.discountCode,
  }));
}
