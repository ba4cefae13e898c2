import { SESSION_DAYS } from '@app/core';
import type { Db, Tx } from '../../db/client';
import { addMs, type Clock, DAY_MS } from '../../platform/clock';
import { hashToken, newSecureToken } from '../../platform/secure-token';
import { type Access, type BanNotice, bannedError } from './bans';
import { SessionCache } from './session-cache';
import {
  type BannedSubjects,
  deleteSession,
  deleteSessionsOf,
  findActiveBan,
  findSession,
  insertSession,
  markSessionBanned,
  markSessionsBanned,
} from './repo';

/** The logged-in member behind a request. */
export interface Member {
  userId: number;
  sessionId: number;
  siteId: number;
}

/** The browser asking to be logged in: its session (if any) is replaced by the new one. */
export interface Browser extends Access {
  userAgent: string | undefined;
  member: Member | null;
}

/** What a session cookie stands for: a member, a session a ban ended, or nothing (null). */
/** A banned session still names its member, for the few routes a banned member may call (their complaints' appeal). */
export type Resolved = { member: Member; ban?: undefined } | { ban: BanNotice; bannedMember: Member; member?: undefined } | null;

const USER_AGENT_MAX = 500;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly now: Clock,
    /** Resolved sessions for a few seconds; every way a session ends below tells it. */
    private readonly cache: SessionCache,
  ) {}

  /**
   * Logs a browser in, in the caller's transaction; answers the token for the cookie. Every login
   * (password, signup, reset link, address change) comes here, so a ban on the account, its
   * address, the device or the IP refuses them all with 403 banned, rolling the caller back.
   */
  async start(tx: Tx, userId: number, browser: Browser): Promise<string> {
    const now = this.now();
    const ban = await findActiveBan(tx, userId, browser, now);
    if (ban) throw bannedError(ban);
    if (browser.member) {
      await deleteSession(tx, browser.member.sessionId);
      this.cache.ended({ sessionId: browser.member.sessionId });
    }
    const { token, hash } = newSecureToken();
    await insertSession(tx, {
      userId,
      tokenHash: hash,
      expiresAt: addMs(now, SESSION_DAYS * DAY_MS),
      userAgent: browser.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      ip: browser.ip,
      deviceId: browser.deviceId,
      createdAt: now,
    });
    return token;
  }

  /**
   * The member a cookie token stands for on a site; an expired session is removed. A session a
   * ban covers (now, or when it was made) is ended for good, but answers the ban while it lasts,
   * so the browser can show the member why; once the ban is over it is simply gone. A member's
   * session is answered from the cache while it holds it (session-cache.ts).
   */
  async resolve(token: string, siteId: number, access: Access): Promise<Resolved> {
    const now = this.now();
    const key = SessionCache.key(token, access.deviceId, access.ip);
    const cached = this.fromCache(key, siteId, now);
    if (cached !== undefined) return cached;
    const startedAt = performance.now();
    const row = await findSession(this.db, hashToken(token), access, now);
    if (!row) return null;
    if (row.expiresAt <= now) {
      await this.end(row.sessionId);
      return null;
    }
    // A member belongs to one site: the session means nothing on another site's host.
    if (row.siteId !== siteId) return null;
    const { ban } = row;
    if (ban) {
      if (!row.bannedAt) await markSessionBanned(this.db, row.sessionId, now);
      return { ban, bannedMember: { userId: row.userId, sessionId: row.sessionId, siteId: row.siteId } };
    }
    if (row.bannedAt) {
      await this.end(row.sessionId);
      return null;
    }
    const member = { userId: row.userId, sessionId: row.sessionId, siteId: row.siteId };
    this.cache.put(key, member, row.expiresAt, startedAt);
    return { member };
  }

  /** resolve's answer while the cache holds the session, else undefined (then ask resolve): no promise for most requests. */
  resolveCached(token: string, siteId: number, access: Access): Resolved | undefined {
    return this.fromCache(SessionCache.key(token, access.deviceId, access.ip), siteId, this.now());
  }

  private fromCache(key: string, siteId: number, now: Date): Resolved | undefined {
    const cached = this.cache.get(key, now);
    if (!cached) return undefined;
    return cached.siteId === siteId ? { member: cached } : null;
  }

  async end(sessionId: number): Promise<void> {
    await deleteSession(this.db, sessionId);
    this.cache.ended({ sessionId });
  }

  /** Ends every session of a member, except optionally the one making the request (read again on its next request). */
  async endAll(tx: Tx, userId: number, except?: number): Promise<void> {
    await deleteSessionsOf(tx, userId, except);
    this.cache.ended({ userId });
  }

  /** A new ban ends the sessions it covers on its site at once; answers how many. */
  async endBanned(tx: Tx, subjects: BannedSubjects): Promise<number> {
    // A device or an address may be any member's: every cached session is read again.
    this.cache.ended('all');
    return markSessionsBanned(tx, subjects, this.now());
  }
}
