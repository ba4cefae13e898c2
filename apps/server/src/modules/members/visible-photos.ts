import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photos, users } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/** Active photos only: what other members may see. */
export async function listActivePhotos(db: Db, userId: number): Promise<PhotoRow[]> {
  return db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
    .orderBy(asc(photos.position), asc(photos.id));
}

/** Premium members see others' private photos (SPEC §6) and may keep more of their own. */
export async function isPaidUser(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ paidUser: users.paidUser }).from(users).where(eq(users.id, userId));
  return row?.paidUser ?? false;
}
