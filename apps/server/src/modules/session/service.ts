import { SESSION_DAYS } from '@app/core';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { addMs, type Clock, DAY_MS } from '../../platform/clock';
import { hashToken, newSecureToken } from '../../platform/secure-token';

/** The logged-in member behind a request. */
export interface Member {
  userId: number;
  sessionId: number;
  siteId: number;
}

/** The browser asking to be logged in: its session (if any) is replaced by the new one. */
export interface Browser {
  userAgent: string | undefined;
  member: Member | null;
}

const USER_AGENT_MAX = 500;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
  ) {}

  /** Logs a browser in, in the caller's transaction; answers the token for the cookie. */
  async start(tx: Db, userId: number, browser: Browser): Promise<string> {
    if (browser.member) await tx.delete(sessions).where(eq(sessions.id, browser.member.sessionId));
    const { token, hash } = newSecureToken();
    const now = this.now();
    await tx.insert(sessions).values({
      userId,
      tokenHash: hash,
      expiresAt: addMs(now, SESSION_DAYS * DAY_MS),
      userAgent: browser.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      createdAt: now,
    });
    return token;
  }

  /** The member a cookie token stands for on a site, or null; an expired session is removed. */
  async resolve(token: string, siteId: number): Promise<Member | null> {
    const [row] = await this.db
      .select({ sessionId: sessions.id, userId: sessions.userId, expiresAt: sessions.expiresAt, siteId: users.siteId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.tokenHash, hashToken(token)));
    if (!row) return null;
    if (row.expiresAt <= this.now()) {
      await this.end(row.sessionId);
      return null;
    }
    // A member belongs to one site: the session means nothing on another site's host.
    if (row.siteId !== siteId) return null;
    return { userId: row.userId, sessionId: row.sessionId, siteId: row.siteId };
  }

  async end(sessionId: number): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a member, except optionally the one making the request. */
  async endAll(tx: Db, userId: number, except?: number): Promise<void> {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), except === undefined ? undefined : ne(sessions.id, except)));
  }
}
