import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { addMs, type Clock, MINUTE_MS } from '../../platform/clock';

const WINDOW_MS = 15 * MINUTE_MS;
/** Failures in the window that lock: per account against guessing its password, per IP against trying many accounts. */
const ACCOUNT_LIMIT = 5;
const IP_LIMIT = 20;

const subjects = (userId: number | undefined, ip: string) => [
  ...(userId === undefined ? [] : [{ subject: `account:${userId}`, limit: ACCOUNT_LIMIT }]),
  { subject: `ip:${ip}`, limit: IP_LIMIT },
];

/**
 * Failed logins, held in the database so that neither a restart nor a second server process
 * forgets them. Attempts refused while locked are not recorded, so a lock ends on time.
 */
export class Lockout {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** Whole minutes (rounded up) until the account or the IP may try again, or null when neither is locked. */
  async minutesLeft(userId: number | undefined, ip: string): Promise<number | null> {
    const now = this.now();
    let unlockAt: number | null = null;
    for (const { subject, limit } of subjects(userId, ip)) {
      // The limit-th most recent failure in the window: the lock lasts until it leaves the window.
      const [oldest] = await this.db
        .select({ at: loginFailures.createdAt })
        .from(loginFailures)
        .where(and(eq(loginFailures.subject, subject), gt(loginFailures.createdAt, addMs(now, -WINDOW_MS))))
        .orderBy(desc(loginFailures.createdAt))
        .limit(1)
        .offset(limit - 1);
      if (oldest) unlockAt = Math.max(unlockAt ?? 0, oldest.at.getTime() + WINDOW_MS);
    }
    return unlockAt === null ? null : Math.max(1, Math.ceil((unlockAt - now.getTime()) / MINUTE_MS));
  }

  async recordFailure(userId: number | undefined, ip: string): Promise<void> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      // Rows older than the window never count again; dropping them here keeps the table small.
      await tx.delete(loginFailures).where(lt(loginFailures.createdAt, addMs(now, -WINDOW_MS)));
      await tx.insert(loginFailures).values(subjects(userId, ip).map(({ subject }) => ({ subject, createdAt: now })));
    });
  }

  /** A successful login forgives the account's failures (not the IP's). */
  async clearAccount(tx: Db, userId: number): Promise<void> {
    await tx.delete(loginFailures).where(eq(loginFailures.subject, `account:${userId}`));
  }
}
