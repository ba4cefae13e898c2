import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fictionalProfiles, photos, profiles } from '../../db/schema';

export type FictionalRow = typeof fictionalProfiles.$inferSelect;

/** The fictional profiles of a site (or all), by name, with their photo counts. */
export async function listFictional(db: Db, siteId: number | undefined, name: string | undefined) {
  const where: SQL[] = [eq(profiles.fictional, true)];
  if (siteId !== undefined) where.push(eq(profiles.siteId, siteId));
  // ilike's wildcards typed by staff are escaped: a search for '50%' finds that name only.
  if (name) where.push(ilike(profiles.name, `%${name.replace(/[\\%_]/g, '\\$&')}%`));
  return db
    .select({ profile: profiles, photoCount: count(photos.id) })
    .from(profiles)
    .leftJoin(photos, eq(photos.userId, profiles.userId))
    .where(and(...where))
    .groupBy(profiles.userId)
    .orderBy(asc(profiles.name), asc(profiles.userId))
    .limit(500);
}

export async function findFictional(db: Db, userId: number): Promise<FictionalRow | undefined> {
  const [row] = await db.select().from(fictionalProfiles).where(eq(fictionalProfiles.userId, userId));
  return row;
}

export async function insertFictional(db: Db, row: typeof fictionalProfiles.$inferInsert): Promise<void> {
  await db.insert(fictionalProfiles).values(row);
}

export async function updateFictional(db: Db, userId: number, values: Partial<Omit<FictionalRow, 'userId'>>): Promise<void> {
  await db.update(fictionalProfiles).set(values).where(eq(fictionalProfiles.userId, userId));
}

/** Each fictional profile with an online pattern: its country and hours. */
export async function listOnlinePatterns(db: Db) {
  return db
    .select({ userId: fictionalProfiles.userId, country: profiles.country, onlineHours: fictionalProfiles.onlineHours })
    .from(fictionalProfiles)
    .innerJoin(profiles, eq(profiles.userId, fictionalProfiles.userId))
    .where(sql`jsonb_array_length(${fictionalProfiles.onlineHours}) > 0`);
}

/** Active now, as a member's request makes them: online in every list. */
export async function markActive(db: Db, userIds: number[], at: Date): Promise<void> {
  await db.update(profiles).set({ lastActiveAt: at }).where(inArray(profiles.userId, userIds));
}
