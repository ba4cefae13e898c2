import { SESSION_DAYS } from '@app/core';
import type { Db, Tx } from '../../db/client';
import { addMs, type Clock, DAY_MS } from '../../platform/clock';
import { hashToken, newSecureToken } from '../../platform/secure-token';
import { deleteSession, deleteSessionsOf, findSession, insertSession } from './repo';

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
  async start(tx: Tx, userId: number, browser: Browser): Promise<string> {
    if (browser.member) await deleteSession(tx, browser.member.sessionId);
    const { token, hash } = newSecureToken();
    const now = this.now();
    await insertSession(tx, {
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
    const row = await findSession(this.db, hashToken(token));
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
    await deleteSession(this.db, sessionId);
  }

  /** Ends every session of a member, except optionally the one making the request. */
  async endAll(tx: Tx, userId: number, except?: number): Promise<void> {
    await deleteSessionsOf(tx, userId, except);
  }
}
