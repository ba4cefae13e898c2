import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { attempts } from '../db/schema';
import { addMs, type Clock, MINUTE_MS } from './clock';

/** How long an attempt counts; a subject at its limit waits until its oldest counted attempt leaves. */
export const ATTEMPT_WINDOW_MS = 15 * MINUTE_MS;

/** At most `limit` attempts of one subject in the window. */
export interface AttemptLimit {
  subject: string;
  limit: number;
}

/**
 * Attempts counted per subject in a sliding window, held in the database so that every server
 * process and a restarted one see the same counts. Callers ask before the attempt and record it
 * after; attempts refused while at the limit are not recorded, so a wait ends on time.
 */
export class AttemptLog {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** Whole minutes (rounded up) until every subject is below its limit again, or null when none is at it. */
  async minutesLeft(limits: readonly AttemptLimit[]): Promise<number | null> {
    const now = this.now();
    let freeAt: number | null = null;
    for (const { subject, limit } of limits) {
      // The limit-th most recent attempt in the window: the wait lasts until it leaves the window.
      const [oldest] = await this.db
        .select({ at: attempts.createdAt })
        .from(attempts)
        .where(and(eq(attempts.subject, subject), gt(attempts.createdAt, addMs(now, -ATTEMPT_WINDOW_MS))))
        .orderBy(desc(attempts.createdAt))
        .limit(1)
        .offset(limit - 1);
      if (oldest) freeAt = Math.max(freeAt ?? 0, oldest.at.getTime() + ATTEMPT_WINDOW_MS);
    }
    return freeAt === null ? null : Math.max(1, Math.ceil((freeAt - now.getTime()) / MINUTE_MS));
  }

  async record(subjects: readonly string[]): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      // Rows older than the window never count again; dropping them here keeps the table small.
      await tx.delete(attempts).where(lt(attempts.createdAt, addMs(now, -ATTEMPT_WINDOW_MS)));
      await tx.insert(attempts).values(subjects.map((subject) => ({ subject, createdAt: now })));
    });
  }

  /** Forgets the attempts of these subjects, in the caller's transaction if given. */
  async forget(subjects: readonly string[], tx: Db = this.db): Promise<void> {
    await tx.delete(attempts).where(inArray(attempts.subject, [...subjects]));
  }
}
