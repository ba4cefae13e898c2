import { and, asc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staff, staffPasskeys, staffRecoveryCodes, staffSessions } from '../../db/schema';

export type StaffRow = typeof staff.$inferSelect;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email));
  return row;
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row;
}

/** Answers null when the address is taken (the unique index decides, races included). */
export async function insertStaff(db: Db, values: typeof staff.$inferInsert): Promise<StaffRow | null> {
  const [row] = await db.insert(staff).values(values).onConflictDoNothing({ target: staff.email }).returning();
  return row ?? null;
}

export async function updateStaff(db: Db, id: number, values: Partial<typeof staff.$inferInsert>): Promise<StaffRow> {
  const [row] = await db.update(staff).set(values).where(eq(staff.id, id)).returning();
  return row!;
}

export async function listStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.email));
}

export async function insertStaffSession(tx: Tx, values: typeof staffSessions.$inferInsert): Promise<void> {
  await tx.insert(staffSessions).values(values);
}

export async function findPendingSecret(db: Db, sessionId: number): Promise<string | null> {
  const [row] = await db
    .select({ secret: staffSessions.pendingTotpSecret })
    .from(staffSessions)
    .where(eq(staffSessions.id, sessionId));
  return row?.secret ?? null;
}

export async function updateStaffSession(db: Db, sessionId: number, values: Partial<typeof staffSessions.$inferInsert>) {
  await db.update(staffSessions).set(values).where(eq(staffSessions.id, sessionId));
}

export async function deleteStaffSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
}

export async function deleteStaffSessions(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

export async function replaceRecoveryCodes(tx: Tx, staffId: number, codeHashes: string[]): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (codeHashes.length) await tx.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffId, codeHash })));
}

export async function unusedRecoveryCodes(db: Db, staffId: number) {
  return db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
}

/** Spends a code once: of two logins racing with it, one wins. */
export async function spendRecoveryCode(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(staffRecoveryCodes.id, id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

/** Accepts a TOTP time step only if it is later than the last one accepted (a code logs in once). */
export async function advanceTotpStep(db: Db, staffId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ lastTotpStep: step })
    .where(and(eq(staff.id, staffId), or(isNull(staff.lastTotpStep), lt(staff.lastTotpStep, step))))
    .returning({ id: staff.id });
  return rows.length === 1;
}

export async function setSessionChallenge(db: Db, sessionId: number, challenge: string | null): Promise<void> {
  await db.update(staffSessions).set({ webauthnChallenge: challenge }).where(eq(staffSessions.id, sessionId));
}

/** Takes the session's challenge away as it is read: a ceremony is answered once, even by two racing requests. */
export async function takeSessionChallenge(db: Db, sessionId: number): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ challenge: staffSessions.webauthnChallenge })
      .from(staffSessions)
      .where(eq(staffSessions.id, sessionId))
      .for('update');
    await tx.update(staffSessions).set({ webauthnChallenge: null }).where(eq(staffSessions.id, sessionId));
    return row?.challenge ?? null;
  });
}

export async function passkeysOf(db: Db, staffId: number, rpId?: string) {
  return db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), rpId === undefined ? undefined : eq(staffPasskeys.rpId, rpId)))
    .orderBy(asc(staffPasskeys.id));
}

export async function insertPasskey(db: Db, values: typeof staffPasskeys.$inferInsert) {
  const [row] = await db.insert(staffPasskeys).values(values).returning();
  return row!;
}

export async function deletePasskey(db: Db, staffId: number, id: number) {
  const [row] = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.staffId, staffId), eq(staffPasskeys.id, id)))
    .returning();
  return row;
}

export async function recordPasskeyUse(db: Db, id: number, counter: number, at: Date): Promise<void> {
  await db.update(staffPasskeys).set({ counter, lastUsedAt: at }).where(eq(staffPasskeys.id, id));
}
