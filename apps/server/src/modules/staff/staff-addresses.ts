import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';

/** Staff members' addresses by id, for pages that say who decided what (a complaint's decision and appeal). */
export async function staffEmails(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: staff.id, email: staff.email }).from(staff).where(inArray(staff.id, ids));
  return new Map(rows.map((row) => [row.id, row.email]));
}
