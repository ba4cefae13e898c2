import { and, desc, eq, gt, inArray, isNull, ne, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { prepared } from '../../db/prepared';
import { bans, sessions, users } from '../../db/schema';
import { type Access, type BanNotice, banInForce } from './bans';

export async function insertSession(tx: Tx, values: typeof sessions.$inferInsert): Promise<void> {
  await tx.insert(sessions).values(values);
}

/**
 * The session a token hash stands for, with its member's site and the ban that covers it now, if
 * any: one round trip on every member request the session cache does not answer, the ban
 * included; prepared (db/prepared.ts).
 */
const sessionByToken = prepared('session_by_token', (db) => {
  const access = { deviceId: sql.placeholder('deviceId'), ip: sql.placeholder('ip') };
  const ban = coveringBan(db, { userId: sessions.userId, siteId: users.siteId, email: users.email }, access, sql.placeholder('now')).as('ban');
  return db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      bannedAt: sessions.bannedAt,
      siteId: users.siteId,
      banFound: ban.found,
      banUntil: ban.until,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoinLateral(ban, sql`true`)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')));
});

export async function findSession(db: Db, tokenHash: string, { deviceId, ip }: Access, now: Date) {
  // A placeholder's value skips the column's own encoding: the moment goes as the ISO text it would be.
  const [row] = await sessionByToken(db).execute({ tokenHash, deviceId, ip, now: now.toISOString() });
  return row && { ...row, ban: row.banFound ? { until: row.banUntil } : null };
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Of these sessions, the ones that still stand at `now`: not ended, not expired, not stopped by a ban. */
export async function standingSessions(db: Db, sessionIds: readonly number[], now: Date): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.bannedAt), gt(sessions.expiresAt, now)));
  return new Set(rows.map((row) => row.id));
}

/** Deletes every session of a member, except optionally one. */
export async function deleteSessionsOf(tx: Tx, userId: number, except?: number): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
}

/**
 * The ban that applies to a member's account, address, device or IP on the member's site at a
 * moment, if any: a lasting ban before a suspension, the suspension that ends last before others.
 * The member's columns may be an outer query's, for a lateral join.
 */
function coveringBan(
  db: Db,
  member: { userId: SQLWrapper; siteId: SQLWrapper; email: SQLWrapper },
  { deviceId, ip }: { [K in keyof Access]: Access[K] | Placeholder },
  now: Date | Placeholder,
) {
  return db
    .select({ found: sql<number>`1`.as('found'), until: bans.expiresAt })
    .from(bans)
    .where(
      and(
        sql`${bans.siteId} = ${member.siteId}`,
        banInForce(now),
        or(
          and(eq(bans.kind, 'account'), sql`${bans.value} = ${member.userId}::text`),
          and(eq(bans.kind, 'email'), sql`${bans.value} = ${member.email}`),
          and(eq(bans.kind, 'device'), eq(bans.value, deviceId)),
          and(eq(bans.kind, 'ip'), eq(bans.value, ip)),
        ),
      ),
    )
    .orderBy(sql`${bans.expiresAt} desc nulls first`)
    .limit(1);
}

export async function findActiveBan(db: Db, userId: number, access: Access, now: Date): Promise<BanNotice | null> {
  const ban = coveringBan(db, { userId: users.id, siteId: users.siteId, email: users.email }, access, now).as('ban');
  const [row] = await db.select({ until: ban.until }).from(users).innerJoinLateral(ban, sql`true`).where(eq(users.id, userId));
  return row ?? null;
}

export async function markSessionBanned(db: Db, sessionId: number, at: Date): Promise<void> {
  await db.update(sessions).set({ bannedAt: at }).where(and(eq(sessions.id, sessionId), isNull(sessions.bannedAt)));
}

/** What a new ban names, to end the sessions it covers on its site. */
export interface BannedSubjects {
  siteId: number;
  userId?: number;
  deviceId?: string;
  ip?: string;
}

/** Ends, as banned, every open session on the site of the member, the device or the address. */
export async function markSessionsBanned(tx: Tx, { siteId, userId, deviceId, ip }: BannedSubjects, at: Date): Promise<number> {
  const named: SQL[] = [];
  if (userId !== undefined) named.push(eq(sessions.userId, userId));
  if (deviceId !== undefined) named.push(eq(sessions.deviceId, deviceId));
  if (ip !== undefined) named.push(eq(sessions.ip, ip));
  if (named.length === 0) return 0;
  const ended = await tx
    .update(sessions)
    .set({ bannedAt: at })
    .where(
      and(
        isNull(sessions.bannedAt),
        or(...named),
        inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.siteId, siteId))),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** A member's sessions, the newest first: the devices and addresses staff look at. */
export function listSessionsOf(db: Db, userId: number, limit: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      deviceId: sessions.deviceId,
      bannedAt: sessions.bannedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(limit);
}
